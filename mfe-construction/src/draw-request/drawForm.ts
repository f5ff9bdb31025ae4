// The new-draw form's pure rules (spec §3, §5): the amount inputs, the lines the contracts' rules
// check, the running total and the payload of deals/draws/new. An amount is a currency field of
// the core's kind (typed, shown and sent like every currency field of the portal); the rules the
// server applies too (a line's limit, sums to the cent, inspection window) are the contracts';
// this file applies them to the form.
import { currencyKind, kindError } from '@lender/shared';
import {
  DRAW_MESSAGES,
  drawLineError,
  inspectionEndDate,
  sumAmounts,
  toCents,
  type Budget,
  type BudgetItem,
  type DrawLine,
  type DrawRequestInput,
} from '@lender/contracts';

/** The form's message, or null: the first line error, else at least one amount above 0 (§5). */
export function drawLinesError(lines: readonly DrawLine[]): string | null {
  for (const line of lines) {
    const error = drawLineError(line);
    if (error) return error;
  }
  return lines.some((line) => toCents(line.amount) > 0) ? null : DRAW_MESSAGES.minimumOneLine;
}

/** The running Draw Request Total, exact to the cent. */
export const drawRequestTotal = (lines: readonly { amount: number }[]): number =>
  sumAmounts(lines.map((line) => line.amount));

/** The amount inputs' texts by budget item id; an untouched input has no entry. */
export type DrawAmounts = Readonly<Record<string, string>>;

const itemsOf = (budget: Budget): BudgetItem[] => budget.sublots.flatMap((sublot) => sublot.items);

/** The amount an item's input holds, as the currency kind reads it (0 when empty or not an amount). */
export const amountOf = (amounts: DrawAmounts, itemId: string): number =>
  currencyKind.parse(amounts[itemId] ?? '') ?? 0;

const lineOf = (amounts: DrawAmounts, item: BudgetItem): DrawLine => ({
  amount: amountOf(amounts, item.id),
  balance: item.balance,
});

/**
 * The message of a line's amount as it stands ('Cannot request a negative line item amount*'), or
 * null; shown as the amount is typed.
 */
export const balanceError = (amounts: DrawAmounts, item: BudgetItem): string | null =>
  drawLineError(lineOf(amounts, item));

/**
 * The message of one line, or null: its text when it is not an amount (the contracts' message,
 * the one the currency field says when left), else balanceError.
 */
export const lineError = (amounts: DrawAmounts, item: BudgetItem): string | null =>
  kindError('currency', amounts[item.id] ?? '', DRAW_MESSAGES.amountFormat) ??
  balanceError(amounts, item);

/** The form's message, or null: the first line's error, else 'A minimum of one line item…'. */
export const formError = (amounts: DrawAmounts, budget: Budget): string | null => {
  const items = itemsOf(budget);
  const firstLineError = items.map((item) => lineError(amounts, item)).find(Boolean);
  return firstLineError ?? drawLinesError(items.map((item) => lineOf(amounts, item)));
};

/** The running Draw Request Total. */
export const requestTotal = (amounts: DrawAmounts, budget: Budget): number =>
  drawRequestTotal(itemsOf(budget).map((item) => lineOf(amounts, item)));

/** The sum of this request's amounts on one sublot's items. */
export const sublotRequestTotal = (amounts: DrawAmounts, items: readonly BudgetItem[]): number =>
  drawRequestTotal(items.map((item) => lineOf(amounts, item)));

/** The line items sent: only those with an amount above 0 (spec §5), in budget order. */
export const lineItemsToSend = (
  amounts: DrawAmounts,
  budget: Budget,
): DrawRequestInput['lineItems'] =>
  itemsOf(budget)
    .filter((item) => toCents(amountOf(amounts, item.id)) > 0)
    .map((item) => ({
      budgetItem: item.id,
      costCode: item.code,
      amount: amountOf(amounts, item.id),
      balance: item.balance,
    }));

/** The modal's answers. */
export interface DrawModalValues {
  inspectionStart: string;
  lockboxCode: string;
  beneficiaryId: string;
  agreed: boolean;
}

export const emptyModalValues: DrawModalValues = {
  inspectionStart: '',
  lockboxCode: '',
  beneficiaryId: '',
  agreed: false,
};

/** The body of deals/draws/new (§3's payload plus the inspection start the modal asks for). */
export const drawRequestInput = (
  dealId: string,
  amounts: DrawAmounts,
  budget: Budget,
  values: DrawModalValues,
): DrawRequestInput => ({
  dealid: dealId,
  LockboxAccessCode: values.lockboxCode,
  BeneficiaryId: values.beneficiaryId,
  lineItems: lineItemsToSend(amounts, budget),
  inspection_start_date: values.inspectionStart,
  inspection_end_date: inspectionEndDate(values.inspectionStart) ?? '',
});

/**
 * Only the amounts of items still in the budget, and only texts the currency field takes as typed
 * (characters an amount never has dropped: such a text is not restored).
 */
export const amountsForBudget = (amounts: DrawAmounts, budget: Budget): Record<string, string> => {
  const kept: Record<string, string> = {};
  for (const item of itemsOf(budget)) {
    const text = amounts[item.id];
    if (text !== undefined && text !== '' && currencyKind.input(text) === text)
      kept[item.id] = text;
  }
  return kept;
};
