// Spec §9: table data appears after about 0.9 s (in process) and 1.1 s (funded). We read that as
// a minimum display time of the loading state, not an added wait: a slower answer shows at once.
import { useEffect, useState } from 'react';
import { msSincePageEntered } from '@lender/shared';

export const IN_PROCESS_TABLE_DELAY_MS = 900;
export const FUNDED_TABLE_DELAY_MS = 1100;

/**
 * False until `minimumMs` have passed since the user asked for the page (a failure waits too, so
 * an error does not flash before the loading state has been seen).
 */
export function useMinimumLoading(minimumMs: number): boolean {
  const [over, setOver] = useState(() => minimumMs - msSincePageEntered() <= 0);
  useEffect(() => {
    if (over) return undefined;
    const timer = setTimeout(() => setOver(true), minimumMs - msSincePageEntered());
    return () => clearTimeout(timer);
  }, [over, minimumMs]);
  return over;
}
