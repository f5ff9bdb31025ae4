// The API's one logger: JSON lines (pino), bodies never logged, tokens redacted. Created before
// the database is opened, so every line of a run — start-up, waiting, shutdown — is JSON.
import pino, { type Logger } from 'pino';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { redactUrl } from './redact-url';

/** What a request's log line says: no body, and no token-like value from the URL. */
const requestLogFields = (request: FastifyRequest) => ({
  method: request.method,
  url: redactUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
});

export function createLogger(
  config: Pick<Config, 'logLevel'>,
  stream?: { write(line: string): void },
): Logger {
  const options = {
    level: config.logLevel,
    // Bodies are never logged; these paths are redacted should one ever be.
    redact: [
      'req.headers.authorization',
      'req.query.token',
      'req.body.CardNumber',
      'req.body.CardSecurity',
      'req.body.password',
      'req.body.bank_account_number',
      'req.body.bank_routing_number',
      'req.body.budgetfiledata',
      'req.body.files',
      'req.body.body',
    ],
    serializers: { req: requestLogFields as (request: unknown) => unknown },
  };
  return stream ? pino(options, stream) : pino(options);
}

/**
 * Exits once every log line is written, in order: pino writes stdout asynchronously, and a bare
 * process.exit can put the last line before one still being written, or lose it. The deadline is
 * only for a stdout that never drains: on a starved machine a process can wait seconds for the
 * CPU, and a 2 s deadline then fired before the write's callback and lost a failed start's reason.
 */
export function exitAfterLogs(log: Logger, code: number): void {
  setTimeout(() => process.exit(code), 10_000).unref();
  log.flush(() => process.exit(code));
}
