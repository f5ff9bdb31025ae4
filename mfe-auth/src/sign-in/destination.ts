import { pagePath, paths } from '@lender/shared';

export interface DestinationInput {
  referral: string | null;
  locRedirected: boolean;
  isLead: boolean;
  isCustomer: boolean;
}

export interface Destination {
  to: string;
  /** The first-time line-of-credit redirect happened: remember it (locRedirected). */
  marksLocRedirected: boolean;
}

/**
 * Where a signed-in user goes from the sign-in page (spec §2): a pending dashboard referral;
 * otherwise the line-of-credit page the first time, and the dashboard afterwards. Leads can only
 * reach the resources page; brokers have no line of credit, so they go straight to the dashboard.
 */
export function destinationAfterSignIn(input: DestinationInput): Destination {
  if (input.isLead)
    return { to: pagePath('resources') ?? paths.dashboard, marksLocRedirected: false };
  if (input.referral && input.referral.includes(paths.dashboard)) {
    return { to: input.referral, marksLocRedirected: false };
  }
  const lineOfCredit = pagePath('line-of-credit');
  if (input.isCustomer && !input.locRedirected && lineOfCredit !== null) {
    return { to: lineOfCredit, marksLocRedirected: true };
  }
  return { to: paths.dashboard, marksLocRedirected: false };
}
