// The history is ordered without ICU's collation (its first use costs a phone tens of
// milliseconds): the same order localeCompare gives for the answer's ISO dates, none of its calls.
import { accountEntry } from '../test-utils/accountHistory';
import { balanceSeries } from './balanceSeries';
import { paymentYears } from './paymentYears';
import { compareText } from './textOrder';

const dates = [
  '2026-11-01',
  '2020-03-15',
  '2026-01-31',
  '2026-11-01T09:30:00',
  '2019-12-31',
  '2026-1-5',
  '',
];

it('orders ISO dates as localeCompare does', () => {
  expect([...dates].sort(compareText)).toEqual([...dates].sort((a, b) => a.localeCompare(b)));
});

it('groups and charts a history without calling localeCompare', () => {
  const collated = jest.spyOn(String.prototype, 'localeCompare');
  try {
    const entries = dates.map((date, index) =>
      accountEntry({
        Reference: `e${index}`,
        Date_Received: date || null,
        Loan_Balance: 1000 - index,
      }),
    );
    expect(paymentYears(entries).map((year) => year.year)).toEqual([
      '2026',
      '2020',
      '2019',
      'No date',
    ]);
    expect(paymentYears(entries)[0]?.entries.map((entry) => entry.Date_Received)).toEqual([
      '2026-11-01T09:30:00',
      '2026-11-01',
      '2026-1-5',
      '2026-01-31',
    ]);
    expect(balanceSeries(entries).map((point) => point.month)).toEqual([
      '2019-12',
      '2020-03',
      '2026-01',
      '2026-11',
    ]);
    expect(collated).not.toHaveBeenCalled();
  } finally {
    collated.mockRestore();
  }
});
