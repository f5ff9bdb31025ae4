// Signed-in servicing submits per account: SERVICING_SUBMIT_LIMIT requests (payoff, extension,
// capex and loss draft together; the setting of that name, default 10) in SERVICING_SUBMIT_WINDOW_MS, then 429 with Retry-After until
// the oldest of them leaves the window. Counted from the stored requests themselves, under a lock
// per account, in the transaction that stores the next one. (A visitor's public payoff has its
// own limit per client address.)
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { HttpError } from '../http/errors';

/** The limit's name (its lock, its row in the race matrix). */
export const SERVICING_SUBMITS = 'servicing-submits';
/** The default: a borrower files a few requests at a time; a script filing hundreds is stopped here. */
export const SERVICING_SUBMIT_LIMIT = 10;
export const SERVICING_SUBMIT_WINDOW_MS = 60 * 60_000;

const tooMany = (ms: number) => {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return new HttpError(
    429,
    `Too many servicing requests from this account. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    { 'retry-after': String(Math.max(1, Math.ceil(ms / 1000))) },
  );
};

/**
 * Throws the 429 when the account has filed `limit` requests of requests in the window before
 * `at`. The storing transaction takes the account's lock first (lockFor(trx, SERVICING_SUBMITS,
 * account)), so racing submits queue and each counts the ones before it.
 */
export async function checkSubmitLimit(
  db: Kysely<Database>,
  accountId: string,
  at: Date,
  limit: number,
): Promise<void> {
  const since = new Date(at.getTime() - SERVICING_SUBMIT_WINDOW_MS);
  const recent = await db
    .selectFrom('servicing_requests')
    .select('created_at')
    .where('account_id', '=', accountId)
    .where('created_at', '>', since)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
  const oldest = recent[limit - 1];
  if (oldest)
    throw tooMany(oldest.created_at.getTime() + SERVICING_SUBMIT_WINDOW_MS - at.getTime());
}
