// POST deals/details (spec §7): the deal the construction page is about. This remote has its own
// copy of the one-line call (remotes never import each other).
import { ApiError, arrayAt, BAD_RESPONSE_MESSAGE, isObject, postJson } from '@lender/shared';
import type { DealDetail } from '@lender/contracts';

/** The deal, `deal[0]` of the answer. A 404 means missing or not the caller's. */
export const fetchDealDetail = async (dealid: string): Promise<DealDetail> => {
  const [deal] = arrayAt<DealDetail>(await postJson('deals/details', { dealid }), 'deal');
  if (!isObject(deal)) throw new ApiError(200, BAD_RESPONSE_MESSAGE, { body: deal });
  return deal;
};
