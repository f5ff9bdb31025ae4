// Calendar helpers on 'YYYY-MM-DD' strings (UTC, no time zone surprises).
export const isoDate = (date: Date): string => date.toISOString().slice(0, 10);

const parseIso = (value: string): Date => new Date(`${value}T00:00:00Z`);

export function addMonths(value: string, months: number, day?: number): string {
  const date = parseIso(value);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day ?? date.getUTCDate(), lastDay));
  return isoDate(target);
}

export function addDays(value: string, days: number): string {
  const date = parseIso(value);
  date.setUTCDate(date.getUTCDate() + days);
  return isoDate(date);
}

/** First day of the month of `date`. */
export const monthStart = (date: Date): string =>
  isoDate(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1)));
