// The documents tab's calls (spec §7): deals/getdocuments and deals/uploaddocument.
import * as v from 'valibot';
import {
  ApiError,
  BAD_RESPONSE_MESSAGE,
  isObject,
  postJsonWithProgress,
  type ReadCall,
  type UploadProgress,
} from '@lender/shared';
import {
  documentListResponseSchema,
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

/** POST deals/uploaddocument, one file per request, reporting the bytes sent. */
export const uploadDocument = async (
  upload: DocumentUpload,
  onProgress: (progress: UploadProgress) => void,
): Promise<{ url: string }> => {
  const body = await postJsonWithProgress<unknown>('deals/uploaddocument', upload, onProgress);
  if (!isObject(body) || typeof body.url !== 'string') {
    throw new ApiError(200, BAD_RESPONSE_MESSAGE, { error: 'Invalid response', body });
  }
  return { url: body.url };
};
