// Display formatting: money, counts, phone masks, dates, navigation labels.
import { digitsOnly } from '@lender/contracts';

// Dollars and cents, and counts, are written here rather than by Intl.NumberFormat (or a number's
// toLocaleString): a page's first Intl number format loads ICU's formatting data, tens of
// milliseconds of a phone's main thread before the first money on a page can paint. This writes
// exactly what en-US's formats write.

/** 1234567 → '1,234,567' (a whole number's digits in groups of three). */
const groupThousands = (whole: number): string =>
  String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * A magnitude in cents, rounded half up on its shortest decimal form ('1.005' → 101), as Intl
 * rounds; null where that form has an exponent (from 1e21; below 1e-6 it is 0 cents).
 */
const toCents = (magnitude: number): number | null => {
  const digits = String(magnitude);
  if (digits.includes('e')) return magnitude < 1 ? 0 : null;
  const [whole = '0', fraction = ''] = digits.split('.');
  const cents = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  return fraction.charAt(2) >= '5' ? cents + 1 : cents;
};

// Only for amounts past 90 trillion dollars, whose cents are past a double's whole numbers.
let currencyFormatter: Intl.NumberFormat | undefined;
const intlUsd = (): Intl.NumberFormat =>
  (currencyFormatter ??= new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }));

const usd = (number: number): string => {
  const cents = toCents(Math.abs(number));
  if (cents === null || !Number.isSafeInteger(cents)) return intlUsd().format(number);
  const sign = number < 0 || Object.is(number, -0) ? '-' : '';
  const fraction = String(cents % 100).padStart(2, '0');
  return `${sign}$${groupThousands(Math.floor(cents / 100))}.${fraction}`;
};

/** 1234567 → '1,234,567': a count, as en-US writes it (no Intl, as with money). */
export const formatCount = (count: number): string =>
  Number.isSafeInteger(count) && count >= 0 ? groupThousands(count) : String(count);

/** 1234.5 → '$1,234.50'; '1,234.5' too; null, '' or not a number → `fallback`. */
export const formatCurrency = (
  value: number | string | null | undefined,
  fallback = '-',
): string => {
  if (value === null || value === undefined || value === '') return fallback;
  const number = typeof value === 'number' ? value : Number(String(value).replace(/[$,\s]/g, ''));
  return Number.isFinite(number) ? usd(number) : fallback;
};

/**
 * Groups the digits of `value` by `sizes` with dashes, as far as there are digits, at most their
 * sum (for live input: a phone 3-3-4, a card number by its brand's groups).
 */
export const maskDigits = (value: string, sizes: readonly number[]): string => {
  const digits = digitsOnly(value).slice(
    0,
    sizes.reduce((a, b) => a + b, 0),
  );
  const parts: string[] = [];
  let start = 0;
  for (const size of sizes) {
    if (start >= digits.length) break;
    parts.push(digits.slice(start, start + size));
    start += size;
  }
  return parts.join('-');
};

/** '5551234567' → '555-123-4567' (3-3-4; partial input formats as far as it goes). */
export const formatPhone = (value: string | null | undefined): string =>
  maskDigits(value ?? '', [3, 3, 4]);

/** 'YYYY-MM-DD…' → 'MM/DD/YYYY'; other text as is; empty → `fallback`. */
export const formatDate = (value: string | null | undefined, fallback = '-'): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value?.trim() ?? '');
  if (match) return `${match[2]}/${match[3]}/${match[1]}`;
  return value?.trim() ? value.trim() : fallback;
};

/** Side-navigation label: nickname, else address, else a dash. */
export const navLabel = (item: { nickname?: string | null; address?: string | null }): string =>
  item.nickname?.trim() || item.address?.trim() || '-';

/**
 * A deal page's heading: its nickname, else its address, else its loan number, else its id (a
 * heading of '-' names nothing).
 */
export const dealHeading = (deal: {
  id: string;
  nickname?: string | null;
  address?: string | null;
  loanNumber?: string | null;
}): string =>
  deal.nickname?.trim() ||
  deal.address?.trim() ||
  (deal.loanNumber?.trim() ? `Loan ${deal.loanNumber.trim()}` : `Deal ${deal.id}`);

export { digitsOnly };
