// Loads one dashboard table's deals; `reload` (the refresh link) loads them again.
import { useCallback } from 'react';
import { msSincePageEntered, useLoad, type Loadable } from '@lender/shared';
import type { DealListItem } from '@lender/contracts';
import { withMinimumDelay } from './minimumDelay';

export type DealList = Loadable<DealListItem[]>;

/**
 * The loading state shows until `minimumDelayMs` after the user asked for the page (spec §9's 0.9 s
 * and 1.1 s), so a page that took a while to arrive adds no wait of its own. `load` must be stable
 * (useCallback): a new function loads again.
 */
export const useDealList = (
  load: () => Promise<DealListItem[]>,
  minimumDelayMs: number,
): DealList => {
  const delayedLoad = useCallback(
    () => withMinimumDelay(load, minimumDelayMs - msSincePageEntered()),
    [load, minimumDelayMs],
  );
  return useLoad(delayedLoad);
};
