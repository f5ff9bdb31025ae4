import { defaultSessionTimers } from '@lender/shared';
import {
  formatCountdown,
  isCountdownWarning,
  isIdle,
  modalExpired,
  modalSecondsRemaining,
  msUntilIdle,
  shouldIgnoreMouseMove,
  shouldLogoutOnAction,
  shouldRenewOnAction,
} from './sessionGuardRules';

const MIN = 60_000;
const timers = defaultSessionTimers;
const start = 1_000_000;
const session = { accountType: 'CustomerAccount', sessionStart: start };

describe('on user action', () => {
  it('logs out without an account type', () => {
    expect(shouldLogoutOnAction(start, { accountType: null, sessionStart: start }, timers)).toBe(
      true,
    );
  });

  it('logs out once the session is older than the idle timeout (20 min)', () => {
    expect(shouldLogoutOnAction(start + 20 * MIN, session, timers)).toBe(false);
    expect(shouldLogoutOnAction(start + 20 * MIN + 1, session, timers)).toBe(true);
  });

  it('renews once older than the action interval (10 min), unless logging out', () => {
    expect(shouldRenewOnAction(start + 10 * MIN, session, timers)).toBe(false);
    expect(shouldRenewOnAction(start + 10 * MIN + 1, session, timers)).toBe(true);
    expect(shouldRenewOnAction(start + 21 * MIN, session, timers)).toBe(false);
  });

  it('does nothing without a session start', () => {
    const noStart = { accountType: 'CustomerAccount', sessionStart: null };
    expect(shouldLogoutOnAction(start, noStart, timers)).toBe(false);
    expect(shouldRenewOnAction(start, noStart, timers)).toBe(false);
  });

  it('uses the runtime config timers by default', () => {
    expect(shouldLogoutOnAction(start + 21 * MIN, session)).toBe(true);
  });

  it('honours short timers (e2e)', () => {
    const short = { ...timers, idleTimeoutMinutes: 0.05, actionIntervalMinutes: 0.02 };
    expect(shouldRenewOnAction(start + 2000, session, short)).toBe(true);
    expect(shouldLogoutOnAction(start + 4000, session, short)).toBe(true);
  });
});

describe('idle and modal', () => {
  it('is idle after the idle timeout of inactivity', () => {
    expect(isIdle(start + 20 * MIN - 1, start, timers)).toBe(false);
    expect(isIdle(start + 20 * MIN, start, timers)).toBe(true);
    expect(msUntilIdle(start + 19 * MIN, start, timers)).toBe(MIN);
    expect(msUntilIdle(start + 30 * MIN, start, timers)).toBe(0);
  });

  it('the modal expires after the modal timer (2 min), also for a stale stored start', () => {
    expect(modalExpired(start, null, timers)).toBe(false);
    expect(modalExpired(start + 2 * MIN - 1, start, timers)).toBe(false);
    expect(modalExpired(start + 2 * MIN, start, timers)).toBe(true);
  });

  it('counts down whole seconds', () => {
    expect(modalSecondsRemaining(start, start, timers)).toBe(120);
    expect(modalSecondsRemaining(start + 500, start, timers)).toBe(120);
    expect(modalSecondsRemaining(start + 1000, start, timers)).toBe(119);
    expect(modalSecondsRemaining(start + 3 * MIN, start, timers)).toBe(0);
    expect(modalSecondsRemaining(start, null, timers)).toBe(0);
  });

  it('ignores mouse moves in the first 200 ms', () => {
    expect(shouldIgnoreMouseMove(start + 199, start, timers)).toBe(true);
    expect(shouldIgnoreMouseMove(start + 200, start, timers)).toBe(false);
  });
});

describe('countdown display', () => {
  it.each([
    [120, '2:00'],
    [119, '1:59'],
    [65, '1:05'],
    [9, '0:09'],
    [0, '0:00'],
    [-3, '0:00'],
  ])('%i s → %s', (seconds, text) => expect(formatCountdown(seconds)).toBe(text));

  it('warns at 30 seconds or less', () => {
    expect(isCountdownWarning(31)).toBe(false);
    expect(isCountdownWarning(30)).toBe(true);
    expect(isCountdownWarning(0)).toBe(true);
  });
});
