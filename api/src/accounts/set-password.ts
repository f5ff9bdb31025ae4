// Setting a password from a setup or reset link: the link is used, every other outstanding link
// and every session of the account end, in the same transaction as the password change.
import type { LinkTokenUse } from '@lender/contracts';
import { writeAudit } from '../audit/audit';
import { hashPassword } from '../auth/password';
import type { AppContext } from '../context';
import { forbidden } from '../http/errors';
import { revokeAccountSessions } from '../sessions/store';
import { clearAllFailures } from '../users/sign-in-throttle';
import { findLinkAccount, useAllLinks, verifyLinkToken } from './link-tokens';

export interface PasswordFromLink {
  token: string;
  use: LinkTokenUse;
  password: string;
  /** updatepassword: the email the client sends must be the link's (its aud). */
  email?: string;
  ip: string;
}

export async function setPasswordFromLink(
  ctx: AppContext,
  { token, use, password, email, ip }: PasswordFromLink,
): Promise<{ id: string; rep_id: string | null }> {
  const claims = await verifyLinkToken(ctx, token, use);
  if (email !== undefined && email.toLowerCase() !== claims.email)
    throw forbidden('This link was sent to another email address.');
  // Checked before paying for the hash, and again under lock below.
  await findLinkAccount(ctx.db, ctx, claims);
  const hash = await ctx.hashing.run(() => hashPassword(password, ctx.config.scryptLogN));

  return ctx.db.transaction().execute(async (trx) => {
    const account = await findLinkAccount(trx, ctx, claims, { lock: true });
    const at = new Date(ctx.now());
    await trx
      .updateTable('accounts')
      .set({ password_hash: hash, updated_at: at })
      .where('id', '=', account.id)
      .execute();
    await useAllLinks(trx, account.id, at);
    await revokeAccountSessions(trx, account.id, at);
    await clearAllFailures(trx, account.email);
    await writeAudit(trx, {
      accountId: account.id,
      action: use === 'setup' ? 'password.created' : 'password.reset',
      entity: 'account',
      entityId: account.id,
      ip,
    });
    return account;
  });
}
