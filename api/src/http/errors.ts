// One error shape for every error answer: { statusCode, error, message }.
import { STATUS_CODES } from 'node:http';
import type { ApiErrorBody as ApiError } from '@lender/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../db/unavailable';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Extra answer headers, e.g. Retry-After on a 429 or 503. */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Authentication required.') => new HttpError(401, message);
export const forbidden = (message = 'You do not have access to this resource.') =>
  new HttpError(403, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);

/** Retry-After of the 503s a client may simply repeat a few seconds later. */
const RETRY_SOON = { 'retry-after': '5' } as const;

export const startingUp = () =>
  new HttpError(503, 'The service is starting. Please try again in a moment.', RETRY_SOON);

/** A request that met the database restarting, failing over or dropping its connection. */
const databaseUnavailable = () =>
  new HttpError(
    503,
    'The service is temporarily unavailable. Please try again in a moment.',
    RETRY_SOON,
  );

/**
 * The store of uploaded files failed (an object store that did not answer, or answered 5xx);
 * the file-system refusals below are treated the same.
 */
export class StorageUnavailable extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'StorageUnavailable';
  }
}

/** File-system refusals a request meets writing a file: the folder is full, read-only or not ours. */
const STORAGE_FAULT_CODES = new Set(['ENOSPC', 'EDQUOT', 'EROFS', 'EACCES', 'EPERM']);

const isStorageFault = (error: Error): boolean =>
  error instanceof StorageUnavailable ||
  STORAGE_FAULT_CODES.has((error as NodeJS.ErrnoException).code ?? '');

export const STORAGE_UNAVAILABLE_MESSAGE =
  'Files cannot be stored right now. Please try again later.';

const errorBody = (statusCode: number, message: string): ApiError => ({
  statusCode,
  error: STATUS_CODES[statusCode] ?? 'Error',
  message,
});

/** The answer for a route that does not exist (also what a hidden one answers). */
export const routeNotFound = (request: FastifyRequest): ApiError =>
  errorBody(404, `Route ${request.method} ${request.url.split('?')[0]} not found.`);

/** Messages for Fastify's own client errors, worded for API users. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty but content-type is application/json.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Content-Length does not match the body.',
};

/** Messages for the errors Fastify raises before routing (see `frameworkErrorHandler`). */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'The request URL is not valid.',
  FST_ERR_MAX_PARAM_LENGTH: 'A path parameter of the request URL is too long.',
};

const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again later.';

/**
 * Headers every answer carries (the onSend hook adds them, keeping one a route set itself, e.g.
 * the development mailbox's CSP; frameworkErrorHandler adds them before routing). The API answers
 * JSON: its CSP allows nothing to load, run or frame it.
 */
export const COMMON_HEADERS = {
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'content-security-policy':
    "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
} as const;

/** Sent only on answers to requests that arrived over TLS (directly or from a trusted proxy). */
export const HSTS = { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } as const;

/**
 * Fastify's `frameworkErrors` option: errors raised before a route is found (a malformed URL such
 * as `/lima/api/deals/%E0%A4%A`, an over-long path parameter) answer in the one error shape,
 * without Fastify's extra `code` field.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode;
  const known = typeof status === 'number' && status >= 400 && status < 500;
  const statusCode = known ? status : 500;
  if (known) request.log.info({ code: error.code }, 'rejected request');
  else request.log.error({ err: error }, 'framework error');
  const message = known
    ? (FRAMEWORK_MESSAGES[error.code] ?? error.message)
    : INTERNAL_ERROR_MESSAGE;
  void reply
    .status(statusCode)
    .headers(COMMON_HEADERS)
    .type('application/json; charset=utf-8')
    .send(errorBody(statusCode, message));
}

function toHttpError(error: FastifyError | HttpError | Error): HttpError | null {
  if (error instanceof HttpError) return error;
  if (isDatabaseUnavailable(error)) return databaseUnavailable();
  const status = (error as FastifyError).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const code = (error as FastifyError).code;
    if (error instanceof SyntaxError || code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return new HttpError(400, FASTIFY_MESSAGES.FST_ERR_CTP_INVALID_JSON_BODY as string);
    }
    return new HttpError(status, (code && FASTIFY_MESSAGES[code]) || error.message);
  }
  return null;
}

export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (isStorageFault(error)) {
      // Not the client's doing, and not passing by itself: an operator has to make room or fix
      // the folder's permissions, so it is logged as an error with what the system said.
      request.log.error({ err: error }, `storage unavailable: ${error.message}`);
      return reply
        .status(503)
        .headers({ 'retry-after': '60' })
        .send(errorBody(503, STORAGE_UNAVAILABLE_MESSAGE));
    }
    const known = toHttpError(error);
    if (known) {
      // A 503 is an expected state (starting, draining, the database away), not a fault here.
      if (known.statusCode === 503) request.log.warn({ reason: known.message }, 'unavailable');
      else if (known.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      return reply
        .status(known.statusCode)
        .headers(known.headers)
        .send(errorBody(known.statusCode, known.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody(500, INTERNAL_ERROR_MESSAGE));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(routeNotFound(request));
  });
}
