import { isoDate, previousBusinessDay } from './previousBusinessDay';

/** A local date from YYYY-MM-DD, at a given hour. */
const day = (iso: string, hour = 9) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d, hour);
};
const previous = (iso: string, hour?: number) => isoDate(previousBusinessDay(day(iso, hour)));

describe('previousBusinessDay', () => {
  it('is the day before from Tuesday to Friday', () => {
    expect(previous('2025-07-08')).toBe('2025-07-07'); // Tuesday → Monday
    expect(previous('2025-07-09')).toBe('2025-07-08');
    expect(previous('2025-07-10')).toBe('2025-07-09');
    expect(previous('2025-07-11')).toBe('2025-07-10'); // Friday → Thursday
  });

  it('skips the weekend: Saturday, Sunday and Monday give the Friday before', () => {
    expect(previous('2025-07-12')).toBe('2025-07-11');
    expect(previous('2025-07-13')).toBe('2025-07-11');
    expect(previous('2025-07-14')).toBe('2025-07-11');
  });

  it('crosses months and years', () => {
    expect(previous('2025-09-01')).toBe('2025-08-29'); // Monday 1 September
    expect(previous('2024-01-01')).toBe('2023-12-29'); // Monday, New Year's Day
    expect(previous('2024-03-01')).toBe('2024-02-29'); // leap year
  });

  it('counts from the calendar date whatever the hour, and leaves its input alone', () => {
    const late = day('2025-07-14', 23);
    expect(isoDate(previousBusinessDay(late))).toBe('2025-07-11');
    expect(previous('2025-07-14', 0)).toBe('2025-07-11');
    expect(isoDate(late)).toBe('2025-07-14');
  });
});
