// Who may see a deal, and what they may do with it (ADR 016):
// - its borrower: the deal's owner (an employee viewing the owner's account holds an impersonation
//   session of that account, so this is the owner check too), or a customer who added the loan
//   and whom the deal's borrowing entity names as its account: everything;
// - a broker of the deal: what the broker's side offers;
// - a customer who added the loan (Add My Loan, deal_accounts) and is not its borrower: the deal's
//   pages, read-only — no upload, draw, budget or payment on it, and not the borrowing entity's
//   lines of credit, which are not the deal's.
// Every deal-scoped endpoint asks requireDealAccess, which answers the same 404 for a deal that
// does not exist and for one the caller may not see, so ids cannot be probed.
import type { FastifyRequest } from 'fastify';
import type { ExpressionBuilder, Kysely } from 'kysely';
import { accountOf } from '../auth/require-auth';
import type { Database } from '../db/types';
import type { AppContext } from '../context';
import { declarationOf } from '../http/declare-route';
import { forbidden, notFound } from '../http/errors';
import { noteWrittenDeal } from '../http/write-scope';

export const DEAL_NOT_FOUND = 'Deal not found.';
export const ADDED_LOAN_READ_ONLY =
  'You added this loan with its loan number: you can follow it here, but only its borrower can make requests or payments on it.';

/** How the account is related to a deal (null: it may not see the deal). */
export type DealRelation = 'borrower' | 'broker' | 'added';

/** The condition "the account brokers `deals`". */
export const brokeredBy = (eb: ExpressionBuilder<Database, 'deals'>, accountId: string) =>
  eb.exists(
    eb
      .selectFrom('broker_deals')
      .select('broker_deals.deal_id')
      .whereRef('broker_deals.deal_id', '=', 'deals.id')
      .where('broker_deals.account_id', '=', accountId),
  );

/** The condition "the account added `deals` with Add My Loan". */
const addedBy = (eb: ExpressionBuilder<Database, 'deals'>, accountId: string) =>
  eb.exists(
    eb
      .selectFrom('deal_accounts')
      .select('deal_accounts.deal_id')
      .whereRef('deal_accounts.deal_id', '=', 'deals.id')
      .where('deal_accounts.account_id', '=', accountId),
  );

/** The condition "the account may see `deals`" (owner, added or broker), for any query over deals. */
export function dealVisibleTo(eb: ExpressionBuilder<Database, 'deals'>, accountId: string) {
  return eb.or([
    eb('deals.account_id', '=', accountId),
    addedBy(eb, accountId),
    brokeredBy(eb, accountId),
  ]);
}

/** How the account is related to the deal (null for a deal it may not see, or none at all). */
async function dealRelation(
  db: Kysely<Database>,
  accountId: string,
  dealId: string,
): Promise<DealRelation | null> {
  const row = await db
    .selectFrom('deals')
    .leftJoin('borrowing_entities', 'borrowing_entities.id', 'deals.borrowing_entity_id')
    .select((eb) => [
      eb('deals.account_id', '=', accountId).as('owner'),
      eb('borrowing_entities.account_id', '=', accountId).as('entityAccount'),
      brokeredBy(eb, accountId).as('broker'),
      addedBy(eb, accountId).as('added'),
    ])
    .where('deals.id', '=', dealId)
    .executeTakeFirst();
  if (!row) return null;
  if (row.owner || (row.added && row.entityAccount)) return 'borrower';
  if (row.broker) return 'broker';
  if (row.added) return 'added';
  return null;
}

/** True when the account may see the deal (false for a deal that does not exist). */
export async function canSeeDeal(
  db: Kysely<Database>,
  accountId: string,
  dealId: string,
): Promise<boolean> {
  return (await dealRelation(db, accountId, dealId)) !== null;
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
 * The signed-in account's relation to the deal; else the one 404 (missing or not yours). On a
 * route that writes to a deal, a loan only added with Add My Loan is refused (403), and the deal
 * is named as the one whose cached reads the write empties.
 */
export async function requireDealAccess(
  ctx: Pick<AppContext, 'db' | 'reads'>,
  request: FastifyRequest,
  dealId: string,
): Promise<DealRelation> {
  const accountId = accountOf(request).id;
  const relation = await ctx.reads.read(
    `access:${accountId}:${dealId}`,
    { account: accountId, deal: dealId },
    () => dealRelation(ctx.db, accountId, dealId),
  );
  if (!relation) throw notFound(DEAL_NOT_FOUND);
  if (relation === 'added' && declarationOf(request)?.writes === 'deal')
    throw forbidden(ADDED_LOAN_READ_ONLY);
  noteWrittenDeal(request, dealId);
  return relation;
}
