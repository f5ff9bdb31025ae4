// The pure rules of the session guard (spec §4). The shell's guard component wires them to
// events and timers; nothing here touches React, storage or the clock.
import { getRuntimeConfig, type SessionTimers } from '@lender/shared';

/** The countdown turns red and bold at this many seconds or fewer (spec §9). */
const COUNTDOWN_WARNING_SECONDS = 30;

const MINUTE_MS = 60_000;

export interface GuardState {
  accountType: string | null;
  /** Epoch ms of the session start (reset on each renewal). */
  sessionStart: number | null;
}

const timersOrDefault = (timers?: SessionTimers): SessionTimers =>
  timers ?? getRuntimeConfig().session;

/** On a (debounced) user action: log out when no account type is stored or the session is older than the idle timeout. */
export const shouldLogoutOnAction = (
  now: number,
  state: GuardState,
  timers?: SessionTimers,
): boolean => {
  if (!state.accountType) return true;
  if (state.sessionStart === null) return false;
  return now - state.sessionStart > timersOrDefault(timers).idleTimeoutMinutes * MINUTE_MS;
};

/** On a user action that does not log out: renew the token when the session is older than the action interval. */
export const shouldRenewOnAction = (
  now: number,
  state: GuardState,
  timers?: SessionTimers,
): boolean => {
  if (state.sessionStart === null || shouldLogoutOnAction(now, state, timers)) return false;
  return now - state.sessionStart > timersOrDefault(timers).actionIntervalMinutes * MINUTE_MS;
};

/** No action since `lastActivityAt` for the idle timeout: open the Session Expiring modal. */
export const isIdle = (now: number, lastActivityAt: number, timers?: SessionTimers): boolean =>
  now - lastActivityAt >= timersOrDefault(timers).idleTimeoutMinutes * MINUTE_MS;

/** Milliseconds until the idle modal should open. */
export const msUntilIdle = (now: number, lastActivityAt: number, timers?: SessionTimers): number =>
  Math.max(0, lastActivityAt + timersOrDefault(timers).idleTimeoutMinutes * MINUTE_MS - now);

/** The modal's countdown is over (also true for a stored idle start older than the modal timer). */
export const modalExpired = (
  now: number,
  idleTimeoutStart: number | null,
  timers?: SessionTimers,
): boolean =>
  idleTimeoutStart !== null &&
  now - idleTimeoutStart >= timersOrDefault(timers).modalTimerMinutes * MINUTE_MS;

/** Whole seconds left on the modal countdown (0 when over or not started). */
export const modalSecondsRemaining = (
  now: number,
  idleTimeoutStart: number | null,
  timers?: SessionTimers,
): number => {
  if (idleTimeoutStart === null) return 0;
  const end = idleTimeoutStart + timersOrDefault(timers).modalTimerMinutes * MINUTE_MS;
  return Math.max(0, Math.ceil((end - now) / 1000));
};

/** 125 → '2:05'. */
export const formatCountdown = (seconds: number): string => {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

/** The countdown shows red and bold at 30 seconds or less. */
export const isCountdownWarning = (seconds: number): boolean =>
  seconds <= COUNTDOWN_WARNING_SECONDS;

/** Mouse moves within the first `mouseIgnoreMs` after listening starts are not user actions. */
export const shouldIgnoreMouseMove = (
  now: number,
  listeningSince: number,
  timers?: SessionTimers,
): boolean => now - listeningSince < timersOrDefault(timers).mouseIgnoreMs;
