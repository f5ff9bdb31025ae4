// Per-account sign-in throttling that slows attackers and never locks the account's owner out.
//
// - Per account and source (the client address): after ADDRESS_FREE failures, each further attempt
//   from that address is refused (429) until 30 s after its last failure, doubling per failure, at
//   most 15 minutes. One source guessing is slowed to a crawl; the owner elsewhere is not affected.
// - Per account, from every source: after ACCOUNT_FREE failures, an attempt from an address the
//   account has never signed in from is held before its password is checked (1 s after the last
//   failure, doubling, at most ACCOUNT_MAX_MS) — slowed, never refused, so a storm from many
//   addresses costs each guess that wait and the owner at a new address still signs in. An
//   address the account has signed in from (a row in sessions) is not held at all.
// - Each attempt is counted before its password is checked, under a lock per account (racing
//   attempts queue, and no more than the free ones get through at once); a success clears the
//   account's counters for its address and for every address. Counters start over a day after
//   their last failure. Unknown accounts are left to the per-address limit (LOGIN_RATE_LIMIT).
import { sql, type Transaction } from 'kysely';
import { lockFor } from '../db/lock';
import type { Database } from '../db/types';
import type { AppContext } from '../http/context';
import { HttpError } from '../http/errors';

/** The limits' names (their lock, their rows in the race matrix). */
export const SIGN_IN_FAILURES_BY_ADDRESS = 'sign-in-failures-by-address';
export const SIGN_IN_FAILURES_BY_ACCOUNT = 'sign-in-failures-by-account';

export const ADDRESS_FREE = 5;
const ADDRESS_BASE_MS = 30_000;
const ADDRESS_MAX_MS = 15 * 60_000;
export const ACCOUNT_FREE = 20;
const ACCOUNT_BASE_MS = 1000;
const ACCOUNT_MAX_MS = 10_000;
const RESET_AFTER_MS = 24 * 3_600_000;
/** The counter row of an account's failures from every address. */
const EVERY_ADDRESS = '*';

/** How long after its last failure a counter lets the next attempt in (0: at once). */
export function backoffMs(failures: number, free: number, baseMs: number, maxMs: number): number {
  if (failures < free) return 0;
  return Math.min(maxMs, baseMs * 2 ** Math.min(failures - free, 30));
}

interface Counter {
  failures: number;
  last_failure_at: Date;
}

/** Milliseconds until the counter's backoff has passed (0: now, or the counter has expired). */
function remainingMs(
  counter: Counter | undefined,
  now: number,
  delay: (failures: number) => number,
): number {
  if (!counter) return 0;
  const last = counter.last_failure_at.getTime();
  if (now - last >= RESET_AFTER_MS) return 0;
  return Math.max(0, last + delay(counter.failures) - now);
}

/** Refused for `refusedMs` (nothing counted), or admitted after holding it for `holdMs`. */
export type Admission = { refusedMs: number } | { holdMs: number };

/**
 * Admits one attempt at the account's password from `ip`, counting it as a failure for the address
 * and for every address before the password is checked; `knownAddress`: the account has signed in
 * from there (never held).
 */
export async function admitAttempt(
  ctx: AppContext,
  accountId: string,
  ip: string,
  knownAddress: boolean,
): Promise<Admission> {
  return ctx.db.transaction().execute(async (trx) => {
    // One lock for both counters of the account.
    await lockFor(trx, 'sign-in', accountId);
    const counters = await trx
      .selectFrom('sign_in_failures')
      .select(['scope', 'failures', 'last_failure_at'])
      .where('account_id', '=', accountId)
      .where('scope', 'in', [ip, EVERY_ADDRESS])
      .execute();
    const now = ctx.now();
    const refusedMs = remainingMs(
      counters.find((row) => row.scope === ip),
      now,
      (n) => backoffMs(n, ADDRESS_FREE, ADDRESS_BASE_MS, ADDRESS_MAX_MS),
    );
    if (refusedMs > 0) return { refusedMs };
    const holdMs = knownAddress
      ? 0
      : remainingMs(
          counters.find((row) => row.scope === EVERY_ADDRESS),
          now,
          (n) => backoffMs(n, ACCOUNT_FREE, ACCOUNT_BASE_MS, ACCOUNT_MAX_MS),
        );
    await countAttempt(trx, accountId, ip, new Date(now));
    return { holdMs };
  });
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

/** Counts an attempt for the address and for every address (a success clears both). */
async function countAttempt(
  trx: Transaction<Database>,
  accountId: string,
  ip: string,
  at: Date,
): Promise<void> {
  const resetBefore = new Date(at.getTime() - RESET_AFTER_MS);
  await trx
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
