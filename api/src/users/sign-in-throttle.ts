// Sign-in throttling per submitted address (the username typed, whether or not an account has it,
// so its answers never tell which addresses have an account): it slows attackers and never locks
// an account's owner out.
//
// - Per address and source (the client's IP): after ADDRESS_FREE failures, each further attempt
//   from that address is refused (429) until 30 s after its last failure, doubling per failure, at
//   most 15 minutes. One source guessing is slowed to a crawl; the owner elsewhere is not affected.
// - Per address, from every source: after ACCOUNT_FREE failures, an attempt from an IP the
//   account has never signed in from (any IP, for an address no account has) is held before its password is checked (1 s after the last
//   failure, doubling, at most ACCOUNT_MAX_MS) — slowed, never refused, so a storm from many
//   addresses costs each guess that wait and the owner at a new address still signs in. An
//   address the account has signed in from (a row in sessions) is not held at all.
// - Each attempt is counted before its password is checked, under a lock per address (racing
//   attempts queue, and no more than the free ones get through at once); a success clears the
//   address's counters for its IP and for every IP. Counters start over a day after their last
//   failure, and rows that old are removed.
import { createHash } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { lockFor } from '../db/lock';
import type { Database } from '../db/types';
import type { AppContext } from '../context';
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
/** The counter row of an address's failures from every IP. */
const EVERY_ADDRESS = '*';
/** How often a process removes counters past RESET_AFTER_MS. */
const PURGE_EVERY_MS = 10 * 60_000;
let lastPurge = 0;

/** The counters' key of a submitted address: its hash, so no address is stored as typed. */
export const loginKey = (username: string): string =>
  createHash('sha256').update(username.trim().toLowerCase()).digest('hex');

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
 * Admits one attempt at the address's password from `ip`, counting it as a failure for the IP and
 * for every IP before the password is checked; `knownAddress`: the account has signed in from
 * that IP (never held). The same work whether or not an account has the address.
 */
export async function admitAttempt(
  ctx: AppContext,
  key: string,
  ip: string,
  knownAddress: boolean,
): Promise<Admission> {
  await purgeOldCounters(ctx.db, ctx.now());
  return ctx.db.transaction().execute(async (trx) => {
    // One lock for both counters of the address.
    await lockFor(trx, 'sign-in', key);
    const counters = await trx
      .selectFrom('sign_in_failures')
      .select(['scope', 'failures', 'last_failure_at'])
      .where('login_key', '=', key)
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
    await countAttempt(trx, key, ip, new Date(now));
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

/** Counts an attempt for the IP and for every IP (a success clears both). */
async function countAttempt(
  trx: Transaction<Database>,
  key: string,
  ip: string,
  at: Date,
): Promise<void> {
  const resetBefore = new Date(at.getTime() - RESET_AFTER_MS);
  await trx
    .insertInto('sign_in_failures')
    .values(
      [ip, EVERY_ADDRESS].map((scope) => ({
        login_key: key,
        scope,
        failures: 1,
        last_failure_at: at,
      })),
    )
    .onConflict((conflict) =>
      conflict.columns(['login_key', 'scope']).doUpdateSet({
        failures: sql<number>`CASE WHEN sign_in_failures.last_failure_at <= ${resetBefore}
          THEN 1 ELSE sign_in_failures.failures + 1 END`,
        last_failure_at: at,
      }),
    )
    .execute();
}

/** A successful sign-in clears the counters of its IP and of every IP. */
export async function clearFailures(ctx: AppContext, key: string, ip: string): Promise<void> {
  await ctx.db
    .deleteFrom('sign_in_failures')
    .where('login_key', '=', key)
    .where('scope', 'in', [ip, EVERY_ADDRESS])
    .execute();
}

/** A new password clears every counter of the account's address. */
export async function clearAllFailures(db: Kysely<Database>, email: string): Promise<void> {
  await db.deleteFrom('sign_in_failures').where('login_key', '=', loginKey(email)).execute();
}

/** Removes counters whose last failure is over a day old (at most once per PURGE_EVERY_MS). */
async function purgeOldCounters(db: Kysely<Database>, now: number): Promise<void> {
  if (now - lastPurge < PURGE_EVERY_MS && now >= lastPurge) return;
  lastPurge = now;
  await db
    .deleteFrom('sign_in_failures')
    .where('last_failure_at', '<', new Date(now - RESET_AFTER_MS))
    .execute();
}
