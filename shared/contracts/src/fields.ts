// Shared field rules of spec §5, as reusable valibot pieces plus tiny pure helpers.
// Formatting (3-3-4 phones, 3-2-4 SSNs...) lives in @lender/shared/domain; this file only validates.
import * as v from 'valibot';
import { digitsOnly } from './digits';

export const FIELD_MESSAGES = {
  email: 'Enter a valid email address.',
  phone: 'Phone must have at least 10 digits.',
  zip: 'Zip must be 5 digits.',
  currency: 'Amount must be a number with at most 2 decimals.',
  loanNumber: 'Enter the loan number as on your statement, e.g. LN-1009.',
  controlCharacters: 'Remove the control characters (such as tabs or line breaks) from this field.',
} as const;

export const MIN_PHONE_DIGITS = 10;
/** Longest email address accepted (RFC 5321 path limit). */
export const MAX_EMAIL_LENGTH = 254;

/** Standard address pattern (the one valibot's `email` action uses). */
export const EMAIL_PATTERN =
  /^[\w+-]+(?:\.[\w+-]+)*@[\da-zA-Z]+(?:[.-][\da-zA-Z]+)*\.[a-zA-Z]{2,}$/u;
const FORMATTED_DIGITS = /^[\d\s().+-]*$/;
const CURRENCY_PATTERN = /^\$?\s*(?:\d{1,3}(?:,\d{3})+|\d+)?(?:\.\d{0,2})?$/;

export const isEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim());
export const isPhone = (value: string): boolean =>
  FORMATTED_DIGITS.test(value) && digitsOnly(value).length >= MIN_PHONE_DIGITS;
export const isZip = (value: string): boolean => /^\d{5}$/.test(value);
/** A loan number as the servicer writes it ('LN-1009'): letters and digits in dash-joined parts,
 * at least one digit; either case (the server compares it upper-cased). */
export const isLoanNumber = (value: string): boolean =>
  /^[A-Za-z\d]+(?:-[A-Za-z\d]+)*$/.test(value) && /\d/.test(value);
/** Digits, commas, an optional dollar sign and at most 2 decimals: '$1,234.50'. */
export const isCurrency = (value: string | number): boolean => {
  const text = String(value).trim();
  return text !== '' && text !== '$' && text !== '.' && CURRENCY_PATTERN.test(text);
};
/** '$1,234.50' -> 1234.5; NaN when the text is not currency. */
export const parseCurrency = (value: string): number =>
  isCurrency(value) ? Number(value.replace(/[$,\s]/g, '')) : Number.NaN;

/** Local calendar date as YYYY-MM-DD. */
export const toIsoDate = (date: Date): string => {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

// ---- valibot pieces -------------------------------------------------------------------------
// Each piece reads a missing key as '' so an absent field reports the field's own message
// (valibot otherwise reports a generic "Invalid key" issue from the object).

/** Control characters (Unicode Cc: C0, DEL, C1); multi-line text keeps tab and line breaks. */
const CONTROL_CHARACTER = /\p{Cc}/u;
const CONTROL_CHARACTER_BUT_LINE_BREAK = /[^\P{Cc}\t\n\r]/u;

export interface TextInputOptions {
  /** A multi-line field (a textarea): tab, CR and LF are allowed. */
  multiline?: boolean;
}

/** True when the text holds a character no form field accepts (a NUL, an escape, a bell...). */
export const hasControlCharacters = (value: string, options: TextInputOptions = {}): boolean =>
  (options.multiline ? CONTROL_CHARACTER_BUT_LINE_BREAK : CONTROL_CHARACTER).test(value);

/**
 * A string input where a missing value counts as empty. Control characters are refused (client
 * and server alike): a NUL cannot be stored by PostgreSQL, and no single-line field needs one.
 */
export const textInput = (message: string, options: TextInputOptions = {}) =>
  v.pipe(
    v.optional(v.string(message), ''),
    v.check((value) => !hasControlCharacters(value, options), FIELD_MESSAGES.controlCharacters),
  );
const textOrNumberInput = (message: string) =>
  v.optional(v.union([v.string(), v.number()], message), '');

/** A required email of at most MAX_EMAIL_LENGTH characters (checked before the pattern). */
export const emailField = (message: string = FIELD_MESSAGES.email) =>
  v.pipe(
    textInput(message),
    v.trim(),
    v.maxLength(MAX_EMAIL_LENGTH, message),
    v.regex(EMAIL_PATTERN, message),
  );

/** An email that may be left empty (optional fields); at most MAX_EMAIL_LENGTH characters. */
export const optionalEmailField = (message: string = FIELD_MESSAGES.email) =>
  v.pipe(
    textInput(message),
    v.trim(),
    v.maxLength(MAX_EMAIL_LENGTH, message),
    v.check((value) => value === '' || EMAIL_PATTERN.test(value), message),
  );

export const phoneField = (message: string = FIELD_MESSAGES.phone) =>
  v.pipe(textInput(message), v.trim(), v.check(isPhone, message));

export const currencyField = (message: string = FIELD_MESSAGES.currency) =>
  v.pipe(textOrNumberInput(message), v.check(isCurrency, message));

/**
 * A required loan number: `required` when empty (or longer than `maxLength`), the loan-number
 * message when it is not one (the core's loan-number field says the same as it is left).
 */
export const loanNumberField = (required: string, maxLength: number) =>
  v.pipe(
    textInput(required),
    v.trim(),
    v.nonEmpty(required),
    v.maxLength(maxLength, required),
    v.check(isLoanNumber, FIELD_MESSAGES.loanNumber),
  );

/** A required, trimmed, non-empty string. */
export const requiredText = (message: string, maxLength = 255) =>
  v.pipe(textInput(message), v.trim(), v.nonEmpty(message), v.maxLength(maxLength, message));

export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar date written YYYY-MM-DD (here, not in construction.ts: the core's
 * date field uses it, and construction's schemas would come along into every first load). */
export const isIsoDate = (value: string): boolean => {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};
