import { bundledPage, lazyPage, paths, type RemotePages } from '@lender/shared';
import SignInPage from '../sign-in/SignInPage';

const SignupRedirectPage = lazyPage(() => import('../signup/SignupRedirectPage'));

/** The pages this remote serves, keyed by route pattern (see @lender/shared paths). */
export const pages = {
  // The portal's front door: in this module, so the sign-in page needs no further chunk.
  [paths.signIn]: bundledPage(SignInPage),
  [paths.signup]: SignupRedirectPage,
  [paths.brokerSignup]: SignupRedirectPage,
} satisfies RemotePages;
