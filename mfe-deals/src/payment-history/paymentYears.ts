// The payment history grouped by year of the applied date (Date_Received), newest year first,
// of the listed entries only; the first years open (spec §9).
import type { AccountHistoryEntry } from '@lender/contracts';
import { isListedEntry } from './paymentTypes';
import { compareText } from './textOrder';

export const EXPANDED_YEARS = 5;

/** The group of entries without an applied date. */
export const NO_DATE_YEAR = 'No date';

export interface PaymentYear {
  /** '2025', or NO_DATE_YEAR. */
  year: string;
  /** Newest first. */
  entries: AccountHistoryEntry[];
}

const yearOf = (entry: AccountHistoryEntry): string =>
  /^\d{4}/.exec(entry.Date_Received?.trim() ?? '')?.[0] ?? NO_DATE_YEAR;

const newestFirst = (a: AccountHistoryEntry, b: AccountHistoryEntry): number =>
  compareText(b.Date_Received ?? '', a.Date_Received ?? '');

/** Listed entries by year: years newest first (no-date last), entries newest first. */
export const paymentYears = (entries: readonly AccountHistoryEntry[]): PaymentYear[] => {
  const byYear = new Map<string, AccountHistoryEntry[]>();
  for (const entry of entries) {
    if (!isListedEntry(entry)) continue;
    const year = yearOf(entry);
    const list = byYear.get(year);
    if (list) list.push(entry);
    else byYear.set(year, [entry]);
  }
  return [...byYear.entries()]
    .sort(([a], [b]) => (a === NO_DATE_YEAR ? 1 : b === NO_DATE_YEAR ? -1 : compareText(b, a)))
    .map(([year, list]) => ({ year, entries: list.sort(newestFirst) }));
};

/** A year's count: '1 transaction', '12 transactions'. */
export const entryCount = (count: number): string =>
  `${count} ${count === 1 ? 'transaction' : 'transactions'}`;
