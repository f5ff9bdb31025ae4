// postJson with upload progress. Its XMLHttpRequest code (xhrUpload.ts) loads with the first
// upload, as the HTTP client loads with the first call: most pages upload nothing.
import type { CallOptions } from './client';

export interface UploadProgress {
  /** Bytes of the request body sent so far. */
  loaded: number;
  /** Bytes of the whole request body. */
  total: number;
}

/**
 * POST `body` as JSON to `path` (relative to /lima/api), calling `onProgress` as the body goes
 * out, and return the answer's JSON. The call fails when nothing moves for REQUEST_TIMEOUT_MS
 * (a slow 20 MB upload that keeps sending does not). Without XMLHttpRequest (Node) it is postJson,
 * reporting the whole body sent once answered.
 */
export const postJsonWithProgress = <T>(
  path: string,
  body: unknown,
  onProgress: (progress: UploadProgress) => void,
  options?: CallOptions,
): Promise<T> =>
  import('./xhrUpload').then(({ postWithProgress }) =>
    postWithProgress<T>(path, body, onProgress, options),
  );
