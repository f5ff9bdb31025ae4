// One error shape for every error answer: { statusCode, error, message }.
import { STATUS_CODES } from 'node:http';
import type { ApiError } from '@lender/shared/schemas';
import type { FastifyError, FastifyInstance } from 'fastify';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
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

export const errorBody = (statusCode: number, message: string): ApiError => ({
  statusCode,
  error: STATUS_CODES[statusCode] ?? 'Error',
  message,
});

/** Messages for Fastify's own client errors, worded for API users. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty but content-type is application/json.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Content-Length does not match the body.',
};

function toHttpError(error: FastifyError | HttpError | Error): HttpError | null {
  if (error instanceof HttpError) return error;
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
    const known = toHttpError(error);
    if (known) {
      if (known.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      return reply.status(known.statusCode).send(errorBody(known.statusCode, known.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send(errorBody(500, 'Something went wrong on our side. Please try again later.'));
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    reply.status(404).send(errorBody(404, `Route ${request.method} ${path} not found.`));
  });
}
