// POST deals/draws and deals/budget (spec §7): a deal's draws (oldest first) and its budget with
// each item's remaining balance.
import { ApiError, BAD_RESPONSE_MESSAGE, arrayAt, isObject, postJson } from '@lender/shared';
import type { Budget, Draw } from '@lender/contracts';

/** The deal's draws, OLDEST FIRST (`draws` of the answer). Not called for funded multifamily. */
export const fetchDraws = async (dealid: string): Promise<Draw[]> =>
  arrayAt<Draw>(await postJson('deals/draws', { dealid }), 'draws');

/** The deal's budget (`budget` of the answer): no budget → no sublots and a 0 balance. */
export const fetchBudget = async (dealid: string): Promise<Budget> => {
  const body = await postJson<unknown>('deals/budget', { dealid });
  const budget = isObject(body) ? body.budget : undefined;
  if (!isObject(budget) || typeof budget.totalBalance !== 'number')
    throw new ApiError(200, BAD_RESPONSE_MESSAGE, { error: 'Invalid response', body });
  return {
    sublots: arrayAt<Budget['sublots'][number]>(budget, 'sublots'),
    totalBalance: budget.totalBalance,
  };
};
