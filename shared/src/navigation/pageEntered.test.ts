import { markPageEntered, msSincePageEntered } from './pageEntered';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('counts from the last address change', () => {
  markPageEntered();
  jest.advanceTimersByTime(300);
  expect(msSincePageEntered()).toBe(300);
  markPageEntered();
  jest.advanceTimersByTime(50);
  expect(msSincePageEntered()).toBe(50);
});
