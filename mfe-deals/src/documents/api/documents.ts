// The documents tab's calls (spec §7): deals/getdocuments and deals/uploaddocument.
import * as v from 'valibot';
import type { ReadCall, UploadProgress, WriteCall } from '@lender/shared';
import {
  documentListResponseSchema,
  documentUploadResponseSchema,
  type DocumentFile,
  type DocumentUpload,
} from '@lender/contracts';

/** POST deals/getdocuments: the deal's uploaded files (`files` of the answer). */
export const documentsRead = (dealId: string): ReadCall => ({
  method: 'POST',
  path: 'deals/getdocuments',
  body: { dealid: dealId },
});

export const parseDocuments = (answer: unknown): DocumentFile[] =>
  v.parse(documentListResponseSchema, answer).files;

/** POST deals/uploaddocument, one file per request, reporting the bytes sent; the list is then stale. */
export const documentUploadWrite = (
  upload: DocumentUpload,
  onProgress: (progress: UploadProgress) => void,
): WriteCall<{ url: string }> => ({
  path: 'deals/uploaddocument',
  body: upload,
  parse: (answer) => v.parse(documentUploadResponseSchema, answer),
  stale: [documentsRead(upload.opportunityId)],
  onProgress,
});
