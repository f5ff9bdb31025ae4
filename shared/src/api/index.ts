export * from './apiError';
export { getJson, loadApiClient, postJson, type CallOptions } from './client';
export { postJsonWithProgress, type UploadProgress } from './upload';
export {
  BAD_RESPONSE_MESSAGE,
  arrayAt,
  expectSuccess,
  isObject,
  type SuccessResponse,
} from './responses';
export { fileToBase64 } from './fileToBase64';
export { clearReads, forgetReads, prefetchRead, read, readKey, type ReadCall } from './reads';
export { write, type WriteCall } from './writes';
