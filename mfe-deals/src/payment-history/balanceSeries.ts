// The loan balance over time, for the chart and its table: the balance at the end of each month
// that has entries. Every entry counts here, hidden types included: the balance is the loan's,
// and the funding entry gives its starting point.
import type { AccountHistoryEntry } from '@lender/contracts';
import { compareText } from './textOrder';

export interface BalancePoint {
  /** YYYY-MM. */
  month: string;
  /** The balance after the month's last entry. */
  balance: number;
}

/** Month-end balances, oldest first; entries without a date or a balance are skipped. */
export const balanceSeries = (entries: readonly AccountHistoryEntry[]): BalancePoint[] => {
  const latest = new Map<string, { date: string; balance: number }>();
  for (const entry of entries) {
    const date = entry.Date_Received?.trim() ?? '';
    if (!/^\d{4}-\d{2}/.test(date) || entry.Loan_Balance === null) continue;
    const month = date.slice(0, 7);
    const seen = latest.get(month);
    // The answer is newest first: on a tie the first seen is the later entry.
    if (!seen || date > seen.date) latest.set(month, { date, balance: entry.Loan_Balance });
  }
  return [...latest.entries()]
    .sort(([a], [b]) => compareText(a, b))
    .map(([month, { balance }]) => ({ month, balance }));
};

/** 'YYYY-MM' → 'MM/YYYY'. */
export const formatMonth = (month: string): string => `${month.slice(5, 7)}/${month.slice(0, 4)}`;
