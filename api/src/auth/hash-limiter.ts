// Bounded password hashing: scrypt costs 128 MiB and a few hundred milliseconds of a libuv thread
// per call, so a sign-in storm could take every thread (file and DNS work waits behind them) and
// the memory. At most `concurrency` run at once; `queue` more may wait; beyond that, a 503.
import { HttpError } from '../http/errors';

export const BUSY_MESSAGE = 'The server is busy. Please try again in a few seconds.';
const RETRY_AFTER_SECONDS = 5;

export interface HashLimiter {
  /** Runs a hashing task when a slot is free; throws a 503 HttpError when the queue is full. */
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly active: number;
  readonly waiting: number;
}

export function createHashLimiter(options: { concurrency: number; queue: number }): HashLimiter {
  let active = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else active -= 1;
  };

  return {
    async run(task) {
      if (active >= options.concurrency) {
        if (waiting.length >= options.queue) {
          throw new HttpError(503, BUSY_MESSAGE, { 'retry-after': String(RETRY_AFTER_SECONDS) });
        }
        // The slot is handed over by release(): `active` stays counted for the next task.
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        active += 1;
      }
      try {
        return await task();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
