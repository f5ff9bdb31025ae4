// Errors that mean "the database cannot be reached right now" (a restart, a failover, a dropped
// or terminated connection), as opposed to a bad query: the caller gets a 503 and may retry.

/** Node's socket errors and PostgreSQL's connection-exception / operator-intervention classes. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown (pg_terminate_backend, a restart)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, recovering)
  '53300', // too_many_connections
]);

/** pg's own wording when the socket closes under a query or a connection attempt times out. */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i;

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  errors?: unknown[];
  cause?: unknown;
}

// Duck-typed, not `instanceof Error`: a driver's error may come from another realm.
export function isDatabaseUnavailable(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const error = value as ErrorLike;
  const { code, message } = error;
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08')))
    return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
  // AggregateError (several addresses refused) and errors wrapped with a cause.
  const inner = error.errors ?? [error.cause];
  return inner.some((item) => item !== undefined && item !== value && isDatabaseUnavailable(item));
}
