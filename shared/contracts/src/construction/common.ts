// What the construction rules share: the server's messages and money in whole cents (0.1 + 0.2
// never leaves a cent of balance behind; amounts travel as JSON numbers with at most 2 decimals).

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

// ---- money -----------------------------------------------------------------------------------

/** The largest amount a numeric(14, 2) column holds. */
export const MAX_MONEY = 999_999_999_999.99;

export const toCents = (amount: number): number => Math.round(amount * 100);
export const fromCents = (cents: number): number => cents / 100;

/** The sum of amounts, exact to the cent. */
export const sumAmounts = (amounts: readonly number[]): number =>
  fromCents(amounts.reduce((sum, amount) => sum + toCents(amount), 0));

/** True for a finite number with at most 2 decimals. */
export const hasAtMostTwoDecimals = (amount: number): boolean =>
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
