// What Draw Status shows (spec §2, §4, §8), as pure rules.
//
// Which message when (the spec lists three and is silent on when each applies):
// - 'Failed to load draws...'          deals/draws or deals/budget failed (with a Retry);
// - 'Draw statuses are not available.' both answered, but the deal has no construction budget
//                                      (no sublots): there is nothing to draw on, so neither the
//                                      status nor the new-draw form is shown;
// - 'No Previous Draws'                a budget and no draws yet (the new-draw form may follow).
import { isDrawComplete, type Budget, type Draw } from '@lender/contracts';

export type DrawListState = 'unavailable' | 'empty' | 'draws';

export const drawListState = (draws: readonly Draw[], budget: Budget): DrawListState => {
  if (budget.sublots.length === 0) return 'unavailable';
  return draws.length === 0 ? 'empty' : 'draws';
};

/** The draw active by default: the latest (the API answers oldest first); null without draws. */
export const latestDrawId = (draws: readonly Draw[]): string | null => draws.at(-1)?.id ?? null;

/** The icon's text alternative and the status shown beside the date. */
export const drawStatusLabel = (draw: Pick<Draw, 'status'>): 'Complete' | 'Pending' =>
  isDrawComplete(draw) ? 'Complete' : 'Pending';

export interface DrawTableRow {
  key: string;
  name: string;
  code: string;
  /** Drawn by this draw. */
  amount: number;
  /** The item's budget less this draw and every earlier one; null when the item left the budget. */
  remaining: number | null;
  /** The item's budget; null when the item left the budget. */
  budget: number | null;
}

export interface DrawTableSublot {
  sublot: string;
  sublotName: string;
  rows: DrawTableRow[];
}

/**
 * The previous-draw table of `draws[index]`, per sublot: each item's amount, what remained of its
 * budget once this draw (and every earlier one) was paid, and its budget.
 */
export function drawTable(
  draws: readonly Draw[],
  index: number,
  budget: Budget,
): DrawTableSublot[] {
  const selected = draws[index];
  if (!selected) return [];
  const budgetById = new Map(
    budget.sublots.flatMap((sublot) => sublot.items.map((item) => [item.id, item.budget] as const)),
  );
  // Cents drawn per item by this draw and the ones before it.
  const drawnCents = new Map<string, number>();
  for (const earlier of draws.slice(0, index + 1))
    for (const item of earlier.items)
      if (item.budgetItem)
        drawnCents.set(
          item.budgetItem,
          (drawnCents.get(item.budgetItem) ?? 0) + Math.round(item.value * 100),
        );
  return selected.sublots.map((sublot) => ({
    sublot: sublot.sublot,
    sublotName: sublot.sublotName,
    rows: sublot.items.map((item, position) => {
      const itemBudget = item.budgetItem ? budgetById.get(item.budgetItem) : undefined;
      return {
        key: `${item.budgetItem ?? item.code}-${position}`,
        name: item.name,
        code: item.code,
        amount: item.value,
        budget: itemBudget ?? null,
        remaining:
          itemBudget === undefined || !item.budgetItem
            ? null
            : (Math.round(itemBudget * 100) - (drawnCents.get(item.budgetItem) ?? 0)) / 100,
      };
    }),
  }));
}
