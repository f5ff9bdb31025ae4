// The inspection start the modal offers (the date input's min and max): from today to a year out,
// the window the server accepts (it allows a day back for time zones). The end date is the
// contracts' inspectionEndDate.
import { DRAW_MESSAGES, addIsoDays, isIsoDate, toIsoDate } from '@lender/contracts';

const INSPECTION_DAYS_AHEAD = 365;

export const inspectionStartRange = (today: Date = new Date()): { min: string; max: string } => {
  const min = toIsoDate(today);
  return { min, max: addIsoDays(min, INSPECTION_DAYS_AHEAD) };
};

/** The start's message, or null (the schema then checks the format and the end). */
export const inspectionStartError = (start: string, today: Date = new Date()): string | null => {
  if (!isIsoDate(start)) return DRAW_MESSAGES.inspectionStart;
  const { min, max } = inspectionStartRange(today);
  return start < min || start > max ? DRAW_MESSAGES.inspectionStartRange : null;
};
