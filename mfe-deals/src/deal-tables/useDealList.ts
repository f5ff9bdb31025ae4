// Loads one dashboard table's deals; `reload` (the refresh link) loads them again.
import { useCallback, useEffect, useState } from 'react';
import { errorMessage, type DealListItem } from '@lender/shared';
import { withMinimumDelay } from './minimumDelay';

export type DealListState =
  | { status: 'loading' }
  | { status: 'loaded'; deals: DealListItem[] }
  | { status: 'error'; message: string };

export interface DealList {
  state: DealListState;
  reload: () => void;
}

/** `load` must be stable (useCallback): a new function loads again. */
export const useDealList = (
  load: () => Promise<DealListItem[]>,
  minimumDelayMs: number,
): DealList => {
  const [state, setState] = useState<DealListState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    withMinimumDelay(load, minimumDelayMs).then(
      (deals) => {
        if (current) setState({ status: 'loaded', deals });
      },
      (error: unknown) => {
        if (current) setState({ status: 'error', message: errorMessage(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [load, minimumDelayMs, attempt]);

  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return { state, reload };
};
