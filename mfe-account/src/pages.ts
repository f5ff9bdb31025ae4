// The pages this remote serves (published with each release as pages.json): the shell builds its
// routes and side navigation from it. Every page here has its component in exposes/routes.ts
// under the same name.
import { pageRead, pagesAt, signedInPage, type PageDeclaration } from '@lender/contracts';
import { profileRead } from './profile/api/profileRead';
import { PAGE_PATTERNS } from './patterns';

const at = pagesAt(PAGE_PATTERNS);

export const declaration: PageDeclaration = {
  remote: 'mfe_account',
  pages: [
    signedInPage(at('profile'), 'Profile', {
      // The API refuses an employee's change of the borrower's profile (Save is disabled).
      whileViewing: 'read-only',
      nav: [{ section: 'main', label: 'Profile', order: 70, audience: ['customer'] }],
      data: [pageRead(profileRead)],
    }),
    signedInPage(at('faq'), 'FAQ', {
      nav: [{ section: 'main', label: 'FAQ', order: 60 }],
    }),
    signedInPage(at('sandbox'), 'Sandbox', { devOnly: true }),
  ],
  links: ['profile', 'faq'],
};
