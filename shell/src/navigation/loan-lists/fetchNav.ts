// GET deals/nav (customers) or deals/brokernav (every other account type): the side navigation's
// loan lists (spec §7).
import { arrayAt, getJson } from '@lender/shared';
import type { NavItem, NavResponse } from '@lender/contracts';

export type NavAudience = 'customer' | 'broker';

/** Missing or malformed lists come back empty. */
export const fetchNav = async (audience: NavAudience): Promise<NavResponse> => {
  const body = await getJson<unknown>(audience === 'customer' ? 'deals/nav' : 'deals/brokernav');
  return {
    funded_loans: arrayAt<NavItem>(body, 'funded_loans'),
    construction: arrayAt<NavItem>(body, 'construction'),
    loans_in_process: arrayAt<NavItem>(body, 'loans_in_process'),
  };
};
