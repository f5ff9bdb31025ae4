// Credential check for users/validate: constant work whether or not the account exists.
import { MAX_EMAIL_LENGTH, type LoginResponse } from '@lender/contracts';
import type { Transaction } from 'kysely';
import { hashPassword, needsRehash, verifyPassword } from '../auth/password';
import type { Database } from '../db/types';
import type { AppContext } from '../context';
import { openSession } from '../sessions/open';
import { admitAttempt, clearFailures, loginKey } from './sign-in-throttle';

export type LoginOutcome =
  | { ok: true; response: LoginResponse; rehashed: boolean }
  | { ok: false; accountId: string | null }
  /** The address's sign-in throttle refused the attempt before any hashing. */
  | { ok: false; accountId: string | null; waitMs: number };

/** Audit details of a failed sign-in: the attempted username, capped like any email field. */
export const failedLoginDetails = (username: string): { username: string } => ({
  username: username.slice(0, MAX_EMAIL_LENGTH),
});

const dummyHashes = new Map<number, Promise<string>>();
/** A hash to verify against when the account is unknown, so timing does not reveal it. */
function dummyHash(logN: number): Promise<string> {
  let hash = dummyHashes.get(logN);
  if (!hash) {
    hash = hashPassword('not-a-real-password', logN);
    dummyHashes.set(logN, hash);
  }
  return hash;
}

/** The account (if any), and whether it has signed in from this address before. */
function findAccount(ctx: AppContext, email: string, ip: string) {
  return ctx.db
    .selectFrom('accounts as a')
    .select((eb) => [
      'a.id',
      'a.email',
      'a.name',
      'a.account_type',
      'a.is_lead',
      'a.password_hash',
      eb
        .exists(
          eb
            .selectFrom('sessions')
            .select('sessions.id')
            .whereRef('sessions.account_id', '=', 'a.id')
            .where('sessions.ip', '=', ip),
        )
        .as('knownAddress'),
    ])
    .where('a.email', '=', email.toLowerCase())
    .executeTakeFirst();
}

export async function checkCredentials(
  ctx: AppContext,
  email: string,
  password: string,
  ip: string,
  /** Records the sign-in's audit row, in the transaction that opens its session. */
  audit: (trx: Transaction<Database>, response: LoginResponse, rehashed: boolean) => Promise<void>,
): Promise<LoginOutcome> {
  const account = await findAccount(ctx, email, ip);
  // Counted and held the same whether or not an account has the address.
  const key = loginKey(email);
  const admission = await admitAttempt(ctx, key, ip, Boolean(account?.knownAddress));
  if ('refusedMs' in admission)
    return { ok: false, accountId: account?.id ?? null, waitMs: admission.refusedMs };
  if (admission.holdMs > 0) await ctx.delay(admission.holdMs);
  const logN = ctx.config.scryptLogN;
  const stored = account?.password_hash ?? (await dummyHash(logN));
  const valid = await ctx.hashing.run(() => verifyPassword(password, stored));
  // A failure was counted when the attempt was admitted.
  if (!account || !account.password_hash || !valid)
    return { ok: false, accountId: account?.id ?? null };
  await clearFailures(ctx, key, ip);

  let rehashed = false;
  if (needsRehash(account.password_hash, logN)) {
    await ctx.db
      .updateTable('accounts')
      .set({
        password_hash: await ctx.hashing.run(() => hashPassword(password, logN)),
        updated_at: new Date(ctx.now()),
      })
      .where('id', '=', account.id)
      .execute();
    rehashed = true;
  }
  const response = await ctx.db.transaction().execute(async (trx) => {
    const opened = await openSession(ctx, account, { ip }, trx);
    await audit(trx, opened, rehashed);
    return opened;
  });
  return { ok: true, rehashed, response };
}
