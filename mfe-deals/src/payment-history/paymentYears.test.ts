import { accountEntry } from '../test-utils/accountHistory';
import { entryCount, NO_DATE_YEAR, paymentYears } from './paymentYears';

describe('paymentYears', () => {
  it('groups listed entries by applied year, newest year and entry first', () => {
    const years = paymentYears([
      accountEntry({ Reference: 'a', Date_Received: '2024-02-03' }),
      accountEntry({ Reference: 'b', Date_Received: '2025-01-05' }),
      accountEntry({ Reference: 'c', Date_Received: '2024-11-04' }),
      accountEntry({ Reference: 'd', Date_Received: '2023-12-30' }),
    ]);
    expect(years.map((y) => [y.year, y.entries.map((e) => e.Reference)])).toEqual([
      ['2025', ['b']],
      ['2024', ['c', 'a']],
      ['2023', ['d']],
    ]);
  });

  it('leaves hidden types out of the groups and their counts', () => {
    const years = paymentYears([
      accountEntry({ Reference: 'p', Date_Received: '2025-03-01' }),
      accountEntry({ Reference: 'f', Source_Type: 'FinChg', Date_Received: '2025-03-01' }),
      accountEntry({ Reference: 'b', Source_Type: 'BEG', Date_Received: '2024-03-01' }),
      accountEntry({ Reference: 'u', Source_Type: 'Fundin', Date_Received: '2024-03-01' }),
      accountEntry({ Reference: 'd', Source_Type: 'DIS', Date_Received: '2024-03-21' }),
    ]);
    expect(years).toHaveLength(1);
    expect(years[0]?.entries.map((e) => e.Reference)).toEqual(['p']);
  });

  it('puts entries without an applied date last', () => {
    const years = paymentYears([
      accountEntry({ Reference: 'n', Date_Received: null }),
      accountEntry({ Reference: 'a', Date_Received: '2020-01-01' }),
    ]);
    expect(years.map((y) => y.year)).toEqual(['2020', NO_DATE_YEAR]);
  });

  it('is empty without listed entries', () => {
    expect(paymentYears([])).toEqual([]);
    expect(paymentYears([accountEntry({ Source_Type: 'BEG' })])).toEqual([]);
  });

  it('counts entries', () => {
    expect(entryCount(1)).toBe('1 transaction');
    expect(entryCount(12)).toBe('12 transactions');
  });
});
