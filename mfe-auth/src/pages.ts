// The pages this remote serves (published with each release as pages.json): the shell builds its
// routes from it. Every page here has its component in exposes/routes.ts under the same name.
import { pagesAt, type PageDeclaration } from '@lender/contracts';
import { PAGE_PATTERNS } from './patterns';

const at = pagesAt(PAGE_PATTERNS);

export const declaration: PageDeclaration = {
  remote: 'mfe_auth',
  pages: [
    { ...at('sign-in'), title: 'Customer Sign In', layout: 'public' },
    { ...at('signup'), title: 'Sign Up', layout: 'public' },
    { ...at('broker-signup'), title: 'Broker Sign Up', layout: 'public' },
    { ...at('signup-thank-you'), title: 'Thank You', layout: 'public-grey' },
    { ...at('signup-broker'), title: 'Sign Up', layout: 'public' },
    { ...at('create-account'), title: 'Create Account', layout: 'public' },
    { ...at('create-account-email'), title: 'Create Account', layout: 'public' },
    { ...at('account-setup'), title: 'Account Setup', layout: 'account-access' },
    { ...at('broker-account-setup'), title: 'Account Setup', layout: 'account-access' },
    { ...at('set-password'), title: 'Set Your Portal Password', layout: 'account-access' },
    { ...at('signup-set-password'), title: 'Set Your Portal Password', layout: 'account-access' },
    { ...at('forgot-password'), title: 'Password Assistance', layout: 'account-access' },
    { ...at('change-password'), title: 'Change Password', layout: 'account-access' },
    { ...at('applications-thank-you'), title: 'Thank You', layout: 'public-grey' },
    { ...at('thank-you-form'), title: 'Thank You', layout: 'public-grey' },
    { ...at('thank-you-type'), title: 'Thank You', layout: 'public-grey' },
  ],
  links: ['sign-in', 'forgot-password', 'create-account'],
};
