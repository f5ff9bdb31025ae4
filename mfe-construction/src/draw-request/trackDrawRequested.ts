// The tracking event after a successful draw request (spec §7 "A tracking event is sent after a
// successful draw submit"), announced like the shell's page views (lender:pageview): a window
// event for whatever analytics tag the deployment installs; nothing when tracking is off.
export const TRACK_EVENT = 'lender:track';

interface TrackedEvent {
  name: 'draw_requested';
  dealId: string;
}

export function trackDrawRequested(
  dealId: string,
  enabled: boolean,
  target: EventTarget = window,
): boolean {
  if (!enabled) return false;
  target.dispatchEvent(
    new CustomEvent<TrackedEvent>(TRACK_EVENT, { detail: { name: 'draw_requested', dealId } }),
  );
  return true;
}
