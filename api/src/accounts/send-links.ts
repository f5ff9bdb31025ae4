// Sending a setup or reset link: the token, its mail, in the caller's transaction. A link of the
// same kind sent to the account in the last RESEND_AFTER_MS is not sent again (no mail bombing).
import { CUSTOMER_ACCOUNT_TYPE, type LinkTokenUse } from '@lender/contracts';
import type { Transaction } from 'kysely';
import type { Database } from '../db/types';
import type { AppContext } from '../context';
import { queueMail } from '../mail/outbox';
import { accountSetupMail, passwordResetMail } from '../mail/templates';
import { issueLinkToken, linkSentSince } from './link-tokens';

const RESEND_AFTER_MS = 10 * 60_000;

export interface LinkAccount {
  id: string;
  email: string;
  name: string;
  account_type: string;
}

/** The portal page a link opens: customers and brokers have their own setup pages. */
function linkUrl(portalUrl: string, account: LinkAccount, use: LinkTokenUse, token: string) {
  if (use === 'reset') return `${portalUrl}/change-password/${token}`;
  const broker = account.account_type !== CUSTOMER_ACCOUNT_TYPE;
  return `${portalUrl}${broker ? '/broker' : ''}/account-setup/${token}`;
}

/** Sends the link unless one went out recently; answers whether it was sent. */
export async function sendLink(
  trx: Transaction<Database>,
  ctx: AppContext,
  account: LinkAccount,
  use: LinkTokenUse,
): Promise<boolean> {
  const at = new Date(ctx.now());
  if (await linkSentSince(trx, account.id, use, new Date(at.getTime() - RESEND_AFTER_MS)))
    return false;
  const token = await issueLinkToken(trx, ctx, account, use);
  const details = {
    to: account.email,
    name: account.name,
    link: linkUrl(ctx.config.portalUrl, account, use, token),
    hours: ctx.config.setupTokenTtlHours,
  };
  const mail = use === 'setup' ? accountSetupMail(details) : passwordResetMail(details);
  await queueMail(trx, ctx.config, mail, at);
  return true;
}
