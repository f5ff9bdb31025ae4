// At start-up the database may not be up yet (containers start together; a failover is under
// way): ask it with a growing pause between tries, say so in the log, give up after a limit.
import type { Logger } from 'pino';

export interface WaitOptions {
  /** Give up after this long (DB_WAIT_SECONDS). */
  timeoutMs: number;
  log: Pick<Logger, 'info' | 'warn'>;
  /** The first pause; each next one doubles, up to maxDelayMs. */
  firstDelayMs?: number;
  maxDelayMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

export class DatabaseWaitTimeout extends Error {
  constructor(seconds: number, last: string) {
    super(
      `The database did not answer within ${seconds} s (DB_WAIT_SECONDS); last error: ${last}. ` +
        'Check DATABASE_URL and that the database server is running.',
    );
    this.name = 'DatabaseWaitTimeout';
  }
}

const describe = (error: unknown): string => {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && !error.message.includes(code)
    ? `${code} ${error.message}`.trim()
    : error.message || error.name;
};

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Resolves once `probe` (e.g. `SELECT 1`) succeeds; rejects with DatabaseWaitTimeout after `timeoutMs`. */
export async function waitForDatabase(
  probe: () => Promise<unknown>,
  options: WaitOptions,
): Promise<void> {
  const { timeoutMs, log, now = Date.now, sleep = pause } = options;
  const maxDelayMs = options.maxDelayMs ?? 5000;
  const deadline = now() + timeoutMs;
  let delay = options.firstDelayMs ?? 250;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await probe();
      if (attempt > 1) log.info({ attempt }, 'database reachable');
      return;
    } catch (error) {
      const left = deadline - now();
      if (left <= 0) throw new DatabaseWaitTimeout(Math.round(timeoutMs / 1000), describe(error));
      const wait = Math.min(delay, maxDelayMs, left);
      log.warn(
        { attempt, error: describe(error), retryInMs: wait },
        'database not reachable yet; waiting for it',
      );
      await sleep(wait);
      delay *= 2;
    }
  }
}
