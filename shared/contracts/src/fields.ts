// Shared field rules of spec §5 as reusable valibot pieces, built on fieldRules.ts's functions.
// Formatting (3-3-4 phones, 3-2-4 SSNs...) lives in @lender/shared/domain; this file only validates.
// Each piece reads a missing key as '' so an absent field reports the field's own message
// (valibot otherwise reports a generic "Invalid key" issue from the object).
import * as v from 'valibot';
import {
  EMAIL_PATTERN,
  FIELD_MESSAGES,
  MAX_EMAIL_LENGTH,
  hasBrokenText,
  hasControlCharacters,
  isCurrency,
  isLoanNumber,
  isPhone,
  type TextInputOptions,
} from './fieldRules';

/**
 * A string input where a missing value counts as empty. Control characters are refused (client
 * and server alike): a NUL cannot be stored by PostgreSQL, and no single-line field needs one.
 * So is text that is not well-formed Unicode (a lone surrogate), which no database stores as sent.
 */
export const textInput = (message: string, options: TextInputOptions = {}) =>
  v.pipe(
    v.optional(v.string(message), ''),
    v.check((value) => !hasControlCharacters(value, options), FIELD_MESSAGES.controlCharacters),
    v.check((value) => !hasBrokenText(value), FIELD_MESSAGES.brokenText),
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

/** A required amount: `required` when empty, `message` when it is not an amount. */
export const requiredCurrencyField = (required: string, message: string) =>
  v.pipe(
    textOrNumberInput(message),
    v.check((value) => String(value).trim() !== '', required),
    v.check((value) => String(value).trim() === '' || isCurrency(value), message),
  );

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
