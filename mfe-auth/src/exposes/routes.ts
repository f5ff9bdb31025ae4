import { lazy } from 'react';
import { paths, type RemotePages } from '@lender/shared';

const SignupRedirectPage = lazy(() => import('../signup/SignupRedirectPage'));

/** The pages this remote serves, keyed by route pattern (see @lender/shared paths). */
export const pages: RemotePages = {
  [paths.signIn]: lazy(() => import('../sign-in/SignInPage')),
  [paths.signup]: SignupRedirectPage,
  [paths.brokerSignup]: SignupRedirectPage,
};
