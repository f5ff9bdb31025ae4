// POST deals/draws/new: a draw request's lines, its inspection window and its answer.
import * as v from 'valibot';
import { DEAL_ID_MESSAGE, idField } from '../dealDetail';
import { requiredText, textInput } from '../fields';
import { isIsoDate } from '../fieldRules';
import { DRAW_MESSAGES, MAX_MONEY, hasAtMostTwoDecimals, parseDrawAmount, toCents } from './common';
import { addIsoDays, inspectionEndDate } from './draws';

const MAX_DRAW_LINE_ITEMS = 500;
export const LOCKBOX_MAX_LENGTH = 6;

export interface DrawLine {
  /** The amount requested (0 for an untouched line). */
  amount: number;
  /** The item's remaining balance before this request. */
  balance: number;
}

/** One line's message, or null: a negative amount or one above the balance (§5). */
export const drawLineError = (line: DrawLine): string | null =>
  toCents(line.amount) < 0 || toCents(line.amount) > toCents(line.balance)
    ? DRAW_MESSAGES.negativeLine
    : null;

/** An amount sent as a number, or as the text of the amount input ('$1,234.50'). */
const amountInput = (message: string) =>
  v.pipe(
    v.union([v.number(message), v.string(message)], message),
    v.transform((value): number =>
      typeof value === 'number' ? value : (parseDrawAmount(value) ?? Number.NaN),
    ),
    v.check((value) => !Number.isNaN(value), message),
    v.check((value) => hasAtMostTwoDecimals(value) && Math.abs(value) <= MAX_MONEY, message),
  );

const drawLineItemSchema = v.object({
  /** The budget item's id (deals/budget items[].id). */
  budgetItem: idField(DRAW_MESSAGES.budgetItem),
  /** The item's cost code (items[].code); must match the budget item. */
  costCode: requiredText(DRAW_MESSAGES.costCode, 64),
  /** Above 0 (only non-zero items are sent) and at most the item's remaining balance. */
  amount: v.pipe(
    amountInput(DRAW_MESSAGES.amountFormat),
    v.check((value) => value >= 0, DRAW_MESSAGES.negativeLine),
    v.check((value) => value > 0, DRAW_MESSAGES.zeroLine),
  ),
  /**
   * The remaining balance the borrower saw before this request (items[].balance). Informational:
   * the server checks the amount against the balance it computes itself.
   */
  balance: v.optional(amountInput(DRAW_MESSAGES.amountFormat)),
});

const isoDateField = (message: string) =>
  v.pipe(textInput(message), v.trim(), v.check(isIsoDate, message));

/**
 * The inspection starts whose window ends on `end` (inspectionEndDate(start) === end), earliest
 * first: none for a Saturday or Sunday end, three for a Monday (Thursday, Friday, Saturday), one
 * otherwise. Pure; [] for a value that is not a YYYY-MM-DD date.
 */
export function inspectionStartsFor(end: string): string[] {
  if (!isIsoDate(end)) return [];
  return [4, 3, 2]
    .map((days) => addIsoDays(end, -days))
    .filter((start) => inspectionEndDate(start) === end);
}

/** True when `end` can end an inspection window: some start gives it (a weekday). */
const isInspectionEndDate = (end: string): boolean => inspectionStartsFor(end).length > 0;

/**
 * POST deals/draws/new: §3's payload — dealid, LockboxAccessCode, BeneficiaryId, lineItems and
 * inspection_end_date (YYYY-MM-DD). `inspection_start_date` may also be sent (the modal asks for
 * it): then the end must be inspectionEndDate(start); without it the end date alone must be a
 * day an inspection window can end on (a weekday). Only non-zero line items are sent.
 */
export const drawRequestSchema = v.pipe(
  v.object({
    dealid: idField(DEAL_ID_MESSAGE),
    LockboxAccessCode: v.pipe(
      textInput(DRAW_MESSAGES.lockboxRequired),
      v.trim(),
      v.nonEmpty(DRAW_MESSAGES.lockboxRequired),
      v.maxLength(LOCKBOX_MAX_LENGTH, DRAW_MESSAGES.lockboxTooLong),
    ),
    BeneficiaryId: idField(DRAW_MESSAGES.noBeneficiary),
    lineItems: v.pipe(
      v.optional(v.array(drawLineItemSchema, DRAW_MESSAGES.minimumOneLine), []),
      v.minLength(1, DRAW_MESSAGES.minimumOneLine),
      v.maxLength(MAX_DRAW_LINE_ITEMS, DRAW_MESSAGES.tooManyLines),
      v.check(
        (items) => new Set(items.map((item) => item.budgetItem)).size === items.length,
        DRAW_MESSAGES.duplicateItem,
      ),
    ),
    inspection_start_date: v.optional(isoDateField(DRAW_MESSAGES.inspectionStart)),
    inspection_end_date: isoDateField(DRAW_MESSAGES.inspectionEnd),
  }),
  v.forward(
    v.partialCheck(
      [['inspection_start_date'], ['inspection_end_date']],
      (input) =>
        input.inspection_start_date === undefined
          ? isInspectionEndDate(input.inspection_end_date)
          : inspectionEndDate(input.inspection_start_date) === input.inspection_end_date,
      DRAW_MESSAGES.inspectionEnd,
    ),
    ['inspection_end_date'],
  ),
);
export type DrawRequest = v.InferOutput<typeof drawRequestSchema>;
/** What the page sends (amounts may still be the input's text). */
export type DrawRequestInput = v.InferInput<typeof drawRequestSchema>;

export const drawRequestResponseSchema = v.object({
  success: v.literal(true),
  /** The new draw's id. */
  id: v.string(),
});
export type DrawRequestResponse = v.InferOutput<typeof drawRequestResponseSchema>;
