// The pages this remote serves (published with each release as pages.json): the shell builds its
// routes and side navigation from it. Every page here has its component in exposes/routes.ts
// under the same name.
import type { PageDeclaration } from '@lender/contracts';

export const declaration: PageDeclaration = {
  remote: 'mfe_account',
  pages: [
    {
      name: 'profile',
      pattern: '/dashboard/profile',
      title: 'Profile',
      layout: 'signed-in',
      audience: ['customer', 'broker', 'employee'],
      // The API refuses an employee's change of the borrower's profile (Save is disabled).
      whileViewing: 'read-only',
      nav: [{ section: 'main', label: 'Profile', order: 70, audience: ['customer'] }],
    },
    {
      name: 'faq',
      pattern: '/dashboard/faq',
      title: 'FAQ',
      layout: 'signed-in',
      audience: ['customer', 'broker', 'employee'],
      whileViewing: 'open',
      nav: [{ section: 'main', label: 'FAQ', order: 60 }],
    },
    {
      name: 'sandbox',
      pattern: '/dashboard/sandbox',
      title: 'Sandbox',
      layout: 'signed-in',
      audience: ['customer', 'broker', 'employee'],
      whileViewing: 'open',
      devOnly: true,
    },
  ],
  links: ['profile', 'faq'],
};
