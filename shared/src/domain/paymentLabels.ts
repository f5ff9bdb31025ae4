// Payment history (spec §9): Source_Type labels, hidden types and grouping by year.
//
// Mapping decisions (the spec lists the codes and the labels, not the pairs):
// - RegPmt → Regular Payment; WC (a payment received by wire/check) → Regular Payment.
// - MAN (a payment applied manually by servicing, i.e. from the interest reserve) → Regular Payment – IR;
//   MANR, its reversal → Reversed Payment.
// - Oth → Suspense Reserves (money held in suspense/reserves, not applied to the loan).
// - Adj-LC (late-charge adjustment) → Late Charge (Waived); LateCh → Late Charge.
// - PMT ADV → Payment Advance; NSF → Insufficient Funds.
// Unknown codes show as themselves.
import { PAYMENT_HISTORY_EXPANDED_YEARS } from '../config/constants';

export const PAYMENT_SOURCE_LABELS: Readonly<Record<string, string>> = {
  RegPmt: 'Regular Payment',
  WC: 'Regular Payment',
  MAN: 'Regular Payment – IR',
  MANR: 'Reversed Payment',
  Oth: 'Suspense Reserves',
  'Adj-LC': 'Late Charge (Waived)',
  LateCh: 'Late Charge',
  'PMT ADV': 'Payment Advance',
  NSF: 'Insufficient Funds',
};

/** Source types never shown in the payment history. */
export const HIDDEN_PAYMENT_SOURCES: readonly string[] = ['FinChg', 'Fundin', 'BEG', 'DIS'];

export const paymentSourceLabel = (sourceType: string | null | undefined): string => {
  const code = (sourceType ?? '').trim();
  return PAYMENT_SOURCE_LABELS[code] ?? code;
};

export const isHiddenPayment = (sourceType: string | null | undefined): boolean =>
  HIDDEN_PAYMENT_SOURCES.includes((sourceType ?? '').trim());

export interface PaymentLike {
  Source_Type: string;
  Date_Received?: string | null;
  Due_Date?: string | null;
}

export interface PaymentYear<T> {
  year: number;
  entries: T[];
  count: number;
  /** The first five years (newest first) start expanded. */
  expanded: boolean;
}

const paymentTime = (entry: PaymentLike): number =>
  Date.parse(entry.Date_Received ?? '') || Date.parse(entry.Due_Date ?? '') || 0;

/** Visible payments grouped by year of the received (else due) date, newest year and entry first. */
export const groupPaymentsByYear = <T extends PaymentLike>(
  entries: readonly T[],
  expandedYears: number = PAYMENT_HISTORY_EXPANDED_YEARS,
): PaymentYear<T>[] => {
  const byYear = new Map<number, T[]>();
  const visible = entries.filter((entry) => !isHiddenPayment(entry.Source_Type));
  for (const entry of [...visible].sort((a, b) => paymentTime(b) - paymentTime(a))) {
    const time = paymentTime(entry);
    const year = time ? new Date(time).getUTCFullYear() : 0;
    byYear.set(year, [...(byYear.get(year) ?? []), entry]);
  }
  return [...byYear.entries()]
    .sort(([a], [b]) => b - a)
    .map(([year, list], index) => ({
      year,
      entries: list,
      count: list.length,
      expanded: index < expandedYears,
    }));
};
