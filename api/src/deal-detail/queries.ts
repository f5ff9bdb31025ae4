// Reads for the deal page: the deal with its rep, properties, the borrowing entity's LOCs and the
// budget totals; its members; the latest LOC of a borrowing entity and its underwritings.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';
import { brokeredBy } from '../deals/access';
import type { BudgetTotals, DealDetailRows, DealRow, LocRow, RepRow, UnderwritingRow } from './map';

const LOC_COLUMNS = [
  'locs.id',
  'locs.name',
  'locs.borrowing_entity_id',
  'locs.loc_status',
  'locs.sales_loc_status',
  'locs.entity_milestone',
  'locs.application_receipt',
  'locs.created_at',
] as const;

/** The LOCs of a borrowing entity, newest first. */
function entityLocs(db: Kysely<Database>, entityId: string) {
  return db
    .selectFrom('locs')
    .select([...LOC_COLUMNS])
    .where('locs.borrowing_entity_id', '=', entityId)
    .orderBy('locs.created_at', 'desc')
    .orderBy('locs.id');
}

async function budgetTotals(db: Kysely<Database>, dealId: string): Promise<BudgetTotals | null> {
  const row = await db
    .selectFrom('budgets')
    .leftJoin('budget_sublots', 'budget_sublots.budget_id', 'budgets.id')
    .leftJoin('budget_items', 'budget_items.sublot_id', 'budget_sublots.id')
    .select([
      sql<number>`coalesce(sum(budget_items.budget), 0)::float8`.as('totalBudget'),
      sql<number>`coalesce(sum(budget_items.invoiced), 0)::float8`.as('totalInvoiced'),
    ])
    .where('budgets.deal_id', '=', dealId)
    .groupBy('budgets.id')
    .executeTakeFirst();
  return row ?? null;
}

/** Everything deals/details answers about a deal (the caller's access is checked before). */
export async function loadDealDetail(
  db: Kysely<Database>,
  dealId: string,
): Promise<DealDetailRows | null> {
  const deal: DealRow | undefined = await db
    .selectFrom('deals')
    .selectAll()
    .where('id', '=', dealId)
    .executeTakeFirst();
  if (!deal) return null;
  const [rep, properties, locs, budget, uploaded] = await Promise.all([
    deal.rep_id
      ? db
          .selectFrom('reps')
          .select(['name', 'title', 'email', 'phone', 'image'])
          .where('id', '=', deal.rep_id)
          .executeTakeFirst()
      : Promise.resolve(undefined),
    db
      .selectFrom('properties')
      .select(['street', 'city', 'state', 'zip'])
      .where('deal_id', '=', dealId)
      .orderBy('street')
      .orderBy('id')
      .execute(),
    deal.borrowing_entity_id
      ? entityLocs(db, deal.borrowing_entity_id).execute()
      : Promise.resolve([]),
    budgetTotals(db, dealId),
    db
      .selectFrom('uploaded_budgets')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('deal_id', '=', dealId)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    deal,
    rep: (rep as RepRow | undefined) ?? null,
    properties,
    locs,
    budget,
    uploadedBudgets: Number(uploaded.count),
  };
}

/** Primary borrower first, then co-borrowers, guarantors, everyone else; by name within a role. */
export async function listDealMembers(db: Kysely<Database>, dealId: string) {
  return db
    .selectFrom('deal_members')
    .select(['firstname', 'lastname', 'email', 'role', 'status'])
    .where('deal_id', '=', dealId)
    .orderBy(
      sql`CASE role WHEN 'Primary Borrower' THEN 0 WHEN 'Borrower' THEN 1 WHEN 'Co-Borrower' THEN 1 WHEN 'Guarantor' THEN 2 ELSE 3 END`,
    )
    .orderBy('lastname')
    .orderBy('firstname')
    .orderBy('id')
    .execute();
}

/**
 * True when the account may see the borrowing entity: it owns it, or owns or brokers one of its
 * deals. Having added one of its loans with Add My Loan is not enough (deals/access.ts).
 */
export async function canSeeEntity(
  db: Kysely<Database>,
  accountId: string,
  entityId: string,
): Promise<boolean> {
  const owned = await db
    .selectFrom('borrowing_entities')
    .select('id')
    .where('id', '=', entityId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (owned) return true;
  const viaDeal = await db
    .selectFrom('deals')
    .select('deals.id')
    .where('deals.borrowing_entity_id', '=', entityId)
    .where((eb) => eb.or([eb('deals.account_id', '=', accountId), brokeredBy(eb, accountId)]))
    .executeTakeFirst();
  return viaDeal !== undefined;
}

/** The entity's latest LOC (by created date) and its underwritings, newest first. */
export async function latestEntityLoc(
  db: Kysely<Database>,
  entityId: string,
): Promise<{ loc: LocRow | null; underwritings: UnderwritingRow[] }> {
  const loc = (await entityLocs(db, entityId).limit(1).executeTakeFirst()) ?? null;
  const underwritings = loc
    ? await db
        .selectFrom('underwritings')
        .select(['id', 'name', 'status', 'created_at'])
        .where('loc_id', '=', loc.id)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute()
    : [];
  return { loc, underwritings };
}
