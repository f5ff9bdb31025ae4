// Draw rules (spec §4/§5): pending vs complete, when a new draw may be requested, line items.

export interface DrawLike {
  date: string;
  /** '' (or missing) while the draw is not complete. */
  status?: string | null;
}

export type DrawState = 'pending' | 'complete';

/** An empty status means pending (gear icon); any other status means complete (check icon). */
export const drawState = (draw: DrawLike): DrawState =>
  (draw.status ?? '').trim() === '' ? 'pending' : 'complete';

export const isDrawComplete = (draw: DrawLike): boolean => drawState(draw) === 'complete';

/** A new draw is allowed only when every draw is complete and the budget balance is above 0. */
export const canRequestNewDraw = (
  draws: readonly DrawLike[],
  totalBalance: number | null | undefined,
): boolean => (totalBalance ?? 0) > 0 && draws.every(isDrawComplete);

/** Draws newest first (by date); the first is the one active by default. */
export const sortDrawsNewestFirst = <T extends DrawLike>(draws: readonly T[]): T[] =>
  [...draws].sort((a, b) => (Date.parse(b.date) || 0) - (Date.parse(a.date) || 0));

export const latestDraw = <T extends DrawLike>(draws: readonly T[]): T | undefined =>
  sortDrawsNewestFirst(draws)[0];

export interface LineItemAmount {
  amount: number;
  balance: number;
}

/** Remaining balance after requesting `amount` (negative means the request is too large). */
export const remainingBalance = (item: LineItemAmount): number =>
  Math.round((item.balance - item.amount) * 100) / 100;

export const DRAW_MESSAGES = {
  negative: 'Cannot request a negative line item amount*',
  minimumOne: 'A minimum of one line item is required to submit your draw request*',
} as const;

/** The draw request total of the amounts. */
export const drawRequestTotal = (items: readonly Pick<LineItemAmount, 'amount'>[]): number =>
  Math.round(
    items.reduce((sum, item) => sum + (Number.isFinite(item.amount) ? item.amount : 0), 0) * 100,
  ) / 100;

/** Only items with an amount above 0 are sent. */
export const lineItemsToSend = <T extends LineItemAmount>(items: readonly T[]): T[] =>
  items.filter((item) => item.amount > 0);

/** The first error of a draw's line items, or null when it may be submitted. */
export const drawLineItemsError = (items: readonly LineItemAmount[]): string | null => {
  if (items.some((item) => item.amount < 0 || remainingBalance(item) < 0))
    return DRAW_MESSAGES.negative;
  if (lineItemsToSend(items).length === 0) return DRAW_MESSAGES.minimumOne;
  return null;
};
