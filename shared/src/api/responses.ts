// Small helpers for the shapes of §7 answers shared by several calls.
import { ApiError } from './apiError';

export const BAD_RESPONSE_MESSAGE = 'Bad response from server.';

/** The "success or failure" answer of the form submissions. */
export interface SuccessResponse {
  success: boolean;
  message?: string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Throws an ApiError when a 2xx answer still says `success: false` (or carries an `error`). */
export const expectSuccess = <T>(body: T): T => {
  if (isObject(body) && (body.success === false || typeof body.error === 'string')) {
    const message =
      typeof body.message === 'string'
        ? body.message
        : typeof body.error === 'string'
          ? body.error
          : 'Request failed';
    throw new ApiError(200, message, {
      error: typeof body.error === 'string' ? body.error : '',
      body,
    });
  }
  return body;
};

/** `body[key]` as an array (missing or malformed → []). */
export const arrayAt = <T>(body: unknown, key: string): T[] => {
  const value = isObject(body) ? body[key] : undefined;
  return Array.isArray(value) ? (value as T[]) : [];
};

export { isObject };
