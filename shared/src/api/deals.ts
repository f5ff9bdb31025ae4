// Deal lists, navigation, deal detail, members, lines of credit and loan lookup (spec §7).
import type { DealDetail, DealListItem, NavItem, NavResponse } from '../schemas/deals';
import type { MostRecentLocsResponse } from '../schemas/locs';
import { ApiError } from './apiError';
import { getJson, postJson } from './client';
import { arrayAt, isObject } from './responses';

/** Customer endpoints or broker endpoints (every non-customer account type). */
export type DealsAudience = 'customer' | 'broker';

/** GET deals/inprocess or deals/broker/inprocess. */
export const fetchInProcessDeals = async (kind: DealsAudience): Promise<DealListItem[]> =>
  arrayAt<DealListItem>(
    await getJson(kind === 'customer' ? 'deals/inprocess' : 'deals/broker/inprocess'),
    'deals',
  );

/** GET deals/funded or deals/broker/funded. */
export const fetchFundedDeals = async (kind: DealsAudience): Promise<DealListItem[]> =>
  arrayAt<DealListItem>(
    await getJson(kind === 'customer' ? 'deals/funded' : 'deals/broker/funded'),
    'deals',
  );

/** GET deals/nav or deals/brokernav: the side-navigation loan lists (missing lists → []). */
export const fetchNav = async (kind: DealsAudience): Promise<NavResponse> => {
  const body = await getJson<unknown>(kind === 'customer' ? 'deals/nav' : 'deals/brokernav');
  return {
    funded_loans: arrayAt<NavItem>(body, 'funded_loans'),
    construction: arrayAt<NavItem>(body, 'construction'),
    loans_in_process: arrayAt<NavItem>(body, 'loans_in_process'),
  };
};

/** POST deals/details: the first element of `deal`; none → ApiError 404. */
export const fetchDealDetails = async (dealId: string): Promise<DealDetail> => {
  const [deal] = arrayAt<DealDetail>(await postJson('deals/details', { dealid: dealId }), 'deal');
  if (!deal) throw new ApiError(404, `Deal ${dealId} was not found.`, { error: 'Not Found' });
  return deal;
};

export interface DealMember {
  firstname: string;
  lastname: string;
  email: string;
  role: string;
  status: string;
}

/** POST deals/members: the members come back under `deals`. */
export const fetchDealMembers = async (dealId: string): Promise<DealMember[]> =>
  arrayAt<DealMember>(await postJson('deals/members', { dealid: dealId }), 'deals');

export interface DealLocResponse {
  loc: unknown;
  underwriting: unknown;
}

/** POST deals/loc for a borrower: the line of credit and its underwriting. */
export const fetchDealLoc = async (borrowerId: string): Promise<DealLocResponse> => {
  const body = await postJson<unknown>('deals/loc', { borrower_id: borrowerId });
  return isObject(body)
    ? { loc: body.loc ?? null, underwriting: body.underwriting ?? null }
    : { loc: null, underwriting: null };
};

/** POST most-recent-locs (no payload). */
export const fetchMostRecentLocs = (): Promise<MostRecentLocsResponse> =>
  postJson<MostRecentLocsResponse>('most-recent-locs');

export interface LoanLookupResult {
  Id: string;
  Loan_Number__c: string;
  Property_Address__c: string | null;
  Street__c: string | null;
  StageName: string | null;
  Type: string | null;
}

/** POST lookup-loan (disabled by the loanLookupDisabled flag): loans matching number + SSN last 4. */
export const lookupLoan = async (payload: {
  loan_number: string;
  ssn: string;
}): Promise<LoanLookupResult[]> => {
  const body = await postJson<unknown>('lookup-loan', payload);
  return Array.isArray(body)
    ? (body as LoanLookupResult[])
    : arrayAt<LoanLookupResult>(body, 'loans');
};

/** POST add-loan: the body is the list of chosen loan ids. */
export const addLoan = (loanIds: readonly string[]): Promise<unknown> =>
  postJson<unknown>('add-loan', loanIds);
