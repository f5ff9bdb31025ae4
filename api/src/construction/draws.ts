// A deal's draws, OLDEST FIRST (the page shows them as a timeline; the last one is the latest and
// active by default), each with its items in budget order, flat and grouped by sublot.
import type { Draw, DrawItem, DrawSublot } from '@lender/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/types';

type Db = Kysely<Database> | Transaction<Database>;

export async function loadDraws(db: Db, dealId: string): Promise<Draw[]> {
  const draws = await db
    .selectFrom('draws')
    .innerJoin('deals', 'deals.id', 'draws.deal_id')
    .select([
      'draws.id',
      'draws.draw_date',
      'draws.status',
      'draws.project_name',
      'deals.nickname',
      'deals.street',
    ])
    .where('draws.deal_id', '=', dealId)
    .orderBy('draws.draw_date')
    .orderBy('draws.created_at')
    .orderBy('draws.id')
    .execute();
  if (draws.length === 0) return [];

  const items = await db
    .selectFrom('draw_items as di')
    .leftJoin('budget_items as i', 'i.id', 'di.budget_item_id')
    .leftJoin('budget_sublots as s', 's.id', 'i.sublot_id')
    .select([
      'di.draw_id',
      'di.budget_item_id',
      'di.sublot',
      'di.code',
      'di.name',
      'di.amount',
      's.sublot as item_sublot',
      's.sublot_name',
    ])
    .where(
      'di.draw_id',
      'in',
      draws.map((draw) => draw.id),
    )
    .orderBy('s.sort_order')
    .orderBy('i.sort_order')
    .orderBy('di.sublot')
    .orderBy('di.code')
    .orderBy('di.id')
    .execute();

  const byDraw = new Map<string, { items: DrawItem[]; sublots: Map<string, DrawSublot> }>();
  for (const row of items) {
    let entry = byDraw.get(row.draw_id);
    if (!entry) {
      entry = { items: [], sublots: new Map() };
      byDraw.set(row.draw_id, entry);
    }
    const sublot = row.item_sublot ?? row.sublot ?? '';
    const item: DrawItem = {
      budgetItem: row.budget_item_id,
      sublot,
      code: row.code,
      name: row.name,
      value: Number(row.amount),
    };
    entry.items.push(item);
    let group = entry.sublots.get(sublot);
    if (!group) {
      group = { sublot, sublotName: row.sublot_name ?? sublot, items: [] };
      entry.sublots.set(sublot, group);
    }
    group.items.push(item);
  }

  return draws.map((draw) => {
    const entry = byDraw.get(draw.id);
    return {
      id: draw.id,
      date: draw.draw_date,
      status: draw.status,
      projectName: draw.project_name ?? draw.nickname ?? draw.street ?? '',
      sublots: entry ? [...entry.sublots.values()] : [],
      items: entry?.items ?? [],
    };
  });
}
