// The field rules of spec §5 as plain functions and constants: what a value of each kind looks
// like, and the messages. The core's fields run them on every first load, so they stay apart from
// valibot; fields.ts builds the wire schemas' pieces from them.
import { digitsOnly } from './digits';

export const FIELD_MESSAGES = {
  email: 'Enter a valid email address.',
  phone: 'Phone must have at least 10 digits.',
  zip: 'Zip must be 5 digits.',
  currency: 'Amount must be a number with at most 2 decimals.',
  loanNumber: 'Enter the loan number as on your statement, e.g. LN-1009.',
  controlCharacters: 'Remove the control characters (such as tabs or line breaks) from this field.',
  brokenText: 'Remove the broken characters (such as half of an emoji) from this field.',
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

/** Half of a UTF-16 surrogate pair with no other half: no character at all. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * True when the text is not well-formed Unicode (a lone surrogate, e.g. `"\ud800"` in JSON):
 * PostgreSQL's json refuses it and its text columns would store U+FFFD in its place.
 */
export const hasBrokenText = (value: string): boolean => LONE_SURROGATE.test(value);

export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar date written YYYY-MM-DD (here, not in construction.ts: the core's
 * date field uses it, and construction's schemas would come along into every first load). */
export const isIsoDate = (value: string): boolean => {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};
