// The draws and the budget of a deal, loaded together (Draw Status and the new-draw form need
// both): a retry after a failure, and a quiet refetch after a draw request.
import { useCallback, useState } from 'react';
import { useLoad, type LoadState } from '@lender/shared';
import type { Budget, Draw } from '@lender/contracts';
import { fetchBudget, fetchDraws } from './api/draws';

export interface DrawData {
  draws: Draw[];
  budget: Budget;
}

const loadDrawData = async (dealId: string): Promise<DrawData> => {
  const [draws, budget] = await Promise.all([fetchDraws(dealId), fetchBudget(dealId)]);
  return { draws, budget };
};

export function useDrawData(dealId: string) {
  const load = useCallback(() => loadDrawData(dealId), [dealId]);
  const { state, reload } = useLoad(load);
  const [fresh, setFresh] = useState<DrawData | null>(null);
  /** Loads again without the loading state (after a draw request); failures are left to the caller. */
  const refetch = useCallback(async () => setFresh(await loadDrawData(dealId)), [dealId]);
  const shown: LoadState<DrawData> =
    state.status === 'loaded' && fresh ? { status: 'loaded', data: fresh } : state;
  return { state: shown, retry: reload, refetch };
}
