// Uploads with progress load their code (XMLHttpRequest and its events) with the first upload:
// most pages never upload, and the core is part of every page's first load.
import type { CallOptions } from './client';
import type { UploadProgress } from './postJsonWithProgress';

export type { UploadProgress };

/** postJsonWithProgress.ts's, loaded when first called. */
export const postJsonWithProgress = async <T>(
  path: string,
  body: unknown,
  onProgress: (progress: UploadProgress) => void,
  options?: CallOptions,
): Promise<T> =>
  (await import('./postJsonWithProgress')).postJsonWithProgress<T>(path, body, onProgress, options);
