import { DRAW_MESSAGES } from '@lender/contracts';
import { inspectionStartError, inspectionStartRange } from './inspectionWindow';

const today = new Date(2026, 2, 16, 9); // Monday 16 March 2026, local time

it('offers today to a year out', () => {
  expect(inspectionStartRange(today)).toEqual({ min: '2026-03-16', max: '2027-03-16' });
});

it('needs a date within the window', () => {
  expect(inspectionStartError('', today)).toBe(DRAW_MESSAGES.inspectionStart);
  expect(inspectionStartError('2026-02-30', today)).toBe(DRAW_MESSAGES.inspectionStart);
  expect(inspectionStartError('2026-03-15', today)).toBe(DRAW_MESSAGES.inspectionStartRange);
  expect(inspectionStartError('2027-03-17', today)).toBe(DRAW_MESSAGES.inspectionStartRange);
  expect(inspectionStartError('2026-03-16', today)).toBeNull();
});
