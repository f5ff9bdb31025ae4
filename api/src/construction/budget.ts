// A deal's construction budget with each item's balance: budget − invoiced (paid out by completed
// draws) − amount (requested by the pending draw, not invoiced yet). The same rows feed the
// deals/budget answer and the draw request's checks (inside its transaction).
import { itemBalance, totalBudgetBalance, type Budget, type BudgetSublot } from '@lender/contracts';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/types';

type Db = Kysely<Database> | Transaction<Database>;

interface BudgetRow {
  sublot_id: string;
  sublot: string;
  sublot_name: string;
  item_id: string | null;
  code: string | null;
  name: string | null;
  budget: number | null;
  invoiced: number | null;
  pending: number | null;
}

/** The deal's budget, sublots and items in budget order; null when the deal has no budget. */
export async function loadBudget(db: Db, dealId: string): Promise<Budget | null> {
  const budget = await db
    .selectFrom('budgets')
    .select('id')
    .where('deal_id', '=', dealId)
    .executeTakeFirst();
  if (!budget) return null;
  const rows: BudgetRow[] = await db
    .selectFrom('budget_sublots as s')
    .leftJoin('budget_items as i', 'i.sublot_id', 's.id')
    .select([
      's.id as sublot_id',
      's.sublot',
      's.sublot_name',
      'i.id as item_id',
      'i.code',
      'i.name',
      'i.budget',
      'i.invoiced',
      (eb) =>
        eb
          .selectFrom('draw_items as di')
          .innerJoin('draws as d', 'd.id', 'di.draw_id')
          .select(sql<number>`coalesce(sum(di.amount), 0)`.as('pending'))
          .whereRef('di.budget_item_id', '=', 'i.id')
          .where('d.status', '=', '')
          .as('pending'),
    ])
    .where('s.budget_id', '=', budget.id)
    .orderBy('s.sort_order')
    .orderBy('s.id')
    .orderBy('i.sort_order')
    .orderBy('i.id')
    .execute();

  const sublots = new Map<string, BudgetSublot>();
  for (const row of rows) {
    let sublot = sublots.get(row.sublot_id);
    if (!sublot) {
      sublot = { sublot: row.sublot, sublotName: row.sublot_name, items: [] };
      sublots.set(row.sublot_id, sublot);
    }
    if (row.item_id === null) continue;
    const amounts = {
      budget: Number(row.budget ?? 0),
      invoiced: Number(row.invoiced ?? 0),
      amount: Number(row.pending ?? 0),
    };
    sublot.items.push({
      id: row.item_id,
      code: row.code ?? '',
      name: row.name ?? '',
      ...amounts,
      balance: itemBalance(amounts),
    });
  }
  const list = [...sublots.values()];
  return { sublots: list, totalBalance: totalBudgetBalance(list) };
}

export const EMPTY_BUDGET: Budget = { sublots: [], totalBalance: 0 };
