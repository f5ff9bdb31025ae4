// The API's one logger: JSON lines (pino), no headers or bodies, tokens redacted. Created before
// the database is opened, so every line of a run — start-up, waiting, shutdown — is JSON.
import pino, { type Logger } from 'pino';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { redactUrl } from './redact-url';

/**
 * What a request's log line says: four fields, none of its headers or body, and no token-like
 * value from the URL. An allow-list: no line carries a field that would need redacting after it.
 */
const requestLogFields = (request: FastifyRequest) => ({
  method: request.method,
  url: redactUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
});

/**
 * The process's one stdout writer, shared by its loggers. Synchronous, as Node's own stdout is
 * for files and pipes: every line is written, in order, before the call returns, so a
 * process.exit right after a line loses nothing. Asynchronous writes put a failed start's reason
 * before the line it followed: pino writes a fatal line at once, while earlier ones are queued.
 */
let stdout: ReturnType<typeof pino.destination> | undefined;
const processStdout = () => (stdout ??= pino.destination({ dest: 1, sync: true }));

export function createLogger(
  config: Pick<Config, 'logLevel'>,
  stream?: { write(line: string): void },
): Logger {
  const options = {
    level: config.logLevel,
    serializers: { req: requestLogFields as (request: unknown) => unknown },
  };
  return pino(options, stream ?? processStdout());
}
