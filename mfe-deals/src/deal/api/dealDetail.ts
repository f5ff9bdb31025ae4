// POST deals/details and deals/members (spec §7): the deal page's reads, by deal id.
import { ApiError, arrayAt, BAD_RESPONSE_MESSAGE, isObject, postJson } from '@lender/shared';
import type { DealDetail, DealMember } from '@lender/contracts';

/** The deal, `deal[0]` of the answer. A 404 means missing or not the caller's. */
export const fetchDealDetail = async (dealid: string): Promise<DealDetail> => {
  const [deal] = arrayAt<DealDetail>(await postJson('deals/details', { dealid }), 'deal');
  if (!isObject(deal)) throw new ApiError(200, BAD_RESPONSE_MESSAGE, { body: deal });
  return deal;
};

/** The deal's members, `deals` of the answer. */
export const fetchDealMembers = async (dealid: string): Promise<DealMember[]> =>
  arrayAt<DealMember>(await postJson('deals/members', { dealid }), 'deals');
