import { bundledPage, lazyPage, type RemotePages } from '@lender/shared';
import SignInPage from '../sign-in/SignInPage';

const SignupRedirectPage = lazyPage(() => import('../signup/SignupRedirectPage'));
const AccountSetupPage = lazyPage(() => import('../account-setup/AccountSetupPage'));
const SetPasswordPage = lazyPage(() => import('../passwords/SetPasswordPage'));

const setPasswords = () => import('../passwords/SetPasswordPage');
const thankYous = () => import('../thank-you/ThankYouPages');

/** The pages this remote serves, keyed by the names it declares (src/pages.ts). */
export const pages = {
  // The portal's front door: in this module, so the sign-in page needs no further chunk.
  'sign-in': bundledPage(SignInPage),
  signup: SignupRedirectPage,
  'broker-signup': SignupRedirectPage,
  'create-account': lazyPage(() => import('../create-account/CreateAccountPage')),
  'create-account-email': lazyPage(() => import('../create-account/CreateAccountEmailPage')),
  'account-setup': AccountSetupPage,
  'broker-account-setup': AccountSetupPage,
  'set-password': SetPasswordPage,
  'signup-set-password': lazyPage(() =>
    setPasswords().then((module) => ({ default: module.SignupSetPasswordPage })),
  ),
  'forgot-password': lazyPage(() => import('../forgot-password/ForgotPasswordPage')),
  'change-password': lazyPage(() => import('../passwords/ChangePasswordPage')),
  'signup-thank-you': lazyPage(() =>
    thankYous().then((module) => ({ default: module.SignupThankYouPage })),
  ),
  'signup-broker': lazyPage(() =>
    thankYous().then((module) => ({ default: module.SignupBrokerThankYouPage })),
  ),
  'applications-thank-you': lazyPage(() =>
    thankYous().then((module) => ({ default: module.ApplicationsThankYouPage })),
  ),
  'thank-you-form': lazyPage(() =>
    thankYous().then((module) => ({ default: module.FormThankYouPage })),
  ),
  'thank-you-type': lazyPage(() =>
    thankYous().then((module) => ({ default: module.TypeThankYouPage })),
  ),
} satisfies RemotePages;
