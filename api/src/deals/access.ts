// Who may see a deal: its owner (an employee viewing the owner's account holds an impersonation
// session of that account, so this is the owner check too), a customer who added the loan (Add My
// Loan, deal_accounts) or a broker of the deal. Every
// deal-scoped endpoint asks requireDealAccess, which answers the same 404 for a deal that does not
// exist and for one the caller may not see, so ids cannot be probed.
import type { FastifyRequest } from 'fastify';
import type { ExpressionBuilder, Kysely } from 'kysely';
import { accountOf } from '../auth/require-auth';
import type { Database } from '../db/types';
import type { AppContext } from '../http/context';
import { notFound } from '../http/errors';
import { noteWrittenDeal } from '../http/write-scope';

export const DEAL_NOT_FOUND = 'Deal not found.';

/** The condition "the account may see `deals`" (owner or broker), for any query over deals. */
export function dealVisibleTo(eb: ExpressionBuilder<Database, 'deals'>, accountId: string) {
  return eb.or([
    eb('deals.account_id', '=', accountId),
    eb.exists(
      eb
        .selectFrom('deal_accounts')
        .select('deal_accounts.deal_id')
        .whereRef('deal_accounts.deal_id', '=', 'deals.id')
        .where('deal_accounts.account_id', '=', accountId),
    ),
    eb.exists(
      eb
        .selectFrom('broker_deals')
        .select('broker_deals.deal_id')
        .whereRef('broker_deals.deal_id', '=', 'deals.id')
        .where('broker_deals.account_id', '=', accountId),
    ),
  ]);
}

/** True when the account may see the deal (false for a deal that does not exist). */
export async function canSeeDeal(
  db: Kysely<Database>,
  accountId: string,
  dealId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('deals')
    .select('deals.id')
    .where('deals.id', '=', dealId)
    .where((eb) => dealVisibleTo(eb, accountId))
    .executeTakeFirst();
  return row !== undefined;
}

/** Every account that may see the deal: its owner, those who added it, its brokers. */
export async function accountsSeeingDeal(db: Kysely<Database>, dealId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('deals')
    .select('deals.account_id as id')
    .where('deals.id', '=', dealId)
    .union((eb) =>
      eb.selectFrom('deal_accounts').select('account_id as id').where('deal_id', '=', dealId),
    )
    .union((eb) =>
      eb.selectFrom('broker_deals').select('account_id as id').where('deal_id', '=', dealId),
    )
    .execute();
  return rows.flatMap((row) => (row.id ? [row.id] : []));
}

/**
 * Resolves when the signed-in account may see the deal; else the one 404 (missing or not yours).
 * On a route that writes to a deal, names the deal whose cached reads the write empties.
 */
export async function requireDealAccess(
  ctx: Pick<AppContext, 'db' | 'reads'>,
  request: FastifyRequest,
  dealId: string,
): Promise<void> {
  const accountId = accountOf(request).id;
  const allowed = await ctx.reads.read(
    `access:${accountId}:${dealId}`,
    { account: accountId, deal: dealId },
    () => canSeeDeal(ctx.db, accountId, dealId),
  );
  if (!allowed) throw notFound(DEAL_NOT_FOUND);
  noteWrittenDeal(request, dealId);
}
