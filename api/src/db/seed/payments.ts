// Monthly account history for a funded loan, covering every Source_Type the portal maps
// (RegPmt, Oth, Adj-LC, PMT ADV, LateCh, NSF, MANR, MAN, WC) and the hidden ones
// (FinChg, Fundin, BEG, DIS). Pure: same input, same rows.
import type { Insertable } from 'kysely';
import type { PaymentsTable } from '../types';
import { addDays, addMonths } from './dates';
import { cents, type Rng } from './prng';

export type PaymentRow = Insertable<PaymentsTable>;

export interface LoanTerms {
  dealId: string;
  amount: number;
  /** Annual rate in percent, e.g. 10.5. */
  rate: number;
  /** Amortisation in months; null for interest-only. */
  amortMonths: number | null;
  fundedOn: string;
  /** History stops before this date. */
  until: string;
  /** Monthly tax and insurance impound. */
  impound: number;
  /** Monthly replacement reserve. */
  reserve: number;
}

/** Month numbers (1-based) at which the special entries happen. */
const EVENTS = { oth: 3, nsf: 5, advance: 8, reversal: 11, suspense: 14 } as const;

export function monthlyPayment(terms: Pick<LoanTerms, 'amount' | 'rate' | 'amortMonths'>): number {
  const r = terms.rate / 100 / 12;
  if (terms.amortMonths === null) return cents(terms.amount * r);
  return cents((terms.amount * r) / (1 - (1 + r) ** -terms.amortMonths));
}

const reference = (rng: Rng) =>
  rng.chance(0.8) ? `ACH${rng.int(100000, 999999)}` : `CHK ${rng.int(1000, 9999)}`;

export function generatePaymentHistory(terms: LoanTerms, rng: Rng): PaymentRow[] {
  const rows: PaymentRow[] = [];
  const r = terms.rate / 100 / 12;
  const payment = monthlyPayment(terms);
  let balance = terms.amount;
  const row = (
    entry: Partial<PaymentRow> & Pick<PaymentRow, 'source_type' | 'date_received'>,
  ): void => {
    rows.push({
      deal_id: terms.dealId,
      reference: null,
      due_date: null,
      loan_balance: cents(balance),
      ...entry,
    });
  };

  row({
    source_type: 'BEG',
    date_received: terms.fundedOn,
    total_amount: 0,
    notes: 'Beginning balance',
  });
  row({
    source_type: 'Fundin',
    date_received: terms.fundedOn,
    total_amount: terms.amount,
    to_principal: terms.amount,
    notes: 'Loan funding',
  });

  for (let month = 1; ; month += 1) {
    const due = addMonths(terms.fundedOn, month, 1);
    if (due >= terms.until) break;
    const interest = cents(balance * r);
    // An amortising loan's last payment is what is left of it: the balance ends at zero, not at
    // the cents the rounded payments overshoot.
    const owed =
      terms.amortMonths === null ? payment : Math.min(payment, cents(balance + interest));
    const principal = terms.amortMonths === null ? 0 : cents(owed - interest);
    const total = cents(owed + terms.impound + terms.reserve);
    const late = rng.chance(0.08) || month === EVENTS.nsf;
    const received = addDays(due, late ? rng.int(11, 20) : rng.int(-3, 2));
    const regular = {
      reference: reference(rng),
      due_date: due,
      total_amount: total,
      to_interest: interest,
      to_principal: principal,
      to_impound: terms.impound,
      to_reserve: terms.reserve,
    };
    // The same payment taken back (NSF, reversal).
    const returned = {
      ...regular,
      total_amount: -total,
      to_interest: -interest,
      to_principal: -principal,
      to_impound: -terms.impound,
      to_reserve: -terms.reserve,
    };

    if (month === EVENTS.nsf) {
      row({ source_type: 'RegPmt', date_received: addDays(due, 1), ...regular });
      row({
        source_type: 'NSF',
        date_received: addDays(due, 6),
        ...returned,
        notes: 'Returned: insufficient funds',
      });
    }
    if (month === EVENTS.reversal) {
      row({ source_type: 'RegPmt', date_received: received, ...regular });
      row({
        source_type: 'MANR',
        date_received: addDays(received, 2),
        ...returned,
        notes: 'Reversed payment (misapplied)',
      });
      balance = cents(balance - principal);
      row({
        source_type: 'MAN',
        date_received: addDays(received, 2),
        ...regular,
        notes: 'Manual payment',
      });
    } else if (month === EVENTS.advance) {
      balance = cents(balance - principal);
      row({
        source_type: 'PMT ADV',
        date_received: addDays(due, -10),
        ...regular,
        notes: 'Payment advance',
      });
    } else {
      balance = cents(balance - principal);
      row({ source_type: 'RegPmt', date_received: received, ...regular });
    }

    if (late) {
      const charge = cents(payment * 0.05);
      row({
        source_type: 'LateCh',
        date_received: addDays(due, 11),
        due_date: due,
        total_amount: charge,
        late_charge: charge,
        to_late_charge: charge,
      });
      if (rng.chance(0.35) || month === EVENTS.nsf) {
        row({
          source_type: 'Adj-LC',
          date_received: addDays(due, 15),
          due_date: due,
          total_amount: -charge,
          late_charge: -charge,
          to_late_charge: -charge,
          notes: 'Late charge waived',
        });
      }
    }
    if (month === EVENTS.oth) {
      const fee = cents(terms.amount * 0.005);
      row({
        source_type: 'Oth',
        date_received: addDays(due, 5),
        reference: reference(rng),
        total_amount: fee,
        to_other_payments: fee,
        notes: 'Extension fee',
      });
    }
    if (month === EVENTS.suspense) {
      const amount = cents(rng.int(150, 900));
      row({
        source_type: 'WC',
        date_received: addDays(due, 4),
        reference: reference(rng),
        total_amount: amount,
        to_other_payments: amount,
        notes: 'Suspense reserves',
      });
    }
    if (month % 12 === 0) {
      row({
        source_type: 'FinChg',
        date_received: due,
        due_date: due,
        total_amount: 0,
        to_charges_principal: 0,
        notes: 'Finance charge accrual',
      });
      if (terms.impound > 0) {
        const paid = cents(terms.impound * 12 * 0.95);
        row({
          source_type: 'DIS',
          date_received: addDays(due, 20),
          total_amount: -paid,
          to_impound: -paid,
          notes: 'Tax and insurance disbursement',
        });
      }
    }
    // Paid off: no more payments fall due.
    if (terms.amortMonths !== null && balance <= 0) break;
  }
  return rows;
}

/** The balance after the last entry (the loan's current principal balance). */
export const lastBalance = (rows: readonly PaymentRow[], fallback: number): number =>
  rows.length > 0 ? (rows[rows.length - 1]?.loan_balance ?? fallback) : fallback;
