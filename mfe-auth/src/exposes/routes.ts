import { lazyPage, paths, type RemotePages } from '@lender/shared';

const SignupRedirectPage = lazyPage(() => import('../signup/SignupRedirectPage'));

/** The pages this remote serves, keyed by route pattern (see @lender/shared paths). */
export const pages = {
  [paths.signIn]: lazyPage(() => import('../sign-in/SignInPage')),
  [paths.signup]: SignupRedirectPage,
  [paths.brokerSignup]: SignupRedirectPage,
} satisfies RemotePages;
