// Credential check for users/validate: constant work whether or not the account exists.
import { MAX_EMAIL_LENGTH, type LoginResponse } from '@lender/contracts';
import { hashPassword, needsRehash, verifyPassword } from '../auth/password';
import type { AppContext } from '../http/context';
import { openSession } from '../sessions/open';

export type LoginOutcome =
  | { ok: true; response: LoginResponse; rehashed: boolean }
  | { ok: false; accountId: string | null };

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

export async function checkCredentials(
  ctx: AppContext,
  email: string,
  password: string,
  ip: string | null,
): Promise<LoginOutcome> {
  const account = await ctx.db
    .selectFrom('accounts')
    .select(['id', 'email', 'name', 'account_type', 'is_lead', 'password_hash'])
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
  const logN = ctx.config.scryptLogN;
  const stored = account?.password_hash ?? (await dummyHash(logN));
  const valid = await ctx.hashing.run(() => verifyPassword(password, stored));
  if (!account || !account.password_hash || !valid)
    return { ok: false, accountId: account?.id ?? null };

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
  return { ok: true, rehashed, response: await openSession(ctx, account, { ip }) };
}
