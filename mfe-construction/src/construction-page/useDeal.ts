// The deal of the page: loaded once, and quietly loaded again after a change to it (a budget
// uploaded: its count rises) without going back to the loading state.
import { useCallback, useState } from 'react';
import { useLoad, type LoadState } from '@lender/shared';
import type { DealDetail } from '@lender/contracts';
import { fetchDealDetail } from './api/dealDetail';

export interface DealLoad {
  state: LoadState<DealDetail>;
  /** Loads the deal again; the page keeps showing the one it has meanwhile (and on failure). */
  refresh: () => Promise<void>;
}

export function useDeal(dealId: string): DealLoad {
  const load = useCallback(() => fetchDealDetail(dealId), [dealId]);
  const { state } = useLoad(load);
  const [fresh, setFresh] = useState<DealDetail | null>(null);
  const refresh = useCallback(async () => {
    try {
      setFresh(await fetchDealDetail(dealId));
    } catch {
      // The count stays as it was; the upload itself succeeded.
    }
  }, [dealId]);
  return {
    state: state.status === 'loaded' && fresh ? { status: 'loaded', data: fresh } : state,
    refresh,
  };
}
