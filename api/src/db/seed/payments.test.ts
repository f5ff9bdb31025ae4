import { generatePaymentHistory, lastBalance, monthlyPayment, type LoanTerms } from './payments';
import { createRng } from './prng';

const terms: LoanTerms = {
  dealId: 'D1',
  amount: 300000,
  rate: 7.5,
  amortMonths: 360,
  fundedOn: '2019-06-15',
  until: '2026-01-01',
  impound: 450,
  reserve: 100,
};

describe('generatePaymentHistory', () => {
  it('is deterministic', () => {
    expect(generatePaymentHistory(terms, createRng(7))).toEqual(
      generatePaymentHistory(terms, createRng(7)),
    );
  });

  it('covers every mapped and hidden Source_Type over 6+ years', () => {
    const rows = generatePaymentHistory(terms, createRng(7));
    const types = new Set(rows.map((row) => row.source_type));
    for (const type of [
      'RegPmt',
      'Oth',
      'Adj-LC',
      'PMT ADV',
      'LateCh',
      'NSF',
      'MANR',
      'MAN',
      'WC',
      'FinChg',
      'Fundin',
      'BEG',
      'DIS',
    ]) {
      expect(types).toContain(type);
    }
    const years = new Set(rows.map((row) => String(row.date_received).slice(0, 4)));
    expect(years.size).toBeGreaterThanOrEqual(7);
    expect(rows.every((row) => String(row.date_received) < '2026-02-01')).toBe(true);
  });

  it('amortises the balance', () => {
    const rows = generatePaymentHistory(terms, createRng(7));
    const end = lastBalance(rows, terms.amount);
    expect(end).toBeLessThan(terms.amount);
    expect(end).toBeGreaterThan(terms.amount * 0.8);
    expect(monthlyPayment(terms)).toBeCloseTo(2097.64, 2);
  });

  it('keeps interest-only balances flat', () => {
    const rows = generatePaymentHistory(
      { ...terms, amortMonths: null, impound: 0, reserve: 0, until: '2020-06-01' },
      createRng(1),
    );
    expect(lastBalance(rows, 0)).toBe(300000);
    expect(rows.some((row) => row.source_type === 'DIS')).toBe(false);
  });

  it('pays an amortising loan off to the cent and then stops', () => {
    const rows = generatePaymentHistory(
      { ...terms, fundedOn: '1990-03-15', until: '2026-01-01' },
      createRng(3),
    );
    const balances = rows.map((row) => Number(row.loan_balance));
    expect(Math.min(...balances)).toBe(0);
    expect(lastBalance(rows, terms.amount)).toBe(0);
    const payments = rows.filter((row) => row.source_type === 'RegPmt');
    const last = payments[payments.length - 1];
    // The last one is what was left, below the scheduled payment; none falls due after it.
    expect(Number(last?.to_principal) + Number(last?.to_interest)).toBeLessThan(
      monthlyPayment(terms),
    );
    expect(last?.loan_balance).toBe(0);
    expect(rows.every((row) => String(row.due_date ?? '') <= String(last?.due_date))).toBe(true);
  });
});
