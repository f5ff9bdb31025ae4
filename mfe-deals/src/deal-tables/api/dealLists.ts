// The dashboard tables' lists (spec §7): deals/inprocess and deals/funded for customers, the
// deals/broker/* pair for every other account type.
import { arrayAt, getJson, type AccountKind } from '@lender/shared';
import type { DealListItem } from '@lender/contracts';

const inProcessPath = { customer: 'deals/inprocess', broker: 'deals/broker/inprocess' } as const;
const fundedPath = { customer: 'deals/funded', broker: 'deals/broker/funded' } as const;

/** GET deals/inprocess or deals/broker/inprocess: `deals` of the answer. */
export const fetchInProcessDeals = async (kind: AccountKind): Promise<DealListItem[]> =>
  arrayAt<DealListItem>(await getJson(inProcessPath[kind]), 'deals');

/** GET deals/funded or deals/broker/funded: `deals` of the answer. */
export const fetchFundedDeals = async (kind: AccountKind): Promise<DealListItem[]> =>
  arrayAt<DealListItem>(await getJson(fundedPath[kind]), 'deals');
