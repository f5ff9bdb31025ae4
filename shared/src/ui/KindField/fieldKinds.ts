// Each kind of field the portal's forms share — currency, phone, date, zip, loan number — defined
// once: what a user may type (`input`, applied as they type), what it means (`parse`: the value
// sent, or null when the text is not a value of the kind), how it is shown (`format`, applied when
// the field is left) and the field's message for text that is not of the kind. Pure functions:
// every form of every remote takes, shows and sends these values the same way (KindField).
import {
  FIELD_MESSAGES,
  digitsOnly,
  isIsoDate,
  isLoanNumber,
  isPhone,
  isZip,
  parseCurrency,
} from '@lender/contracts';
import { formatCurrency, formatPhone } from '../../format/format';

export type FieldKindName = 'currency' | 'phone' | 'date' | 'zip' | 'loanNumber';

export interface FieldKind<T> {
  /** The text kept while typing (characters the kind never has are dropped). */
  input: (text: string) => string;
  /** The value the text stands for; null for empty or not-of-the-kind text. */
  parse: (text: string) => T | null;
  /** How a value is shown. */
  format: (value: T) => string;
  /** The field's message for text that is not of its kind. */
  message: string;
  inputMode: 'decimal' | 'tel' | 'numeric' | 'text';
  /** The input's type ('date' shows the browser's date picker). */
  type: 'text' | 'tel' | 'date';
  placeholder?: string;
}

/** Currency: digits, commas, a dollar sign and at most 2 decimals; shown '$1,234.50'. */
export const currencyKind: FieldKind<number> = {
  input: (text) => text.replace(/[^\d$,.]/g, ''),
  parse: (text) => {
    const value = parseCurrency(text.trim());
    return Number.isFinite(value) ? value : null;
  },
  format: (value) => formatCurrency(value),
  message: 'Enter an amount in dollars, e.g. $1,250.00 (at most 2 decimals).',
  inputMode: 'decimal',
  type: 'text',
};

/**
 * Phone: at least 10 digits; shown 3-3-4 ('512-555-0142') as it is typed (so at most 10 digits);
 * sent as digits.
 */
export const phoneKind: FieldKind<string> = {
  input: (text) => formatPhone(text),
  parse: (text) => (isPhone(text.trim()) ? digitsOnly(text) : null),
  format: (digits) => formatPhone(digits),
  message: 'Enter a phone number of at least 10 digits, e.g. 512-555-0142.',
  inputMode: 'tel',
  type: 'tel',
};

/** Date: a real calendar date, sent YYYY-MM-DD (the browser's date input shows it locally). */
export const dateKind: FieldKind<string> = {
  input: (text) => text,
  parse: (text) => {
    const trimmed = text.trim();
    const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(trimmed);
    const iso = us ? `${us[3]}-${us[1]!.padStart(2, '0')}-${us[2]!.padStart(2, '0')}` : trimmed;
    return isIsoDate(iso) ? iso : null;
  },
  format: (iso) => iso,
  message: 'Enter a date, e.g. 03/15/2026.',
  inputMode: 'numeric',
  type: 'date',
};

/** Zip: 5 digits. */
export const zipKind: FieldKind<string> = {
  input: (text) => digitsOnly(text).slice(0, 5),
  parse: (text) => (isZip(text.trim()) ? text.trim() : null),
  format: (zip) => zip,
  message: FIELD_MESSAGES.zip,
  inputMode: 'numeric',
  type: 'text',
};

/** Loan number: letters, digits and dashes as the servicer writes it ('LN-1009'), upper case. */
export const loanNumberKind: FieldKind<string> = {
  input: (text) => text.replace(/[^A-Za-z\d-]/g, '').slice(0, 20),
  parse: (text) => {
    const value = text.trim().toUpperCase();
    return isLoanNumber(value) ? value : null;
  },
  format: (value) => value,
  message: FIELD_MESSAGES.loanNumber,
  inputMode: 'text',
  type: 'text',
  // No example: any loan number shown could be a real borrower's (and the demo's are).
};

export const FIELD_KINDS = {
  currency: currencyKind,
  phone: phoneKind,
  date: dateKind,
  zip: zipKind,
  loanNumber: loanNumberKind,
} as const;

/**
 * The text a field shows once it is left: its value formatted when the text is of the kind, else
 * the text as typed (the field then says its message).
 */
export function textOnLeave(kind: FieldKindName, text: string): string {
  if (text.trim() === '') return '';
  switch (kind) {
    case 'currency': {
      const value = currencyKind.parse(text);
      return value === null ? text : currencyKind.format(value);
    }
    case 'phone': {
      const value = phoneKind.parse(text);
      return value === null ? text : phoneKind.format(value);
    }
    default: {
      const definition = FIELD_KINDS[kind];
      const value = definition.parse(text);
      return value === null ? text : definition.format(value);
    }
  }
}

/**
 * The field's message for `text` — `message`, the form's own for this field, or else the kind's —
 * or null when the text is empty or of the kind.
 */
export const kindError = (kind: FieldKindName, text: string, message?: string): string | null =>
  text.trim() === '' || FIELD_KINDS[kind].parse(text) !== null
    ? null
    : (message ?? FIELD_KINDS[kind].message);
