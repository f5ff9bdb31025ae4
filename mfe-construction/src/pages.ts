// The pages this remote serves (published with each release as pages.json): the shell builds its
// routes from it. Every page here has its component in exposes/routes.ts under the same name.
import { pagesAt, type PageDeclaration } from '@lender/contracts';
import { PAGE_PATTERNS } from './patterns';

const at = pagesAt(PAGE_PATTERNS);

export const declaration: PageDeclaration = {
  remote: 'mfe_construction',
  pages: [
    {
      ...at('deal-construction'),
      title: 'Construction',
      layout: 'deal',
      // Spec §6: customers see Construction Management; brokers do not.
      audience: ['customer'],
      // Spec §6: an employee sees it with Request Draw disabled.
      whileViewing: 'read-only',
      // Spec §2: Construction Management, second, for customers on qualifying deals.
      tab: {
        label: 'Construction Management',
        order: 20,
        showWhen: ['customer', 'construction-deal'],
      },
      // No reads of its own first: the deal (the frame's read, which the shell starts as the route
      // matches) decides the page's case, and draws and budget wait for it (spec §7 reads no
      // draws of a funded multifamily deal).
    },
  ],
  links: ['deal-construction'],
};
