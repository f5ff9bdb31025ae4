// The documents tab's calls (spec §7): deals/getdocuments and deals/uploaddocument.
import {
  ApiError,
  BAD_RESPONSE_MESSAGE,
  arrayAt,
  isObject,
  postJson,
  postJsonWithProgress,
  type UploadProgress,
} from '@lender/shared';
import type { DocumentFile, DocumentUpload } from '@lender/contracts';

/** POST deals/getdocuments: the deal's uploaded files (`files` of the answer). */
export const fetchDocuments = async (dealId: string): Promise<DocumentFile[]> =>
  arrayAt<DocumentFile>(await postJson('deals/getdocuments', { dealid: dealId }), 'files');

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
