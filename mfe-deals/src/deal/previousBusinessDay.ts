// Balances are shown as of the previous business day (spec §9): weekends are skipped; holidays
// are not known to the portal.

const SUNDAY = 0;
const SATURDAY = 6;

/** The business day before `today` (a calendar date in local time): Monday → the Friday before. */
export const previousBusinessDay = (today: Date): Date => {
  const day = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  do {
    day.setDate(day.getDate() - 1);
  } while (day.getDay() === SUNDAY || day.getDay() === SATURDAY);
  return day;
};

/** A local calendar date as YYYY-MM-DD (for `formatDate`). */
export const isoDate = (date: Date): string =>
  [
    String(date.getFullYear()).padStart(4, '0'),
    String(date.getMonth() + 1).padStart(2, '0'),
    String(date.getDate()).padStart(2, '0'),
  ].join('-');
