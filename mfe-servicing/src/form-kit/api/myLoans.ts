// The signed-in user's funded loans, to pick from on a servicing form (spec §7: deals/funded for
// customers, deals/broker/funded for every other account type), in the largest page the API gives;
// parsed with the contracts' dealsOfAnswer.
import type { AccountKind, ReadCall } from '@lender/shared';
import { DEAL_PAGE_MAX } from '@lender/contracts';

const FUNDED_PATHS: Record<AccountKind, string> = {
  customer: 'deals/funded',
  broker: 'deals/broker/funded',
};

export const myFundedLoansRead = (kind: AccountKind): ReadCall => ({
  method: 'GET',
  path: `${FUNDED_PATHS[kind]}?limit=${DEAL_PAGE_MAX}`,
});
