// The error every API function throws: HTTP status plus the server's message from the API's
// error shape `{ statusCode, error, message }` (spec §7; @lender/contracts).
import { isApiErrorBody, type ApiErrorBody } from '@lender/contracts';

export type { ApiErrorBody };

/** A request that got no answer at all (offline, the portal down, a proxy refusing). */
export const UNREACHABLE_MESSAGE =
  'The portal could not be reached. Check your connection and try again.';
/** A request the browser stopped waiting for. */
export const TIMED_OUT_MESSAGE = 'The portal took too long to answer. Please try again.';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when no response was received (network failure, timeout). */
  readonly status: number;
  /** The `error` field of the body (e.g. 'Bad Request'), or the status text. */
  readonly error: string;
  /** The parsed response body, when there was one. */
  readonly body: unknown;

  constructor(
    status: number,
    message: string,
    options: { error?: string; body?: unknown; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.status = status;
    this.error = options.error ?? '';
    this.body = options.body;
  }

  /**
   * No answer came: the browser could not reach the portal, or gave up waiting. The message is a
   * sentence for the user; the request's method and address stay in `cause` for the trace.
   */
  static noResponse(kind: 'network' | 'timeout', cause?: unknown): ApiError {
    return kind === 'timeout'
      ? new ApiError(0, TIMED_OUT_MESSAGE, { error: 'TimeoutError', cause })
      : new ApiError(0, UNREACHABLE_MESSAGE, { error: 'NetworkError', cause });
  }

  /** Builds the error for an HTTP response whose (already parsed) body may be the API error shape. */
  static fromResponse(
    status: number,
    statusText: string,
    body: unknown,
    cause?: unknown,
  ): ApiError {
    if (isApiErrorBody(body)) {
      return new ApiError(status, body.message, { error: body.error, body, cause });
    }
    const text = typeof body === 'string' && body.trim() !== '' ? body.trim() : '';
    const message = text || statusText || `Request failed with status ${status}`;
    return new ApiError(status, message, { error: statusText, body, cause });
  }
}

/** The message to show for any failure: the server's message for an ApiError, else the error's own. */
export const errorMessage = (error: unknown): string => {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : 'Unknown error';
};
