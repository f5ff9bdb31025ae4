// This remote's page addresses by page name: its page declaration (pages.ts) and its own links
// (paths.ts) read them here, so a page's first load carries the addresses and not the declaration.
export const PAGE_PATTERNS = {
  'sign-in': '/',
  signup: '/signup',
  'broker-signup': '/broker/signup',
  'signup-thank-you': '/signup-thankyou',
  'signup-broker': '/signup/:brokeremail',
  'create-account': '/create-account',
  'create-account-email': '/create-account/:email',
  'account-setup': '/account-setup/:token',
  'broker-account-setup': '/broker/account-setup/:token',
  'set-password': '/set-password/:token',
  'signup-set-password': '/signup-setpassword',
  'forgot-password': '/forgot-password',
  'change-password': '/change-password/:token',
  'applications-thank-you': '/applications/thank-you',
  'thank-you-form': '/thank-you/form',
  'thank-you-type': '/thank-you/:type',
} as const;

export type PageName = keyof typeof PAGE_PATTERNS;
