// The draws requested so far, their statuses, and the rule for when a new draw may be requested.
import * as v from 'valibot';
import { ISO_DATE, isIsoDate } from '../fieldRules';
import { toCents } from './common';

/** YYYY-MM-DD plus `days` (calendar arithmetic, no time zone involved). */
export const addIsoDays = (value: string, days: number): string => {
  const date = new Date(`${value}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

const INSPECTION_DAYS = 2;

/**
 * §5: the inspection ends 2 days after it starts; a Saturday or a Sunday end moves to the
 * following Monday. null for a start that is not a YYYY-MM-DD date.
 */
export function inspectionEndDate(start: string): string | null {
  if (!isIsoDate(start)) return null;
  const end = addIsoDays(start, INSPECTION_DAYS);
  const weekday = new Date(`${end}T00:00:00Z`).getUTCDay();
  if (weekday === 6) return addIsoDays(end, 2);
  if (weekday === 0) return addIsoDays(end, 1);
  return end;
}

/** A draw is complete when its status is non-empty; '' means pending (§4). */
export const isDrawComplete = (draw: { status: string }): boolean => draw.status.trim() !== '';

/**
 * Why §4 allows no new draw, or null when it allows one: a draw still pending comes first (its
 * completion may be all the borrower waits for), then a budget with no balance left.
 */
export const newDrawBlocker = (
  draws: readonly { status: string }[],
  totalBalance: number,
): 'drawPending' | 'budgetDrawn' | null => {
  if (!draws.every(isDrawComplete)) return 'drawPending';
  if (toCents(totalBalance) <= 0) return 'budgetDrawn';
  return null;
};

/** §4: a new draw only when every draw is complete and the total budget balance is above 0. */
export const canRequestDraw = (
  draws: readonly { status: string }[],
  totalBalance: number,
): boolean => newDrawBlocker(draws, totalBalance) === null;

const drawItemSchema = v.object({
  /** The budget item drawn on (null if it has since been removed from the budget). */
  budgetItem: v.nullable(v.string()),
  /** The sublot the item belongs to (codes repeat across sublots). */
  sublot: v.string(),
  code: v.string(),
  name: v.string(),
  /** The amount drawn. */
  value: v.number(),
});
export type DrawItem = v.InferOutput<typeof drawItemSchema>;

/** A draw's items grouped by sublot, in budget order. */
const drawSublotSchema = v.object({
  sublot: v.string(),
  sublotName: v.string(),
  items: v.array(drawItemSchema),
});
export type DrawSublot = v.InferOutput<typeof drawSublotSchema>;

export const drawSchema = v.object({
  id: v.string(),
  /** YYYY-MM-DD, the day the draw was requested. */
  date: v.pipe(v.string(), v.regex(ISO_DATE)),
  /** '' while pending (gear icon); anything else is complete (check icon). */
  status: v.string(),
  projectName: v.string(),
  /** The draw's items grouped by sublot: `items` again, per sublot with its name. */
  sublots: v.array(drawSublotSchema),
  /** Every item of the draw, in budget order. */
  items: v.array(drawItemSchema),
});
export type Draw = v.InferOutput<typeof drawSchema>;

/** POST deals/draws { dealid }: OLDEST FIRST (the last one is the latest, active by default). */
export const drawsResponseSchema = v.object({ draws: v.array(drawSchema) });
export type DrawsResponse = v.InferOutput<typeof drawsResponseSchema>;
