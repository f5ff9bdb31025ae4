import {
  clampGoodThroughDate,
  formatIsoDate,
  inspectionEndDate,
  maxGoodThroughDate,
  previousBusinessDay,
  toLocalDate,
} from './dates';

const iso = (date: Date | null) => (date ? formatIsoDate(date) : null);

describe('inspectionEndDate', () => {
  it.each([
    ['2024-05-06', '2024-05-08'], // Mon → Wed
    ['2024-05-08', '2024-05-10'], // Wed → Fri
    ['2024-05-09', '2024-05-13'], // Thu → Sat → Mon
    ['2024-05-10', '2024-05-13'], // Fri → Sun → Mon
    ['2024-05-11', '2024-05-13'], // Sat → Mon
    ['2024-12-30', '2025-01-01'], // across the year
  ])('%s → %s', (start, end) => expect(iso(inspectionEndDate(start))).toBe(end));

  it('accepts a Date and rejects bad input', () => {
    expect(iso(inspectionEndDate(new Date(2024, 4, 9, 15, 30)))).toBe('2024-05-13');
    expect(inspectionEndDate('2024-02-30')).toBeNull();
    expect(inspectionEndDate('soon')).toBeNull();
  });
});

describe('previousBusinessDay', () => {
  it.each([
    ['2024-05-07', '2024-05-06'], // Tue → Mon
    ['2024-05-06', '2024-05-03'], // Mon → Fri
    ['2024-05-05', '2024-05-03'], // Sun → Fri
    ['2024-05-04', '2024-05-03'], // Sat → Fri
  ])('%s → %s', (day, expected) =>
    expect(iso(previousBusinessDay(toLocalDate(day) as Date))).toBe(expected),
  );
});

describe('payoff good-through', () => {
  const today = new Date(2024, 0, 15);
  it('is at most 30 days out', () => {
    expect(iso(maxGoodThroughDate(today))).toBe('2024-02-14');
    expect(iso(clampGoodThroughDate('2024-03-01', today))).toBe('2024-02-14');
    expect(iso(clampGoodThroughDate('2024-01-20', today))).toBe('2024-01-20');
    expect(clampGoodThroughDate('', today)).toBeNull();
  });
});
