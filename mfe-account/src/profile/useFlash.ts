// A message that shows for a while after an event (e.g. 'SAVED!' for 2 seconds after a save).
import { useCallback, useEffect, useState } from 'react';

/** How long 'SAVED!' shows after a profile save (spec §9). */
export const SAVED_FLASH_MS = 2000;

export const useFlash = (
  durationMs: number,
): { visible: boolean; show: () => void; hide: () => void } => {
  // A new object per show, so showing again restarts the timer.
  const [shownAt, setShownAt] = useState<{ at: number } | null>(null);

  useEffect(() => {
    if (!shownAt) return undefined;
    const timer = setTimeout(() => setShownAt(null), durationMs);
    return () => clearTimeout(timer);
  }, [shownAt, durationMs]);

  const show = useCallback(() => setShownAt({ at: Date.now() }), []);
  const hide = useCallback(() => setShownAt(null), []);
  return { visible: shownAt !== null, show, hide };
};
