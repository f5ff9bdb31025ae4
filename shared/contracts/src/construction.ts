// Construction draws (spec §3, §4, §5, §7, §8): the budget, the draws, the draw request, the bank
// accounts (beneficiaries) and the budget upload — their wire shapes, the server's messages, and
// the pure rules the page and the server both apply (amount parsing, balances, a line's limit, the
// new-draw availability rule, the inspection window, the ABA routing checksum, account-number
// masking). The page's own texts and form arithmetic live in mfe-construction.
//
// Money is handled in whole cents inside every rule (toCents), so 0.1 + 0.2 never leaves a cent
// of balance behind; amounts travel as JSON numbers with at most 2 decimals.
import * as v from 'valibot';
import { DEAL_ID_MESSAGE, idField } from './dealDetail';
import {
  DOCUMENT_MESSAGES,
  MAX_DOCUMENT_BYTES,
  base64DecodedBytes,
  extensionOf,
  isBase64Text,
} from './documents';
import { requiredText, textInput } from './fields';
import { ISO_DATE, isIsoDate } from './fieldRules';
import { isUsStateCode } from './profile';

// ---- messages --------------------------------------------------------------------------------

export const DRAW_MESSAGES = {
  /** §5: an amount that would leave a negative remaining balance (or is itself negative). */
  negativeLine: 'Cannot request a negative line item amount*',
  /** §5: no line item with an amount above 0. */
  minimumOneLine: 'A minimum of one line item is required to submit your draw request*',
  /** §2: a funded Multifamily deal's construction page; the API refuses its draws with it too. */
  contactAnalyst: 'Please contact your Construction Analyst to request a draw.',
  /** A deal whose construction page offers the budget template, not draws (not funded yet). */
  notFundedYet: 'Draws can be requested once this loan is funded.',
  /** §8: no bank account chosen (or none on file). */
  noBeneficiary: 'No beneficiary exists - please Add New Account',
  lockboxRequired: 'A lockbox access code is required.',
  lockboxTooLong: 'The lockbox access code is at most 6 characters.',
  inspectionStart: 'An inspection start date (YYYY-MM-DD) is required.',
  inspectionStartRange: 'The inspection start date must be between today and a year from now.',
  inspectionEnd:
    'The inspection end date must be 2 days after the start date (a weekend moved to Monday).',
  amountFormat: 'Enter an amount of digits, commas, a dollar sign and at most 2 decimals.',
  zeroLine: 'Send only line items with an amount above 0.',
  budgetItem: 'A budget item id is required.',
  costCode: 'A cost code is required.',
  duplicateItem: 'A budget item may appear only once in a draw request.',
  tooManyLines: 'A draw request has at most 500 line items.',
  // Server answers (409 / 400 / 404) the page may show as they are.
  pending:
    'Your previous draw request is still pending; a new draw can be requested once it is complete.',
  noBalance: 'No budget balance remains to draw on this deal.',
  noBudget: 'This deal has no construction budget.',
  itemNotInBudget: 'A line item is not part of this deal’s budget.',
  costCodeMismatch: 'A line item’s cost code does not match its budget item.',
  beneficiaryNotFound: 'Bank account not found.',
} as const;

export const BANK_ACCOUNT_MESSAGES = {
  accountName: 'The name on the account is required.',
  accountNumber: 'The account number is required: 4 to 17 digits (commas allowed).',
  accountType: 'Choose the account type: Checking or Savings.',
  instructions: 'Bank instructions are required.',
  bankName: 'The bank name is required.',
  routingNumber: 'The routing number is required: 9 digits (commas allowed).',
  routingChecksum:
    'This routing number is not valid (its ABA check digit does not match). Please check it.',
  street: 'The street address is required.',
  city: 'The city is required.',
  state: 'The state is required.',
  stateInvalid: 'State must be the 2-letter abbreviation of a US state or DC (e.g. TX).',
  zip: 'Zip must be 5 digits.',
  tooMany: 'No more bank accounts can be added to this account.',
} as const;

export const BUDGET_UPLOAD_MESSAGES = {
  type: 'A budget must be an Excel (xlsx, xls, xlsm), CSV or PDF file.',
  name: DOCUMENT_MESSAGES.name,
  data: DOCUMENT_MESSAGES.data,
  empty: DOCUMENT_MESSAGES.empty,
  tooLarge: DOCUMENT_MESSAGES.tooLarge,
  maxSize: DOCUMENT_MESSAGES.maxSize,
  contentMismatch: DOCUMENT_MESSAGES.contentMismatch,
  opportunity: DEAL_ID_MESSAGE,
} as const;

// ---- money -----------------------------------------------------------------------------------

/** The largest amount a numeric(14, 2) column holds. */
const MAX_MONEY = 999_999_999_999.99;

export const toCents = (amount: number): number => Math.round(amount * 100);
export const fromCents = (cents: number): number => cents / 100;

/** The sum of amounts, exact to the cent. */
export const sumAmounts = (amounts: readonly number[]): number =>
  fromCents(amounts.reduce((sum, amount) => sum + toCents(amount), 0));

/** True for a finite number with at most 2 decimals. */
const hasAtMostTwoDecimals = (amount: number): boolean =>
  Number.isFinite(amount) && Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;

/** What the amount input accepts: digits, commas, dollar signs and one period with ≤ 2 decimals. */
const DRAW_AMOUNT_TEXT = /^[\d,$]*(?:\.\d{0,2})?$/;

/**
 * The amount an input holds: '$1,234.50' → 1234.5, '' or '$' → 0; null when the text is not an
 * amount (a letter, a minus sign, a second period, 3 decimals).
 */
export function parseDrawAmount(text: string): number | null {
  const trimmed = text.trim();
  if (!DRAW_AMOUNT_TEXT.test(trimmed)) return null;
  const plain = trimmed.replace(/[$,]/g, '');
  if (plain === '' || plain === '.') return 0;
  const amount = Number(plain);
  return Number.isFinite(amount) ? fromCents(toCents(amount)) : null;
}

// ---- budget ----------------------------------------------------------------------------------

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

// ---- draws -----------------------------------------------------------------------------------

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

// ---- the draw request ------------------------------------------------------------------------

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

// ---- bank accounts (beneficiaries) -----------------------------------------------------------

export const BANK_ACCOUNT_TYPES = ['Checking', 'Savings'] as const;

/** Digits and commas, as §5 allows for routing and account numbers. */
const DIGITS_AND_COMMAS = /^[\d,]+$/;
const withoutCommas = (value: string): string => value.replace(/,/g, '');

/**
 * The ABA routing number checksum: 9 digits with 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) a
 * multiple of 10. Commas are ignored.
 */
export function isAbaRoutingNumber(value: string): boolean {
  const digits = withoutCommas(value);
  if (!/^\d{9}$/.test(digits)) return false;
  const d = [...digits].map(Number);
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  return d.reduce((sum, digit, index) => sum + digit * (weights[index] ?? 0), 0) % 10 === 0;
}

const MASK = '••••';
/** '000123456789' → '••••6789': how an account number appears in every answer. */
export const maskAccountNumber = (accountNumber: string): string =>
  `${MASK}${withoutCommas(accountNumber).slice(-4)}`;
const MASKED_ACCOUNT_NUMBER = /^••••\d{1,4}$/;

const accountNumberField = v.pipe(
  requiredText(BANK_ACCOUNT_MESSAGES.accountNumber, 40),
  v.regex(DIGITS_AND_COMMAS, BANK_ACCOUNT_MESSAGES.accountNumber),
  v.transform(withoutCommas),
  v.regex(/^\d{4,17}$/, BANK_ACCOUNT_MESSAGES.accountNumber),
);

const routingNumberField = v.pipe(
  requiredText(BANK_ACCOUNT_MESSAGES.routingNumber, 40),
  v.regex(DIGITS_AND_COMMAS, BANK_ACCOUNT_MESSAGES.routingNumber),
  v.transform(withoutCommas),
  v.regex(/^\d{9}$/, BANK_ACCOUNT_MESSAGES.routingNumber),
  v.check(isAbaRoutingNumber, BANK_ACCOUNT_MESSAGES.routingChecksum),
);

/**
 * POST borrower/beneficiaries: the bank form (§5: every field required and non-empty, zip 5
 * digits, routing and account numbers digits and commas — sent on with the commas removed).
 */
export const bankAccountSchema = v.object({
  bank_account_name: requiredText(BANK_ACCOUNT_MESSAGES.accountName, 120),
  bank_account_number: accountNumberField,
  bank_routing_number: routingNumberField,
  bank_account_type: v.pipe(
    textInput(BANK_ACCOUNT_MESSAGES.accountType),
    v.trim(),
    v.picklist(BANK_ACCOUNT_TYPES, BANK_ACCOUNT_MESSAGES.accountType),
  ),
  bank_name: requiredText(BANK_ACCOUNT_MESSAGES.bankName, 120),
  bank_instructions: requiredText(BANK_ACCOUNT_MESSAGES.instructions, 500),
  account_address_street: requiredText(BANK_ACCOUNT_MESSAGES.street, 255),
  account_address_city: requiredText(BANK_ACCOUNT_MESSAGES.city, 100),
  account_address_state: v.pipe(
    requiredText(BANK_ACCOUNT_MESSAGES.state, 50),
    v.check(isUsStateCode, BANK_ACCOUNT_MESSAGES.stateInvalid),
  ),
  account_address_zip: v.pipe(
    textInput(BANK_ACCOUNT_MESSAGES.zip),
    v.trim(),
    v.regex(/^\d{5}$/, BANK_ACCOUNT_MESSAGES.zip),
  ),
});
export type BankAccountForm = v.InferInput<typeof bankAccountSchema>;
export type BankAccount = v.InferOutput<typeof bankAccountSchema>;

/** A beneficiary account as answered: the account number is always masked ('••••6789'). */
export const beneficiaryAccountSchema = v.object({
  id: v.string(),
  bank_account_number: v.pipe(v.string(), v.regex(MASKED_ACCOUNT_NUMBER)),
  bank_account_type: v.string(),
  bank_instructions: v.string(),
  bank_name: v.string(),
  bank_routing_number: v.string(),
  account_address_city: v.string(),
  account_address_state: v.string(),
  account_address_street: v.string(),
  account_address_zip: v.string(),
  bank_account_name: v.string(),
});
export type BeneficiaryAccount = v.InferOutput<typeof beneficiaryAccountSchema>;

/**
 * GET and POST borrower/beneficiaries: the caller's accounts, OLDEST FIRST — after a POST the new
 * account is the last one (the page selects it).
 */
export const beneficiariesResponseSchema = v.object({
  accounts: v.array(beneficiaryAccountSchema),
});
export type BeneficiariesResponse = v.InferOutput<typeof beneficiariesResponseSchema>;

// ---- budget upload ---------------------------------------------------------------------------

export const BUDGET_EXTENSIONS = ['xlsx', 'xls', 'xlsm', 'csv', 'pdf'] as const;
export const MAX_BUDGET_BYTES = MAX_DOCUMENT_BYTES;

export const isAllowedBudgetName = (fileName: string): boolean =>
  (BUDGET_EXTENSIONS as readonly string[]).includes(extensionOf(fileName));

/** The page's upload states (§4). */
export type UploadStatus = 'idle' | 'submitted' | 'success' | 'error';

/** POST deals/budget/new: `budgetfiledata` is the file in base64. */
export const budgetUploadSchema = v.object({
  opportunityid: idField(BUDGET_UPLOAD_MESSAGES.opportunity),
  budgetfilename: v.pipe(
    textInput(BUDGET_UPLOAD_MESSAGES.name),
    v.trim(),
    v.nonEmpty(BUDGET_UPLOAD_MESSAGES.name),
    v.maxLength(255, BUDGET_UPLOAD_MESSAGES.name),
    v.check(isAllowedBudgetName, BUDGET_UPLOAD_MESSAGES.type),
  ),
  budgetfiledata: v.pipe(
    v.string(BUDGET_UPLOAD_MESSAGES.data),
    v.check(isBase64Text, BUDGET_UPLOAD_MESSAGES.data),
    v.check((data) => base64DecodedBytes(data) > 0, BUDGET_UPLOAD_MESSAGES.empty),
    v.check(
      (data) => base64DecodedBytes(data) <= MAX_BUDGET_BYTES,
      BUDGET_UPLOAD_MESSAGES.tooLarge,
    ),
  ),
});
export type BudgetUpload = v.InferOutput<typeof budgetUploadSchema>;

export const budgetUploadResponseSchema = v.object({ success: v.literal(true) });
export type BudgetUploadResponse = v.InferOutput<typeof budgetUploadResponseSchema>;
