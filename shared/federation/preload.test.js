// Which module each page of a routes module imports: the map the build's preload.json is made by.
const { pageImports } = require('./preload');

it('maps each lazily loaded page to the module it imports, through constants and .then', () => {
  const source = `
    import { bundledPage, lazyPage, type RemotePages } from '@lender/shared';
    import SignInPage from '../sign-in/SignInPage';
    const AccountSetupPage = lazyPage(() => import('../account-setup/AccountSetupPage'));
    const thankYous = () => import('../thank-you/ThankYouPages');
    const other = { notAPage: lazyPage(() => import('../elsewhere/Other')) };
    export const pages = {
      'sign-in': bundledPage(SignInPage),
      'account-setup': AccountSetupPage,
      'deal-payment-history': lazyPage(() => import('../payment-history/PaymentHistoryPage')),
      'signup-thank-you': lazyPage(() =>
        thankYous().then((module) => ({ default: module.SignupThankYouPage })),
      ),
      faq: lazyPage(() => import('../faq/FaqPage').then((module) => ({ default: module.Faq }))),
    } satisfies RemotePages;
  `;
  expect(Object.fromEntries(pageImports(source))).toEqual({
    'account-setup': '../account-setup/AccountSetupPage',
    'deal-payment-history': '../payment-history/PaymentHistoryPage',
    'signup-thank-you': '../thank-you/ThankYouPages',
    faq: '../faq/FaqPage',
  });
});

it('finds no page in a module without an exported `pages` object', () => {
  expect(pageImports(`export const routes = { a: lazyPage(() => import('./A')) };`).size).toBe(0);
});
