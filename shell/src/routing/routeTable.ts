import { paths, type RoutePath } from '@lender/shared';
import type { RemoteName } from '../federation/remoteNames';

export type LayoutName = 'base' | 'grey' | 'account-access' | 'white-label' | 'dashboard';

export interface RouteEntry {
  path: RoutePath;
  remote: RemoteName;
  /** The dashboard layout is the signed-in frame: its routes need a session. */
  layout: LayoutName;
  /** Page title after the brand prefix. */
  title: string;
  /** Reachable by isLead users (only the resources page is). */
  leadAllowed?: boolean;
  /** Mounted only when the runtime flag devRoutes is on. */
  devOnly?: boolean;
}

const route = (
  path: RoutePath,
  remote: RemoteName,
  layout: LayoutName,
  title: string,
  extra: Pick<RouteEntry, 'leadAllowed' | 'devOnly'> = {},
): RouteEntry => ({ path, remote, layout, title, ...extra });

/** Which remote serves each route of spec §2, under which layout, with which page title. */
export const routeTable: readonly RouteEntry[] = [
  route(paths.signIn, 'mfe_auth', 'base', 'Customer Sign In'),
  route(paths.signup, 'mfe_auth', 'base', 'Sign Up'),
  route(paths.brokerSignup, 'mfe_auth', 'base', 'Broker Sign Up'),
  route(paths.signupThankYou, 'mfe_auth', 'grey', 'Thank You'),
  route(paths.signupBroker, 'mfe_auth', 'base', 'Sign Up'),
  route(paths.createAccount, 'mfe_auth', 'base', 'Create Account'),
  route(paths.createAccountEmail, 'mfe_auth', 'base', 'Create Account'),
  route(paths.accountSetup, 'mfe_auth', 'account-access', 'Account Setup'),
  route(paths.brokerAccountSetup, 'mfe_auth', 'account-access', 'Account Setup'),
  route(paths.setPassword, 'mfe_auth', 'account-access', 'Set Your Portal Password'),
  route(paths.signupSetPassword, 'mfe_auth', 'account-access', 'Set Your Portal Password'),
  route(paths.forgotPassword, 'mfe_auth', 'account-access', 'Password Assistance'),
  route(paths.changePassword, 'mfe_auth', 'account-access', 'Change Password'),
  route(paths.applicationsThankYou, 'mfe_auth', 'grey', 'Thank You'),
  route(paths.thankYouForm, 'mfe_auth', 'grey', 'Thank You'),
  route(paths.thankYouType, 'mfe_auth', 'grey', 'Thank You'),
  route(paths.publicPayoffRequest, 'mfe_servicing', 'grey', 'Payoff Request'),
  route(paths.dashboard, 'mfe_deals', 'dashboard', 'Dashboard'),
  route(paths.resources, 'mfe_deals', 'dashboard', 'Resources', { leadAllowed: true }),
  route(paths.applications, 'mfe_deals', 'dashboard', 'New Applications'),
  route(paths.lineOfCredit, 'mfe_deals', 'dashboard', 'Line of Credit'),
  route(paths.deal, 'mfe_deals', 'dashboard', 'Deal'),
  route(paths.dealPaymentHistory, 'mfe_deals', 'dashboard', 'Payment History'),
  route(paths.dealProperty, 'mfe_deals', 'dashboard', 'Property'),
  route(paths.dealDocuments, 'mfe_deals', 'dashboard', 'Documents'),
  route(paths.dealCredit, 'mfe_deals', 'dashboard', 'Appraisal Payment'),
  route(paths.dealConstruction, 'mfe_construction', 'dashboard', 'Construction'),
  route(paths.servicingRequests, 'mfe_servicing', 'dashboard', 'Servicing Requests'),
  route(paths.servicingExtension, 'mfe_servicing', 'dashboard', 'Extension Request'),
  route(paths.servicingPayoff, 'mfe_servicing', 'dashboard', 'Payoff Request'),
  route(paths.servicingCapex, 'mfe_servicing', 'dashboard', 'Capex Reimbursement'),
  route(paths.servicingLossDraft, 'mfe_servicing', 'dashboard', 'Loss Draft'),
  route(paths.profile, 'mfe_account', 'dashboard', 'Profile'),
  route(paths.faq, 'mfe_account', 'dashboard', 'FAQ'),
  route(paths.sandbox, 'mfe_account', 'dashboard', 'Sandbox', { devOnly: true }),
  route(paths.loUserDashboard, 'mfe_deals', 'grey', 'Loan Officer Dashboard', { devOnly: true }),
  route(paths.additionalGuarantorForm, 'mfe_auth', 'grey', 'Additional Guarantor', {
    devOnly: true,
  }),
  route(paths.additionalGuarantorThankYou, 'mfe_auth', 'grey', 'Thank You', { devOnly: true }),
  route(paths.whiteLabelLoc, 'mfe_deals', 'white-label', 'Line of Credit Application', {
    devOnly: true,
  }),
  route(paths.whiteLabelFnf, 'mfe_deals', 'white-label', 'Fix and Flip Application', {
    devOnly: true,
  }),
  route(paths.whiteLabelRental, 'mfe_deals', 'white-label', 'Rental Application', {
    devOnly: true,
  }),
  route(
    paths.whiteLabelNewConstruction,
    'mfe_deals',
    'white-label',
    'New Construction Application',
    { devOnly: true },
  ),
];

/**
 * Routes of the table whose page is not built yet, with the capability that builds it. They are
 * not mounted (a visit shows the not-found page) and nothing links to them; a test checks that
 * every other route of a remote is a page that remote exposes, and the other way round.
 */
export const UNBUILT_ROUTES: Partial<Record<RoutePath, string>> = {
  [paths.loUserDashboard]: 'developer-only pages',
  [paths.additionalGuarantorForm]: 'developer-only pages',
  [paths.additionalGuarantorThankYou]: 'developer-only pages',
  [paths.whiteLabelLoc]: 'developer-only pages',
  [paths.whiteLabelFnf]: 'developer-only pages',
  [paths.whiteLabelRental]: 'developer-only pages',
  [paths.whiteLabelNewConstruction]: 'developer-only pages',
};

/** A route whose page exists: the only kind the navigation may link to. */
export const isRouteBuilt = (path: RoutePath): boolean => !(path in UNBUILT_ROUTES);

/** The routes to mount: built ones, and developer-only ones only when `devRoutes` is on. */
export const routesFor = (devRoutes: boolean): RouteEntry[] =>
  routeTable.filter((entry) => isRouteBuilt(entry.path) && (devRoutes || !entry.devOnly));
