import { groupPaymentsByYear, isHiddenPayment, paymentSourceLabel } from './paymentLabels';

describe('paymentSourceLabel', () => {
  it.each([
    ['RegPmt', 'Regular Payment'],
    ['WC', 'Regular Payment'],
    ['MAN', 'Regular Payment – IR'],
    ['MANR', 'Reversed Payment'],
    ['Oth', 'Suspense Reserves'],
    ['Adj-LC', 'Late Charge (Waived)'],
    ['LateCh', 'Late Charge'],
    ['PMT ADV', 'Payment Advance'],
    ['NSF', 'Insufficient Funds'],
    ['XYZ', 'XYZ'],
  ])('%s → %s', (code, label) => expect(paymentSourceLabel(code)).toBe(label));

  it.each(['FinChg', 'Fundin', 'BEG', 'DIS'])('%s is hidden', (code) =>
    expect(isHiddenPayment(code)).toBe(true),
  );
  it('regular payments are not hidden', () => expect(isHiddenPayment('RegPmt')).toBe(false));
});

describe('groupPaymentsByYear', () => {
  const entry = (Source_Type: string, Date_Received: string) => ({ Source_Type, Date_Received });

  it('groups visible entries by year, newest first, with counts', () => {
    const groups = groupPaymentsByYear([
      entry('RegPmt', '2023-02-01'),
      entry('BEG', '2024-01-01'),
      entry('RegPmt', '2024-03-01'),
      entry('LateCh', '2024-03-15'),
    ]);
    expect(groups.map((g) => [g.year, g.count])).toEqual([
      [2024, 2],
      [2023, 1],
    ]);
    expect(groups[0]?.entries[0]?.Date_Received).toBe('2024-03-15');
  });

  it('expands the first five years only', () => {
    const entries = [2018, 2019, 2020, 2021, 2022, 2023, 2024].map((y) =>
      entry('RegPmt', `${y}-06-01`),
    );
    const groups = groupPaymentsByYear(entries);
    expect(groups.map((g) => g.expanded)).toEqual([true, true, true, true, true, false, false]);
  });
});
