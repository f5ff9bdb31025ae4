// Labels of the servicer's Source_Type codes and the codes never shown (spec §9).
//
// The spec names nine shown codes and eight labels. The mapping, one code to one label:
//   RegPmt  → Regular Payment
//   Oth     → Regular Payment – IR     (a payment taken from the interest reserve)
//   PMT ADV → Payment Advance
//   LateCh  → Late Charge
//   Adj-LC  → Late Charge (Waived)     (the adjustment that takes a late charge back)
//   NSF     → Insufficient Funds       (a returned payment)
//   MANR    → Reversed Payment         (a manual reversal)
//   MAN     → Manual Payment           (a manual posting; the ninth label, beyond the spec's list)
//   WC      → Suspense Reserves        (money held in suspense)
// An unknown code shows as the code itself. FinChg (finance charge accrual), Fundin (the loan
// funding), BEG (beginning balance) and DIS (escrow disbursement) are bookkeeping, never shown.
import type { AccountHistoryEntry } from '@lender/contracts';

const PAYMENT_TYPE_LABELS: Readonly<Record<string, string>> = {
  RegPmt: 'Regular Payment',
  Oth: 'Regular Payment – IR',
  'PMT ADV': 'Payment Advance',
  LateCh: 'Late Charge',
  'Adj-LC': 'Late Charge (Waived)',
  NSF: 'Insufficient Funds',
  MANR: 'Reversed Payment',
  MAN: 'Manual Payment',
  WC: 'Suspense Reserves',
};

const HIDDEN_PAYMENT_TYPES: ReadonlySet<string> = new Set(['FinChg', 'Fundin', 'BEG', 'DIS']);

export const paymentTypeLabel = (code: string): string =>
  PAYMENT_TYPE_LABELS[code.trim()] ?? code.trim();

/** Whether the history lists the entry (hidden types are neither listed nor counted). */
export const isListedEntry = (entry: Pick<AccountHistoryEntry, 'Source_Type'>): boolean =>
  !HIDDEN_PAYMENT_TYPES.has(entry.Source_Type.trim());
