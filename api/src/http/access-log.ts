// One access line per request, when it is answered, at a level that says whether anyone should
// look at it: `error` for a server error, `warn` for a refused request (a 4xx other than the 401
// that ends every expired session) or a slow one, `info` for the rest. Production logs at `info`
// and keeps every line; `npm start` logs at `warn` and shows only the ones worth reading.
import type { FastifyInstance } from 'fastify';

/** An answer that took this long is worth a look, whatever its status. */
export const SLOW_REQUEST_MS = 1000;

type AccessLevel = 'error' | 'warn' | 'info';

/** The level of a request's access line, from its status and time (milliseconds). */
export function accessLevel(statusCode: number, responseTime: number): AccessLevel {
  if (statusCode >= 500) return 'error';
  if (statusCode >= 400 && statusCode !== 401) return 'warn';
  return responseTime >= SLOW_REQUEST_MS ? 'warn' : 'info';
}

/** Logs each request's access line once it is answered (Fastify's own two lines are off). */
export function registerAccessLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    const responseTime = reply.elapsedTime;
    request.log[accessLevel(reply.statusCode, responseTime)](
      { req: request, res: { statusCode: reply.statusCode }, responseTime },
      'request completed',
    );
    done();
  });
}
