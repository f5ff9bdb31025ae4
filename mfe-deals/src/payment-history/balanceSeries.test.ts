import { accountEntry } from '../test-utils/accountHistory';
import { balanceSeries, formatMonth } from './balanceSeries';

describe('balanceSeries', () => {
  it('keeps the balance after the last entry of each month, oldest month first', () => {
    const series = balanceSeries([
      accountEntry({ Date_Received: '2025-02-20', Loan_Balance: 900 }),
      accountEntry({ Date_Received: '2025-02-03', Loan_Balance: 950 }),
      accountEntry({ Date_Received: '2025-01-03', Loan_Balance: 1000 }),
      accountEntry({ Source_Type: 'Fundin', Date_Received: '2024-12-15', Loan_Balance: 1000 }),
    ]);
    expect(series).toEqual([
      { month: '2024-12', balance: 1000 },
      { month: '2025-01', balance: 1000 },
      { month: '2025-02', balance: 900 },
    ]);
  });

  it('takes the first of same-day entries (the answer is newest first)', () => {
    const series = balanceSeries([
      accountEntry({ Date_Received: '2025-03-05', Loan_Balance: 700 }),
      accountEntry({ Date_Received: '2025-03-05', Loan_Balance: 750 }),
    ]);
    expect(series).toEqual([{ month: '2025-03', balance: 700 }]);
  });

  it('skips entries without a date or a balance', () => {
    expect(
      balanceSeries([
        accountEntry({ Date_Received: null }),
        accountEntry({ Date_Received: '2025-01-01', Loan_Balance: null }),
      ]),
    ).toEqual([]);
  });

  it('formats a month', () => {
    expect(formatMonth('2025-07')).toBe('07/2025');
  });
});
