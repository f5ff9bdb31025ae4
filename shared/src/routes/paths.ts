// Every route of spec §2 in one place. Remotes key their pages by these patterns and the shell's
// route table assigns each pattern to a remote, a layout and an access rule.
export const paths = {
  signIn: '/',
  signup: '/signup',
  brokerSignup: '/broker/signup',
  signupThankYou: '/signup-thankyou',
  signupBroker: '/signup/:brokeremail',
  createAccount: '/create-account',
  createAccountEmail: '/create-account/:email',
  accountSetup: '/account-setup/:token',
  brokerAccountSetup: '/broker/account-setup/:token',
  setPassword: '/set-password/:token',
  signupSetPassword: '/signup-setpassword',
  forgotPassword: '/forgot-password',
  changePassword: '/change-password/:token',
  publicPayoffRequest: '/applications/payoff-request',
  applicationsThankYou: '/applications/thank-you',
  thankYouForm: '/thank-you/form',
  thankYouType: '/thank-you/:type',

  dashboard: '/dashboard',
  resources: '/dashboard/resources',
  applications: '/dashboard/applications',
  lineOfCredit: '/dashboard/applications/line-of-credit',
  profile: '/dashboard/profile',
  faq: '/dashboard/faq',
  deal: '/dashboard/deal/:id',
  dealConstruction: '/dashboard/deal/:id/construction',
  dealPaymentHistory: '/dashboard/deal/:id/payment-history',
  dealProperty: '/dashboard/deal/:id/property',
  dealDocuments: '/dashboard/deal/:id/documents',
  dealCredit: '/dashboard/deal/:id/credit',
  servicingRequests: '/dashboard/servicing-requests',
  servicingExtension: '/dashboard/servicing-requests/extension',
  servicingPayoff: '/dashboard/servicing-requests/payoff',
  servicingCapex: '/dashboard/servicing-requests/capex',
  servicingLossDraft: '/dashboard/servicing-requests/loss-draft',

  // Developer-only routes (runtime flag devRoutes).
  sandbox: '/dashboard/sandbox',
  loUserDashboard: '/lo-user-dashboard',
  additionalGuarantorForm: '/additional-guarantor-form/:invitee_id',
  additionalGuarantorThankYou: '/thankyou/additional-guarantor',
  whiteLabelLoc: '/white-label-loc',
  whiteLabelFnf: '/white-label-fnf',
  whiteLabelRental: '/white-label-rental',
  whiteLabelNewConstruction: '/white-label-new-construction',
} as const;

export type RoutePath = (typeof paths)[keyof typeof paths];

const withId = (pattern: string, id: string | number) =>
  pattern.replace(':id', encodeURIComponent(String(id)));

export const dealPath = (id: string | number) => withId(paths.deal, id);
export const dealConstructionPath = (id: string | number) => withId(paths.dealConstruction, id);
export const dealSubPath = (
  id: string | number,
  tab: 'payment-history' | 'property' | 'documents' | 'credit' | 'construction',
) => `${dealPath(id)}/${tab}`;
