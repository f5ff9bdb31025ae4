// The pages this remote serves (published with each release as pages.json): the shell builds its
// routes from it. Every page here has its component in exposes/routes.ts under the same name.
import type { PageDeclaration } from '@lender/contracts';

export const declaration: PageDeclaration = {
  remote: 'mfe_construction',
  pages: [
    {
      name: 'deal-construction',
      pattern: '/dashboard/deal/:id/construction',
      title: 'Construction',
      layout: 'deal',
      // Spec §6: customers see Construction Management; brokers do not.
      audience: ['customer'],
      // Spec §6: an employee sees it with Request Draw disabled.
      whileViewing: 'read-only',
      // The deal, for the frame and for the page's case: the shell starts it as the route
      // matches, and the page's own read (construction-page/api) gets that answer (pages.test.ts).
      // Draws and budget wait for the deal: spec §7 reads no draws of a funded multifamily deal.
      data: [{ method: 'POST', path: 'deals/details', body: { dealid: ':id' } }],
    },
  ],
  links: ['deal-construction'],
};
