// Deal documents and line-of-credit documents (spec §7).
import { ApiError } from './apiError';
import { postJson } from './client';
import { BAD_RESPONSE_MESSAGE, arrayAt, expectSuccess, isObject } from './responses';

export interface DocumentUploadPayload {
  strippedname: string;
  rentrollfilename: string;
  /** base64 */
  rentrollfiledata: string;
  opportunityId: string;
  id: string;
}

export interface DocumentFile {
  name: string;
  url: string;
  created_at: string;
}

/** POST deals/uploaddocument: returns the stored file's url. */
export const uploadDocument = async (payload: DocumentUploadPayload): Promise<string> => {
  const body = expectSuccess(await postJson<unknown>('deals/uploaddocument', payload));
  if (!isObject(body) || typeof body.url !== 'string') {
    throw new ApiError(200, BAD_RESPONSE_MESSAGE, { error: 'Empty response', body });
  }
  return body.url;
};

/** POST deals/getdocuments: the deal's uploaded files. */
export const fetchDocuments = async (dealId: string): Promise<DocumentFile[]> =>
  arrayAt<DocumentFile>(await postJson('deals/getdocuments', { dealid: dealId }), 'files');

/** POST loc/getdocuments: a line of credit's documents (shape not specified: returned as is). */
export const fetchLocDocuments = (locId: string): Promise<unknown> =>
  postJson<unknown>('loc/getdocuments', { locId });
