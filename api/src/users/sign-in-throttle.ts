// Per-account sign-in throttling that cannot lock the account's owner out.
//
// - Per account and client address: after ADDRESS_FREE failures, each further attempt from that
//   address waits 30 s, doubling per failure, at most 15 minutes. One address guessing is slowed
//   to a crawl; the owner at another address is not affected.
// - Per account, from every address: after ACCOUNT_FREE failures, a gentler wait (1 s doubling, at
//   most a minute), so many addresses together are slowed too. It does not apply to an address the
//   account has signed in from (a row in sessions), so its owner at a known address always gets in.
// - A success clears the account's counters for that address and for every address; counters also
//   start over a day after their last failure. Unknown accounts are left to the per-address limit.
import { sql } from 'kysely';
import type { AppContext } from '../http/context';
import { HttpError } from '../http/errors';

export const ADDRESS_FREE = 5;
const ADDRESS_BASE_MS = 30_000;
const ADDRESS_MAX_MS = 15 * 60_000;
export const ACCOUNT_FREE = 20;
const ACCOUNT_BASE_MS = 1000;
const ACCOUNT_MAX_MS = 60_000;
const RESET_AFTER_MS = 24 * 3_600_000;
/** The counter row of an account's failures from every address. */
export const EVERY_ADDRESS = '*';

/** How long after its last failure a counter lets the next attempt in (0: at once). */
export function backoffMs(failures: number, free: number, baseMs: number, maxMs: number): number {
  if (failures < free) return 0;
  return Math.min(maxMs, baseMs * 2 ** Math.min(failures - free, 30));
}

export interface ThrottleCounters {
  addressFailures: number | null;
  addressLastFailure: Date | null;
  accountFailures: number | null;
  accountLastFailure: Date | null;
  /** The account has signed in from this address before. */
  knownAddress: boolean;
}

/** Milliseconds until an attempt is allowed (0: now). */
export function waitMs(counters: ThrottleCounters, now: number): number {
  const remaining = (failures: number | null, last: Date | null, delay: (n: number) => number) => {
    if (failures === null || last === null || now - last.getTime() >= RESET_AFTER_MS) return 0;
    return Math.max(0, last.getTime() + delay(failures) - now);
  };
  const address = remaining(counters.addressFailures, counters.addressLastFailure, (n) =>
    backoffMs(n, ADDRESS_FREE, ADDRESS_BASE_MS, ADDRESS_MAX_MS),
  );
  const account = counters.knownAddress
    ? 0
    : remaining(counters.accountFailures, counters.accountLastFailure, (n) =>
        backoffMs(n, ACCOUNT_FREE, ACCOUNT_BASE_MS, ACCOUNT_MAX_MS),
      );
  return Math.max(address, account);
}

export function throttled(ms: number): HttpError {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  const wait = seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
  return new HttpError(
    429,
    `Too many failed sign-ins for this account. Try again in ${wait}, or reset your password.`,
    { 'retry-after': String(seconds) },
  );
}

/** Counts a failure for the address and for every address. */
export async function recordFailure(ctx: AppContext, accountId: string, ip: string): Promise<void> {
  const at = new Date(ctx.now());
  const resetBefore = new Date(at.getTime() - RESET_AFTER_MS);
  await ctx.db
    .insertInto('sign_in_failures')
    .values(
      [ip, EVERY_ADDRESS].map((scope) => ({
        account_id: accountId,
        scope,
        failures: 1,
        last_failure_at: at,
      })),
    )
    .onConflict((conflict) =>
      conflict.columns(['account_id', 'scope']).doUpdateSet({
        failures: sql<number>`CASE WHEN sign_in_failures.last_failure_at <= ${resetBefore}
          THEN 1 ELSE sign_in_failures.failures + 1 END`,
        last_failure_at: at,
      }),
    )
    .execute();
}

/** A successful sign-in clears the counters of its address and of every address. */
export async function clearFailures(ctx: AppContext, accountId: string, ip: string): Promise<void> {
  await ctx.db
    .deleteFrom('sign_in_failures')
    .where('account_id', '=', accountId)
    .where('scope', 'in', [ip, EVERY_ADDRESS])
    .execute();
}
