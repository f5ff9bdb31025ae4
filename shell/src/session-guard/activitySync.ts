// The portal open in several tabs is one session: user activity in any tab keeps all of them from
// going idle. Tabs tell each other over a BroadcastChannel (nothing is stored).
export const ACTIVITY_CHANNEL = 'lender-portal-activity';

export interface ActivitySync {
  /** Tells the other tabs that the user acted at `at` (epoch ms). */
  announce: (at: number) => void;
  close: () => void;
}

export function syncActivity(onOtherTabActivity: (at: number) => void): ActivitySync {
  if (typeof BroadcastChannel === 'undefined')
    return { announce: () => undefined, close: () => undefined };
  const channel = new BroadcastChannel(ACTIVITY_CHANNEL);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    if (typeof event.data === 'number' && Number.isFinite(event.data))
      onOtherTabActivity(event.data);
  };
  return { announce: (at) => channel.postMessage(at), close: () => channel.close() };
}
