// The pages this remote serves (published with each release as pages.json): the shell builds its
// routes from it. Every page here has its component in exposes/routes.ts under the same name.
import type { PageDeclaration } from '@lender/contracts';

export const declaration: PageDeclaration = {
  remote: 'mfe_auth',
  pages: [
    { name: 'sign-in', pattern: '/', title: 'Customer Sign In', layout: 'public' },
    { name: 'signup', pattern: '/signup', title: 'Sign Up', layout: 'public' },
    { name: 'broker-signup', pattern: '/broker/signup', title: 'Broker Sign Up', layout: 'public' },
    {
      name: 'signup-thank-you',
      pattern: '/signup-thankyou',
      title: 'Thank You',
      layout: 'public-grey',
    },
    { name: 'signup-broker', pattern: '/signup/:brokeremail', title: 'Sign Up', layout: 'public' },
    {
      name: 'create-account',
      pattern: '/create-account',
      title: 'Create Account',
      layout: 'public',
    },
    {
      name: 'create-account-email',
      pattern: '/create-account/:email',
      title: 'Create Account',
      layout: 'public',
    },
    {
      name: 'account-setup',
      pattern: '/account-setup/:token',
      title: 'Account Setup',
      layout: 'account-access',
    },
    {
      name: 'broker-account-setup',
      pattern: '/broker/account-setup/:token',
      title: 'Account Setup',
      layout: 'account-access',
    },
    {
      name: 'set-password',
      pattern: '/set-password/:token',
      title: 'Set Your Portal Password',
      layout: 'account-access',
    },
    {
      name: 'signup-set-password',
      pattern: '/signup-setpassword',
      title: 'Set Your Portal Password',
      layout: 'account-access',
    },
    {
      name: 'forgot-password',
      pattern: '/forgot-password',
      title: 'Password Assistance',
      layout: 'account-access',
    },
    {
      name: 'change-password',
      pattern: '/change-password/:token',
      title: 'Change Password',
      layout: 'account-access',
    },
    {
      name: 'applications-thank-you',
      pattern: '/applications/thank-you',
      title: 'Thank You',
      layout: 'public-grey',
    },
    {
      name: 'thank-you-form',
      pattern: '/thank-you/form',
      title: 'Thank You',
      layout: 'public-grey',
    },
    {
      name: 'thank-you-type',
      pattern: '/thank-you/:type',
      title: 'Thank You',
      layout: 'public-grey',
    },
  ],
  links: ['sign-in', 'forgot-password', 'create-account'],
};
