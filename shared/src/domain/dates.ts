// Calendar rules on local dates: inspection window, business days, payoff good-through limit.
import { INSPECTION_WINDOW_DAYS, PAYOFF_GOOD_THROUGH_MAX_DAYS } from '../config/constants';

/** 'YYYY-MM-DD' → local midnight Date; a Date is copied to its local midnight. Invalid → null. */
export const toLocalDate = (value: Date | string): Date | null => {
  if (value instanceof Date) {
    return Number.isNaN(value.getTime())
      ? null
      : new Date(value.getFullYear(), value.getMonth(), value.getDate());
  }
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim());
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(y, m - 1, d);
  return date.getFullYear() === y && date.getMonth() === m - 1 && date.getDate() === d
    ? date
    : null;
};

/** Local date → 'YYYY-MM-DD'. */
export const formatIsoDate = (date: Date): string =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

export const addDays = (date: Date, days: number): Date =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);

export const isWeekend = (date: Date): boolean => date.getDay() === 0 || date.getDay() === 6;

/** Inspection end: start + 2 days; a Saturday or Sunday result moves to the following Monday. */
export const inspectionEndDate = (start: Date | string): Date | null => {
  const startDate = toLocalDate(start);
  if (!startDate) return null;
  const end = addDays(startDate, INSPECTION_WINDOW_DAYS);
  if (end.getDay() === 6) return addDays(end, 2);
  if (end.getDay() === 0) return addDays(end, 1);
  return end;
};

/** The business day before `date` (weekends skipped): Monday → Friday, Sunday → Friday. */
export const previousBusinessDay = (date: Date = new Date()): Date => {
  let day = addDays(toLocalDate(date) ?? new Date(), -1);
  while (isWeekend(day)) day = addDays(day, -1);
  return day;
};

/** The latest good-through date a payoff request may ask for (today + 30 days). */
export const maxGoodThroughDate = (today: Date = new Date()): Date =>
  addDays(toLocalDate(today) ?? new Date(), PAYOFF_GOOD_THROUGH_MAX_DAYS);

/** A good-through date beyond the limit becomes the limit (spec §5). */
export const clampGoodThroughDate = (
  value: Date | string,
  today: Date = new Date(),
): Date | null => {
  const date = toLocalDate(value);
  if (!date) return null;
  const max = maxGoodThroughDate(today);
  return date > max ? max : date;
};
