import { isListedEntry, paymentTypeLabel } from './paymentTypes';

describe('payment type labels (spec §9)', () => {
  it('labels every mapped code, one label each', () => {
    const codes = ['RegPmt', 'Oth', 'PMT ADV', 'LateCh', 'Adj-LC', 'NSF', 'MANR', 'MAN', 'WC'];
    const labels = codes.map(paymentTypeLabel);
    expect(labels).toEqual([
      'Regular Payment',
      'Regular Payment – IR',
      'Payment Advance',
      'Late Charge',
      'Late Charge (Waived)',
      'Insufficient Funds',
      'Reversed Payment',
      'Manual Payment',
      'Suspense Reserves',
    ]);
    expect(new Set(labels).size).toBe(codes.length);
  });

  it('shows an unknown code as the code itself', () => {
    expect(paymentTypeLabel('ESCADJ')).toBe('ESCADJ');
    expect(paymentTypeLabel(' RegPmt ')).toBe('Regular Payment');
  });

  it('never lists FinChg, Fundin, BEG or DIS', () => {
    for (const code of ['FinChg', 'Fundin', 'BEG', 'DIS'])
      expect(isListedEntry({ Source_Type: code })).toBe(false);
    for (const code of ['RegPmt', 'WC', 'ESCADJ'])
      expect(isListedEntry({ Source_Type: code })).toBe(true);
  });
});
