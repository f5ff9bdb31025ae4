import { bundledPage, lazyPage, paths, type RemotePages } from '@lender/shared';
import SignInPage from '../sign-in/SignInPage';

const SignupRedirectPage = lazyPage(() => import('../signup/SignupRedirectPage'));
const AccountSetupPage = lazyPage(() => import('../account-setup/AccountSetupPage'));
const SetPasswordPage = lazyPage(() => import('../passwords/SetPasswordPage'));

const setPasswords = () => import('../passwords/SetPasswordPage');
const thankYous = () => import('../thank-you/ThankYouPages');

/** The pages this remote serves, keyed by route pattern (see @lender/shared paths). */
export const pages = {
  // The portal's front door: in this module, so the sign-in page needs no further chunk.
  [paths.signIn]: bundledPage(SignInPage),
  [paths.signup]: SignupRedirectPage,
  [paths.brokerSignup]: SignupRedirectPage,
  [paths.createAccount]: lazyPage(() => import('../create-account/CreateAccountPage')),
  [paths.createAccountEmail]: lazyPage(() => import('../create-account/CreateAccountEmailPage')),
  [paths.accountSetup]: AccountSetupPage,
  [paths.brokerAccountSetup]: AccountSetupPage,
  [paths.setPassword]: SetPasswordPage,
  [paths.signupSetPassword]: lazyPage(() =>
    setPasswords().then((module) => ({ default: module.SignupSetPasswordPage })),
  ),
  [paths.forgotPassword]: lazyPage(() => import('../forgot-password/ForgotPasswordPage')),
  [paths.changePassword]: lazyPage(() => import('../passwords/ChangePasswordPage')),
  [paths.signupThankYou]: lazyPage(() =>
    thankYous().then((module) => ({ default: module.SignupThankYouPage })),
  ),
  [paths.signupBroker]: lazyPage(() =>
    thankYous().then((module) => ({ default: module.SignupBrokerThankYouPage })),
  ),
  [paths.applicationsThankYou]: lazyPage(() =>
    thankYous().then((module) => ({ default: module.ApplicationsThankYouPage })),
  ),
  [paths.thankYouForm]: lazyPage(() =>
    thankYous().then((module) => ({ default: module.FormThankYouPage })),
  ),
  [paths.thankYouType]: lazyPage(() =>
    thankYous().then((module) => ({ default: module.TypeThankYouPage })),
  ),
} satisfies RemotePages;
