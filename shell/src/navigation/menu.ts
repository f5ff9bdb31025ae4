import { CUSTOMER_ACCOUNT_TYPE, paths, type FeatureFlags, type RoutePath } from '@lender/shared';
import type { LoanListKey } from './loan-lists/loanLists';
import { isRouteBuilt } from '../routing/routeTable';

export type MenuItem =
  | { kind: 'link'; label: string; to: RoutePath }
  | { kind: 'loans'; label: string; list: LoanListKey }
  | { kind: 'payment'; label: 'Make a Payment' }
  | { kind: 'external'; label: string; href: string }
  | { kind: 'logout'; label: 'Logout' };

export type Audience = 'customer' | 'broker' | 'lead';

const newApplications = (flags: FeatureFlags): MenuItem[] =>
  flags.newApplicationsHidden
    ? []
    : [{ kind: 'link', label: 'New Applications', to: paths.applications }];

/** The side navigation of spec §2, in its order, for each audience; no link to an unbuilt page. */
export function buildMenu(
  audience: Audience,
  flags: FeatureFlags,
  pricingEngineUrl: string,
): MenuItem[] {
  return fullMenu(audience, flags, pricingEngineUrl).filter(
    (item) => item.kind !== 'link' || isRouteBuilt(item.to),
  );
}

function fullMenu(audience: Audience, flags: FeatureFlags, pricingEngineUrl: string): MenuItem[] {
  const logout: MenuItem = { kind: 'logout', label: 'Logout' };
  if (audience === 'lead') {
    // Leads see only the resources page (spec §1).
    return [{ kind: 'link', label: 'Resources', to: paths.resources }, logout];
  }
  if (audience === 'broker') {
    return [
      { kind: 'link', label: 'Broker Dashboard', to: paths.dashboard },
      ...newApplications(flags),
      { kind: 'loans', label: 'Loans in Process', list: 'loans_in_process' },
      { kind: 'loans', label: 'Funded Loans', list: 'funded_loans' },
      ...(flags.pricingEngineEnabled
        ? [{ kind: 'external', label: 'Pricing Engine', href: pricingEngineUrl } as const]
        : []),
      { kind: 'link', label: 'FAQ', to: paths.faq },
      logout,
    ];
  }
  return [
    { kind: 'link', label: 'Customer Dashboard', to: paths.dashboard },
    { kind: 'payment', label: 'Make a Payment' },
    { kind: 'loans', label: 'Loans in Process', list: 'loans_in_process' },
    { kind: 'loans', label: 'Funded Loans', list: 'funded_loans' },
    { kind: 'loans', label: 'Construction', list: 'construction' },
    ...newApplications(flags),
    { kind: 'link', label: 'Servicing Requests', to: paths.servicingRequests },
    { kind: 'link', label: 'FAQ', to: paths.faq },
    { kind: 'link', label: 'Profile', to: paths.profile },
    logout,
  ];
}

export const audienceOf = (accountType: string | null, isLead: boolean): Audience =>
  isLead ? 'lead' : accountType === CUSTOMER_ACCOUNT_TYPE ? 'customer' : 'broker';
