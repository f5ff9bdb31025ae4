// Which deals an account may list: its own and the loans it added (customers), or the ones it
// brokers (other types).
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { DealListPosition } from './cursor';
import { DEAL_LIST_COLUMNS, type DealListRow } from './map';

export type Relation = 'owner' | 'broker';

/** Base query: the deals linked to `accountId` by ownership or brokerage. */
function linkedDeals(db: Kysely<Database>, accountId: string, relation: Relation) {
  return relation === 'owner'
    ? db
        .selectFrom('deals')
        .where((eb) =>
          eb.or([
            eb('deals.account_id', '=', accountId),
            eb.exists(
              eb
                .selectFrom('deal_accounts')
                .select('deal_accounts.deal_id')
                .whereRef('deal_accounts.deal_id', '=', 'deals.id')
                .where('deal_accounts.account_id', '=', accountId),
            ),
          ]),
        )
    : db
        .selectFrom('deals')
        .innerJoin('broker_deals', 'broker_deals.deal_id', 'deals.id')
        .where('broker_deals.account_id', '=', accountId);
}

export interface DealPageRequest {
  limit: number;
  /** The last row of the previous page (none: the first page). */
  after?: DealListPosition;
}

/**
 * The account's deals, newest status first: all of them, or one page (a keyset page: `limit` rows
 * after the `after` row, whatever was added or removed before it since).
 */
export async function listDeals(
  db: Kysely<Database>,
  accountId: string,
  relation: Relation,
  funded: boolean,
  page?: DealPageRequest,
): Promise<DealListRow[]> {
  let query = linkedDeals(db, accountId, relation)
    .select([...DEAL_LIST_COLUMNS])
    .where('deals.funded', '=', funded);
  const after = page?.after;
  if (after)
    query = query.where((eb) =>
      after.statusDate === null
        ? eb.and([eb('deals.status_date', 'is', null), eb('deals.id', '>', after.id)])
        : eb.or([
            eb('deals.status_date', '<', after.statusDate),
            eb.and([eb('deals.status_date', '=', after.statusDate), eb('deals.id', '>', after.id)]),
            eb('deals.status_date', 'is', null),
          ]),
    );
  query = query.orderBy('deals.status_date', (ob) => ob.desc().nullsLast()).orderBy('deals.id');
  return (page ? query.limit(page.limit) : query).execute();
}

export interface NavRow {
  id: string;
  nickname: string | null;
  address: string | null;
  status: string;
  productType: string | null;
  funded: boolean;
  hasBudget: boolean;
}

export interface NavLists {
  funded_loans: NavRow[];
  loans_in_process: NavRow[];
  /** Deals with a budget (the caller applies the construction rule). */
  withBudget: NavRow[];
  /** How many funded and in-process deals there are in all. */
  counts: { funded: number; inProcess: number };
}

const NAV_COLUMNS = [
  'deals.id',
  'deals.nickname',
  'deals.address',
  'deals.status',
  'deals.product_type as productType',
  'deals.funded',
] as const;

/**
 * The nav's lists, each cut at `max` rows (newest status first), and the whole lists' sizes: a
 * broker with thousands of deals costs a count and two short reads. `withBudget` only for owners.
 */
export async function loadNavLists(
  db: Kysely<Database>,
  accountId: string,
  relation: Relation,
  max: number,
): Promise<NavLists> {
  const first = (funded: boolean) =>
    linkedDeals(db, accountId, relation)
      .select([...NAV_COLUMNS])
      .where('deals.funded', '=', funded)
      .orderBy('deals.status_date', (ob) => ob.desc().nullsLast())
      .orderBy('deals.id')
      .limit(max)
      .execute();
  const [counts, funded, inProcess, withBudget] = await Promise.all([
    linkedDeals(db, accountId, relation)
      .select((eb) => ['deals.funded', eb.fn.countAll<number | string>().as('count')])
      .groupBy('deals.funded')
      .execute(),
    first(true),
    first(false),
    relation === 'owner'
      ? linkedDeals(db, accountId, relation)
          .where((eb) =>
            eb.exists(
              eb
                .selectFrom('budgets')
                .select('budgets.id')
                .whereRef('budgets.deal_id', '=', 'deals.id'),
            ),
          )
          .select([...NAV_COLUMNS])
          .orderBy('deals.status_date', (ob) => ob.desc().nullsLast())
          .orderBy('deals.id')
          .execute()
      : Promise.resolve([]),
  ]);
  const countOf = (isFunded: boolean) =>
    Number(counts.find((row) => row.funded === isFunded)?.count ?? 0);
  const budgetIds = new Set(withBudget.map((row) => row.id));
  const withFlag = (row: Omit<NavRow, 'hasBudget'>): NavRow => ({
    ...row,
    hasBudget: budgetIds.has(row.id),
  });
  return {
    funded_loans: funded.map(withFlag),
    loans_in_process: inProcess.map(withFlag),
    withBudget: withBudget.map(withFlag),
    counts: { funded: countOf(true), inProcess: countOf(false) },
  };
}
