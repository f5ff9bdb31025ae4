// The signed-in user's funded loans, to pick from on a servicing form (spec §7: deals/funded for
// customers, deals/broker/funded for every other account type), in the largest page the API gives.
import { arrayAt, getJson, type AccountKind } from '@lender/shared';
import { DEAL_PAGE_MAX, type DealListItem } from '@lender/contracts';

const FUNDED_PATHS: Record<AccountKind, string> = {
  customer: 'deals/funded',
  broker: 'deals/broker/funded',
};

export const fetchMyFundedLoans = async (kind: AccountKind): Promise<DealListItem[]> =>
  arrayAt<DealListItem>(await getJson(`${FUNDED_PATHS[kind]}?limit=${DEAL_PAGE_MAX}`), 'deals');
