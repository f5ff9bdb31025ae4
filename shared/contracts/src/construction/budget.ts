// A deal's construction budget: its sublots and items, and their balances.
import * as v from 'valibot';
import { fromCents, sumAmounts, toCents } from './common';

export interface BudgetItemAmounts {
  /** The item's budget. */
  budget: number;
  /** Paid out by completed draws. */
  invoiced: number;
  /** Requested by the pending draw, not invoiced yet. */
  amount: number;
}

/** What is left to draw on an item: budget − invoiced − pending request (never below 0). */
export const itemBalance = (item: BudgetItemAmounts): number =>
  fromCents(Math.max(0, toCents(item.budget) - toCents(item.invoiced) - toCents(item.amount)));

/** The total balance of a budget: the sum of its items' balances. */
export const totalBudgetBalance = (
  sublots: readonly { items: readonly { balance: number }[] }[],
): number => sumAmounts(sublots.flatMap((sublot) => sublot.items.map((item) => item.balance)));

const budgetItemSchema = v.object({
  /** The budget item's id: a draw request's lineItems[].budgetItem. */
  id: v.string(),
  /** Cost code (a draw request's lineItems[].costCode). */
  code: v.string(),
  name: v.string(),
  budget: v.number(),
  /** budget − invoiced − amount: what a new draw may still request. */
  balance: v.number(),
  /** Paid out by completed draws. */
  invoiced: v.number(),
  /** Requested by the pending draw (0 when no draw is pending). */
  amount: v.number(),
});
export type BudgetItem = v.InferOutput<typeof budgetItemSchema>;

export const budgetSublotSchema = v.object({
  sublot: v.string(),
  sublotName: v.string(),
  items: v.array(budgetItemSchema),
});
export type BudgetSublot = v.InferOutput<typeof budgetSublotSchema>;

/** POST deals/budget { dealid }: no budget → no sublots and totalBalance 0. */
export const budgetResponseSchema = v.object({
  budget: v.object({
    sublots: v.array(budgetSublotSchema),
    /** The sum of the items' balances. */
    totalBalance: v.number(),
  }),
});
export type BudgetResponse = v.InferOutput<typeof budgetResponseSchema>;
export type Budget = BudgetResponse['budget'];
