// GET deals/nav (customers) or deals/brokernav (every other account type): the side navigation's
// loan lists (spec §7).
import { arrayAt, getJson } from '@lender/shared';
import type { NavItem, NavResponse } from '@lender/contracts';

export type NavAudience = 'customer' | 'broker';

const LIST_KEYS = ['funded_loans', 'construction', 'loans_in_process'] as const;

const isCount = (value: unknown): value is number => Number.isInteger(value) && Number(value) >= 0;

/** The whole lists' sizes when the API bounds the lists; absent otherwise. */
function totalsOf(body: unknown): NavResponse['totals'] {
  const totals = (body as { totals?: Record<string, unknown> } | null)?.totals;
  if (!totals || !LIST_KEYS.every((key) => isCount(totals[key]))) return undefined;
  return {
    funded_loans: Number(totals.funded_loans),
    construction: Number(totals.construction),
    loans_in_process: Number(totals.loans_in_process),
  };
}

/** Missing or malformed lists come back empty. */
export const fetchNav = async (audience: NavAudience): Promise<NavResponse> => {
  const body = await getJson<unknown>(audience === 'customer' ? 'deals/nav' : 'deals/brokernav');
  const totals = totalsOf(body);
  return {
    funded_loans: arrayAt<NavItem>(body, 'funded_loans'),
    construction: arrayAt<NavItem>(body, 'construction'),
    loans_in_process: arrayAt<NavItem>(body, 'loans_in_process'),
    ...(totals ? { totals } : {}),
  };
};
