// The draws and the budget of a deal, read together (Draw Status and the new-draw form need both):
// a retry after a failure, and a quiet refetch after a draw request.
import { useCallback } from 'react';
import { useRead, type LoadState } from '@lender/shared';
import type { Budget, Draw } from '@lender/contracts';
import { budgetRead, drawsRead, parseBudget, parseDraws } from './api/draws';

export interface DrawData {
  draws: Draw[];
  budget: Budget;
}

/** Both loaded, or the first failure, or still loading. */
function both(draws: LoadState<Draw[]>, budget: LoadState<Budget>): LoadState<DrawData> {
  if (draws.status === 'error') return draws;
  if (budget.status === 'error') return budget;
  if (draws.status === 'loading' || budget.status === 'loading') return { status: 'loading' };
  return { status: 'loaded', data: { draws: draws.data, budget: budget.data } };
}

export function useDrawData(dealId: string) {
  const draws = useRead(drawsRead(dealId), parseDraws);
  const budget = useRead(budgetRead(dealId), parseBudget);
  const { reload: reloadDraws, refresh: refreshDraws } = draws;
  const { reload: reloadBudget, refresh: refreshBudget } = budget;
  const retry = useCallback(() => {
    reloadDraws();
    reloadBudget();
  }, [reloadDraws, reloadBudget]);
  /** Reads both again while showing them (after a draw request); rejects when either fails. */
  const refetch = useCallback(async () => {
    await Promise.all([refreshDraws(), refreshBudget()]);
  }, [refreshDraws, refreshBudget]);
  return { state: both(draws.state, budget.state), retry, refetch };
}
