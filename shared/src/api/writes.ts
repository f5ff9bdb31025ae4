// The portal's writes of server data, built like its reads (reads.ts): a write call names its path
// and body, how its answer parses (the contracts' response schema) and the reads it makes stale.
// `write` sends it through the core's client, parses the answer and, once it succeeded, forgets
// those reads, so whoever shows them reads them again.
import { ApiError } from './apiError';
import { postJson, type CallOptions } from './client';
import { postJsonWithProgress, type UploadProgress } from './upload';
import { forgetReads, type ReadCall } from './reads';
import { BAD_RESPONSE_MESSAGE } from './responses';

export interface WriteCall<T> {
  /** Relative to /lima/api, as the spec's §7 names it. */
  path: string;
  /** The POST's JSON body. */
  body?: unknown;
  /**
   * The answer as the caller uses it. It throws when the answer does not parse; an ApiError it
   * throws (a refusal the answer words, as `expectSuccess` finds) reaches the caller as it is.
   */
  parse: (answer: unknown) => T;
  /** The reads the write changes, by their builders' calls (matched by path): forgotten after success. */
  stale?: readonly ReadCall[];
  /** Another bearer (a link's token, the employee's), extra headers, or none at all. */
  options?: CallOptions;
  /** Reports the bytes of the body sent (an upload's progress). */
  onProgress?: (progress: UploadProgress) => void;
}

const send = (call: WriteCall<unknown>): Promise<unknown> =>
  call.onProgress
    ? postJsonWithProgress<unknown>(call.path, call.body, call.onProgress, call.options)
    : postJson<unknown>(call.path, call.body, call.options);

/** The answer of `call`, parsed; an answer that does not parse is an ApiError (BAD_RESPONSE_MESSAGE). */
export async function write<T>(call: WriteCall<T>): Promise<T> {
  const body = await send(call);
  let answer: T;
  try {
    answer = call.parse(body);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(200, BAD_RESPONSE_MESSAGE, {
      error: 'Invalid response',
      body,
      cause: error,
    });
  }
  if (call.stale?.length) forgetReads(...call.stale);
  return answer;
}
