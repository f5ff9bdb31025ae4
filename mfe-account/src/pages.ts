// The pages this remote serves (published with each release as pages.json): the shell builds its
// routes and side navigation from it. Every page here has its component in exposes/routes.ts
// under the same name.
import { signedInPage, type PageDeclaration } from '@lender/contracts';

export const declaration: PageDeclaration = {
  remote: 'mfe_account',
  pages: [
    signedInPage('profile', '/dashboard/profile', 'Profile', {
      // The API refuses an employee's change of the borrower's profile (Save is disabled).
      whileViewing: 'read-only',
      nav: [{ section: 'main', label: 'Profile', order: 70, audience: ['customer'] }],
      data: [{ method: 'GET', path: 'fetchaccountprofile' }],
    }),
    signedInPage('faq', '/dashboard/faq', 'FAQ', {
      nav: [{ section: 'main', label: 'FAQ', order: 60 }],
    }),
    signedInPage('sandbox', '/dashboard/sandbox', 'Sandbox', { devOnly: true }),
  ],
  links: ['profile', 'faq'],
};
