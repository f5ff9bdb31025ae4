import { paths, type RoutePath } from '@lender/shared';
import type { RemoteName } from '../federation/remoteNames';

export type LayoutName = 'base' | 'grey' | 'account-access' | 'white-label' | 'dashboard';

/** public: anyone (the sign-in page itself sends signed-in users on); auth: signed in. */
export type Access = 'public' | 'auth';

export interface RouteEntry {
  path: RoutePath;
  remote: RemoteName;
  layout: LayoutName;
  access: Access;
  /** Page title after the brand prefix. */
  title: string;
  /** Reachable by isLead users (only the resources page is). */
  leadAllowed?: boolean;
  /** Mounted only when the runtime flag devRoutes is on. */
  devOnly?: boolean;
}

/** Which remote serves each route of spec §2, under which layout and access rule. */
export const routeTable: readonly RouteEntry[] = [
  {
    path: paths.signIn,
    remote: 'mfe_auth',
    layout: 'base',
    access: 'public',
    title: 'Customer Sign In',
  },
  { path: paths.signup, remote: 'mfe_auth', layout: 'base', access: 'public', title: 'Sign Up' },
  {
    path: paths.brokerSignup,
    remote: 'mfe_auth',
    layout: 'base',
    access: 'public',
    title: 'Broker Sign Up',
  },
  {
    path: paths.signupThankYou,
    remote: 'mfe_auth',
    layout: 'grey',
    access: 'public',
    title: 'Thank You',
  },
  {
    path: paths.signupBroker,
    remote: 'mfe_auth',
    layout: 'base',
    access: 'public',
    title: 'Sign Up',
  },
  {
    path: paths.createAccount,
    remote: 'mfe_auth',
    layout: 'base',
    access: 'public',
    title: 'Create Account',
  },
  {
    path: paths.createAccountEmail,
    remote: 'mfe_auth',
    layout: 'base',
    access: 'public',
    title: 'Create Account',
  },
  {
    path: paths.accountSetup,
    remote: 'mfe_auth',
    layout: 'account-access',
    access: 'public',
    title: 'Account Setup',
  },
  {
    path: paths.brokerAccountSetup,
    remote: 'mfe_auth',
    layout: 'account-access',
    access: 'public',
    title: 'Account Setup',
  },
  {
    path: paths.setPassword,
    remote: 'mfe_auth',
    layout: 'account-access',
    access: 'public',
    title: 'Set Your Portal Password',
  },
  {
    path: paths.signupSetPassword,
    remote: 'mfe_auth',
    layout: 'account-access',
    access: 'public',
    title: 'Set Your Portal Password',
  },
  {
    path: paths.forgotPassword,
    remote: 'mfe_auth',
    layout: 'account-access',
    access: 'public',
    title: 'Password Assistance',
  },
  {
    path: paths.changePassword,
    remote: 'mfe_auth',
    layout: 'account-access',
    access: 'public',
    title: 'Change Password',
  },
  {
    path: paths.applicationsThankYou,
    remote: 'mfe_auth',
    layout: 'grey',
    access: 'public',
    title: 'Thank You',
  },
  {
    path: paths.thankYouForm,
    remote: 'mfe_auth',
    layout: 'grey',
    access: 'public',
    title: 'Thank You',
  },
  {
    path: paths.thankYouType,
    remote: 'mfe_auth',
    layout: 'grey',
    access: 'public',
    title: 'Thank You',
  },
  {
    path: paths.publicPayoffRequest,
    remote: 'mfe_servicing',
    layout: 'grey',
    access: 'public',
    title: 'Payoff Request',
  },

  {
    path: paths.dashboard,
    remote: 'mfe_deals',
    layout: 'dashboard',
    access: 'auth',
    title: 'Dashboard',
  },
  {
    path: paths.resources,
    remote: 'mfe_deals',
    layout: 'dashboard',
    access: 'auth',
    title: 'Resources',
    leadAllowed: true,
  },
  {
    path: paths.applications,
    remote: 'mfe_deals',
    layout: 'dashboard',
    access: 'auth',
    title: 'New Applications',
  },
  {
    path: paths.lineOfCredit,
    remote: 'mfe_deals',
    layout: 'dashboard',
    access: 'auth',
    title: 'Line of Credit',
  },
  { path: paths.deal, remote: 'mfe_deals', layout: 'dashboard', access: 'auth', title: 'Deal' },
  {
    path: paths.dealPaymentHistory,
    remote: 'mfe_deals',
    layout: 'dashboard',
    access: 'auth',
    title: 'Payment History',
  },
  {
    path: paths.dealProperty,
    remote: 'mfe_deals',
    layout: 'dashboard',
    access: 'auth',
    title: 'Property',
  },
  {
    path: paths.dealDocuments,
    remote: 'mfe_deals',
    layout: 'dashboard',
    access: 'auth',
    title: 'Documents',
  },
  {
    path: paths.dealCredit,
    remote: 'mfe_deals',
    layout: 'dashboard',
    access: 'auth',
    title: 'Appraisal Payment',
  },
  {
    path: paths.dealConstruction,
    remote: 'mfe_construction',
    layout: 'dashboard',
    access: 'auth',
    title: 'Construction',
  },
  {
    path: paths.servicingRequests,
    remote: 'mfe_servicing',
    layout: 'dashboard',
    access: 'auth',
    title: 'Servicing Requests',
  },
  {
    path: paths.servicingExtension,
    remote: 'mfe_servicing',
    layout: 'dashboard',
    access: 'auth',
    title: 'Extension Request',
  },
  {
    path: paths.servicingPayoff,
    remote: 'mfe_servicing',
    layout: 'dashboard',
    access: 'auth',
    title: 'Payoff Request',
  },
  {
    path: paths.servicingCapex,
    remote: 'mfe_servicing',
    layout: 'dashboard',
    access: 'auth',
    title: 'Capex Reimbursement',
  },
  {
    path: paths.servicingLossDraft,
    remote: 'mfe_servicing',
    layout: 'dashboard',
    access: 'auth',
    title: 'Loss Draft',
  },
  {
    path: paths.profile,
    remote: 'mfe_account',
    layout: 'dashboard',
    access: 'auth',
    title: 'Profile',
  },
  { path: paths.faq, remote: 'mfe_account', layout: 'dashboard', access: 'auth', title: 'FAQ' },

  {
    path: paths.sandbox,
    remote: 'mfe_account',
    layout: 'dashboard',
    access: 'auth',
    title: 'Sandbox',
    devOnly: true,
  },
  {
    path: paths.loUserDashboard,
    remote: 'mfe_deals',
    layout: 'grey',
    access: 'public',
    title: 'Loan Officer Dashboard',
    devOnly: true,
  },
  {
    path: paths.additionalGuarantorForm,
    remote: 'mfe_auth',
    layout: 'grey',
    access: 'public',
    title: 'Additional Guarantor',
    devOnly: true,
  },
  {
    path: paths.additionalGuarantorThankYou,
    remote: 'mfe_auth',
    layout: 'grey',
    access: 'public',
    title: 'Thank You',
    devOnly: true,
  },
  {
    path: paths.whiteLabelLoc,
    remote: 'mfe_deals',
    layout: 'white-label',
    access: 'public',
    title: 'Line of Credit Application',
    devOnly: true,
  },
  {
    path: paths.whiteLabelFnf,
    remote: 'mfe_deals',
    layout: 'white-label',
    access: 'public',
    title: 'Fix and Flip Application',
    devOnly: true,
  },
  {
    path: paths.whiteLabelRental,
    remote: 'mfe_deals',
    layout: 'white-label',
    access: 'public',
    title: 'Rental Application',
    devOnly: true,
  },
  {
    path: paths.whiteLabelNewConstruction,
    remote: 'mfe_deals',
    layout: 'white-label',
    access: 'public',
    title: 'New Construction Application',
    devOnly: true,
  },
];

/**
 * Routes of the table whose page is not built yet, with the capability that builds it. They are
 * not mounted (a visit shows the not-found page) and nothing links to them; a test checks that
 * every other route of a remote is a page that remote exposes, and the other way round.
 */
export const UNBUILT_ROUTES: Partial<Record<RoutePath, string>> = {
  [paths.signupThankYou]: 'accounts and passwords',
  [paths.signupBroker]: 'accounts and passwords',
  [paths.createAccount]: 'accounts and passwords',
  [paths.createAccountEmail]: 'accounts and passwords',
  [paths.accountSetup]: 'accounts and passwords',
  [paths.brokerAccountSetup]: 'accounts and passwords',
  [paths.setPassword]: 'accounts and passwords',
  [paths.signupSetPassword]: 'accounts and passwords',
  [paths.forgotPassword]: 'accounts and passwords',
  [paths.changePassword]: 'accounts and passwords',
  [paths.applicationsThankYou]: 'accounts and passwords',
  [paths.thankYouForm]: 'accounts and passwords',
  [paths.thankYouType]: 'accounts and passwords',
  [paths.deal]: 'deal pages',
  [paths.dealPaymentHistory]: 'deal pages',
  [paths.dealProperty]: 'deal pages',
  [paths.dealDocuments]: 'deal pages',
  [paths.dealCredit]: 'deal pages',
  [paths.dealConstruction]: 'construction draws',
  [paths.publicPayoffRequest]: 'servicing requests',
  [paths.servicingRequests]: 'servicing requests',
  [paths.servicingExtension]: 'servicing requests',
  [paths.servicingPayoff]: 'servicing requests',
  [paths.servicingCapex]: 'servicing requests',
  [paths.servicingLossDraft]: 'servicing requests',
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
