// Loads one dashboard table's deals; `reload` (the refresh link) loads them again.
import { useCallback } from 'react';
import { useLoad, type Loadable } from '@lender/shared';
import type { DealListItem } from '@lender/contracts';
import { withMinimumDelay } from './minimumDelay';

export type DealList = Loadable<DealListItem[]>;

/** `load` must be stable (useCallback): a new function loads again. */
export const useDealList = (
  load: () => Promise<DealListItem[]>,
  minimumDelayMs: number,
): DealList => {
  const delayedLoad = useCallback(
    () => withMinimumDelay(load, minimumDelayMs),
    [load, minimumDelayMs],
  );
  return useLoad(delayedLoad);
};
