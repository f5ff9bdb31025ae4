// Which deals an account may list: its own and the loans it added (customers), or the ones it
// brokers (other types).
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
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

export async function listDeals(
  db: Kysely<Database>,
  accountId: string,
  relation: Relation,
  funded: boolean,
): Promise<DealListRow[]> {
  return linkedDeals(db, accountId, relation)
    .select([...DEAL_LIST_COLUMNS])
    .where('deals.funded', '=', funded)
    .orderBy('deals.status_date', (ob) => ob.desc().nullsLast())
    .orderBy('deals.id')
    .execute();
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

export async function listNavDeals(
  db: Kysely<Database>,
  accountId: string,
  relation: Relation,
): Promise<NavRow[]> {
  const rows = await linkedDeals(db, accountId, relation)
    .leftJoin('budgets', 'budgets.deal_id', 'deals.id')
    .select([
      'deals.id',
      'deals.nickname',
      'deals.address',
      'deals.status',
      'deals.product_type as productType',
      'deals.funded',
      'budgets.id as budgetId',
    ])
    .orderBy('deals.status_date', (ob) => ob.desc().nullsLast())
    .orderBy('deals.id')
    .execute();
  return rows.map(({ budgetId, ...row }) => ({ ...row, hasBudget: budgetId !== null }));
}
