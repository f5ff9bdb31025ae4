// @ts-check
// The API's JSON log lines made readable in a terminal, one line each:
//   12:04:05 WARN  request completed GET /lima/api/deals/x 404 3 ms [req 8f2c…]
// Only for a person at a terminal (scripts/stack.mjs, when stdout is a TTY): the API itself always
// writes JSON, which production, the tests and PORTAL_LOG_FILE keep.

/** pino's numeric levels. @type {Record<number, string>} */
const LEVELS = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

/** @param {unknown} value @returns {value is Record<string, unknown>} */
const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** @param {unknown} time epoch milliseconds */
const clock = (time) =>
  typeof time === 'number' ? new Date(time).toISOString().slice(11, 19) : '--:--:--';

/**
 * A pino JSON line as one line of text; any other line as it is.
 * @param {string} line
 */
export function prettyLine(line) {
  if (!line.startsWith('{')) return line;
  /** @type {unknown} */
  let record;
  try {
    record = JSON.parse(line);
  } catch {
    return line;
  }
  if (!isRecord(record) || typeof record.level !== 'number') return line;
  const parts = [clock(record.time), (LEVELS[record.level] ?? String(record.level)).padEnd(5)];
  if (typeof record.msg === 'string') parts.push(record.msg);
  const req = isRecord(record.req) ? record.req : undefined;
  if (req) parts.push(`${req.method ?? ''} ${req.url ?? ''}`.trim());
  if (isRecord(record.res) && record.res.statusCode !== undefined)
    parts.push(String(record.res.statusCode));
  if (typeof record.responseTime === 'number') parts.push(`${Math.round(record.responseTime)} ms`);
  const err = isRecord(record.err) ? record.err : undefined;
  if (err && typeof err.message === 'string') parts.push(`: ${err.message}`);
  if (typeof record.reqId === 'string') parts.push(`[req ${record.reqId}]`);
  return parts.join(' ');
}
