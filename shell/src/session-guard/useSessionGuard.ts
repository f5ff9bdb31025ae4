import { useCallback, useEffect, useRef, useState } from 'react';
import {
  readPersistedSession,
  renewSession,
  signOut,
  useRuntimeConfig,
  useSession,
} from '@lender/shared';
import { syncActivity, type ActivitySync } from './activitySync';
import {
  modalExpired,
  modalSecondsRemaining,
  msUntilIdle,
  shouldIgnoreMouseMove,
  shouldLogoutOnAction,
  shouldRenewOnAction,
} from './sessionGuardRules';

const ACTIVITY_EVENTS = [
  'mousemove',
  'mousedown',
  'keydown',
  'scroll',
  'touchstart',
  'wheel',
] as const;

export interface SessionGuardState {
  open: boolean;
  secondsLeft: number;
  renewFailed: boolean;
  renewing: boolean;
  continueSession: () => void;
}

/**
 * The session guard of spec §4: after the idle timeout without user action the Session Expiring
 * modal counts down and then logs out; user actions renew the token once the session is older
 * than the action interval, or log out when no account type is stored or the session is too old.
 */
export function useSessionGuard(): SessionGuardState {
  const timers = useRuntimeConfig().session;
  const idleTimeoutStart = useSession((state) => state.idleTimeoutStart);
  const [now, setNow] = useState(() => Date.now());
  const [renewFailed, setRenewFailed] = useState(false);
  const [renewing, setRenewing] = useState(false);
  const [mountedAt] = useState(() => Date.now());
  const lastActivity = useRef(mountedAt);
  const activity = useRef<ActivitySync | null>(null);
  const open = idleTimeoutStart !== null;

  const expire = useCallback(() => {
    const session = useSession.getState();
    session.setSessionStart(null);
    signOut({ inactivity: true });
  }, []);

  // On mount: start the session clock if none is stored; a stored, stale idle start logs out.
  useEffect(() => {
    const session = useSession.getState();
    const now = Date.now();
    if (session.sessionStart === null) session.setSessionStart(now);
    // Back after a long absence (tab closed, machine asleep): any action later than the action
    // interval would have renewed (and moved sessionStart), so past interval + idle + modal the
    // session has certainly ended.
    const longestLife =
      timers.actionIntervalMinutes + timers.idleTimeoutMinutes + timers.modalTimerMinutes;
    const absentTooLong =
      session.sessionStart !== null && now - session.sessionStart >= longestLife * 60_000;
    if (absentTooLong || modalExpired(now, session.idleTimeoutStart, timers)) expire();
  }, [expire, timers]);

  // Activity in another tab of the portal counts as activity here.
  useEffect(() => {
    activity.current = syncActivity((at) => {
      lastActivity.current = Math.max(lastActivity.current, at);
    });
    return () => {
      activity.current?.close();
      activity.current = null;
    };
  }, []);

  // Idle: open the modal (store idleTimeoutStart) once no action came for the idle timeout.
  useEffect(() => {
    if (open) return;
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(
        () => {
          const wait = msUntilIdle(Date.now(), lastActivity.current, timers);
          if (wait > 0) return schedule();
          useSession.getState().setIdleTimeoutStart(Date.now());
        },
        msUntilIdle(Date.now(), lastActivity.current, timers),
      );
    };
    schedule();
    return () => clearTimeout(timer);
  }, [open, timers]);

  // User actions (debounced) while no modal shows.
  useEffect(() => {
    if (open) return;
    const listeningSince = Date.now();
    let debounce: ReturnType<typeof setTimeout> | undefined;
    const onAction = (event: Event) => {
      if (event.type === 'mousemove' && shouldIgnoreMouseMove(Date.now(), listeningSince, timers))
        return;
      lastActivity.current = Date.now();
      clearTimeout(debounce);
      debounce = setTimeout(() => {
        // §4 asks what is stored: an account type removed from storage in this tab (where no
        // storage event tells the store) ends the session on the next action, not the next load.
        const session = {
          ...useSession.getState(),
          accountType: readPersistedSession().accountType,
        };
        const at = Date.now();
        activity.current?.announce(lastActivity.current);
        if (shouldLogoutOnAction(at, session, timers)) signOut();
        else if (shouldRenewOnAction(at, session, timers)) void renewSession();
      }, timers.actionDebounceMs);
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onAction, { passive: true });
    return () => {
      clearTimeout(debounce);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onAction);
    };
  }, [open, timers]);

  // The countdown: each second; at zero the user is logged out for inactivity.
  useEffect(() => {
    if (!open) return;
    const tick = () => {
      const at = Date.now();
      setNow(at);
      if (modalExpired(at, useSession.getState().idleTimeoutStart, timers)) expire();
    };
    tick();
    const interval = setInterval(tick, 1000);
    return () => clearInterval(interval);
  }, [open, expire, timers]);

  const continueSession = useCallback(() => {
    setRenewing(true);
    void renewSession().then((ok) => {
      setRenewing(false);
      setRenewFailed(!ok);
      if (ok) {
        lastActivity.current = Date.now();
        useSession.getState().setIdleTimeoutStart(null);
      }
    });
  }, []);

  return {
    open,
    secondsLeft: modalSecondsRemaining(now, idleTimeoutStart, timers),
    renewFailed,
    renewing,
    continueSession,
  };
}
