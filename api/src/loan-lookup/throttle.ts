// Failed loan lookups per account: SSN last four has 10,000 values, so an account gets
// MAX_FAILURES misses per window, then waits for the window to end. Pure rule + its table.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';

/** The limit's name (its lock, its row in the race matrix). */
export const LOOKUP_MISSES = 'loan-lookup-misses';
export const MAX_FAILURES = 5;
export const WINDOW_MS = 60 * 60_000;

/** Milliseconds until the account may look up again (0: now). */
export function lookupWaitMs(
  row: { failures: number; window_start: Date } | undefined,
  now: number,
): number {
  if (!row) return 0;
  const ends = row.window_start.getTime() + WINDOW_MS;
  if (now >= ends) return 0;
  return row.failures >= MAX_FAILURES ? ends - now : 0;
}

export async function readFailures(db: Kysely<Database>, accountId: string) {
  return db
    .selectFrom('loan_lookup_failures')
    .select(['failures', 'window_start'])
    .where('account_id', '=', accountId)
    .executeTakeFirst();
}

/** Counts a miss; a window that has ended starts over at this one. */
export async function recordFailure(
  db: Kysely<Database>,
  accountId: string,
  now: number,
): Promise<void> {
  const at = new Date(now);
  const windowStart = new Date(now - WINDOW_MS);
  await db
    .insertInto('loan_lookup_failures')
    .values({ account_id: accountId, failures: 1, window_start: at })
    .onConflict((oc) =>
      oc.column('account_id').doUpdateSet({
        failures: sql<number>`CASE WHEN loan_lookup_failures.window_start <= ${windowStart} THEN 1 ELSE loan_lookup_failures.failures + 1 END`,
        window_start: sql<Date>`CASE WHEN loan_lookup_failures.window_start <= ${windowStart} THEN ${at} ELSE loan_lookup_failures.window_start END`,
      }),
    )
    .execute();
}
