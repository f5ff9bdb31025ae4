// Every request has an id: the caller's X-Request-Id when it is well-formed (a proxy's, or a
// client's trace id), else a new UUID. Fastify puts it on every log line of the request as
// `reqId`; the answer carries it back in X-Request-Id.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

/** Letters, digits and . _ : - only, 1-128 characters: safe in a log line and a header. */
const WELL_FORMED = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

export function requestIdOf(request: Pick<IncomingMessage, 'headers'>): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && WELL_FORMED.test(given) ? given : randomUUID();
}
