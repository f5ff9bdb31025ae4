// The pages this remote serves (published with each release as pages.json): the shell builds its
// routes and side navigation from it. Every page here has its component in exposes/routes.ts
// under the same name.
import type { PageDeclaration, PageReadDeclaration } from '@lender/contracts';

// What a deal tab reads first (started by the shell as the route matches, beside the deal frame's
// own read of the deal): the tab's own list. The tabs read the same calls (deal/api,
// payment-history/api, documents/api); pages.test.ts holds them together.
const byDeal = (path: string): PageReadDeclaration => ({
  method: 'POST',
  path,
  body: { dealid: ':id' },
});

export const declaration: PageDeclaration = {
  remote: 'mfe_deals',
  pages: [
    {
      name: 'dashboard',
      pattern: '/dashboard',
      title: 'Dashboard',
      layout: 'signed-in',
      audience: ['customer', 'broker', 'employee'],
      whileViewing: 'open',
      nav: [
        { section: 'main', label: 'Customer Dashboard', order: 10, audience: ['customer'] },
        {
          section: 'main',
          label: 'Broker Dashboard',
          order: 10,
          audience: ['broker', 'employee'],
        },
      ],
    },
    {
      name: 'resources',
      pattern: '/dashboard/resources',
      title: 'Resources',
      layout: 'signed-in',
      audience: ['customer', 'broker', 'lead', 'employee'],
      whileViewing: 'open',
      // Leads see only this page (spec §1).
      nav: [{ section: 'main', label: 'Resources', order: 10, audience: ['lead'] }],
    },
    {
      name: 'applications',
      pattern: '/dashboard/applications',
      title: 'New Applications',
      layout: 'signed-in',
      audience: ['customer', 'broker', 'employee'],
      whileViewing: 'open',
      nav: [
        {
          section: 'main',
          label: 'New Applications',
          order: 20,
          audience: ['broker', 'employee'],
          unlessFlag: 'newApplicationsHidden',
        },
        {
          section: 'main',
          label: 'New Applications',
          order: 45,
          audience: ['customer'],
          unlessFlag: 'newApplicationsHidden',
        },
      ],
    },
    {
      name: 'line-of-credit',
      pattern: '/dashboard/applications/line-of-credit',
      title: 'Line of Credit',
      layout: 'signed-in',
      audience: ['customer', 'broker', 'employee'],
      whileViewing: 'open',
    },
    {
      name: 'deal',
      pattern: '/dashboard/deal/:id',
      title: 'Deal',
      layout: 'deal',
      audience: ['customer', 'broker'],
      whileViewing: 'open',
      data: [byDeal('deals/members')],
    },
    {
      name: 'deal-payment-history',
      pattern: '/dashboard/deal/:id/payment-history',
      title: 'Payment History',
      layout: 'deal',
      audience: ['customer', 'broker'],
      whileViewing: 'open',
      data: [byDeal('deals/account-history')],
    },
    {
      name: 'deal-property',
      pattern: '/dashboard/deal/:id/property',
      title: 'Property',
      layout: 'deal',
      audience: ['customer', 'broker'],
      whileViewing: 'open',
    },
    {
      name: 'deal-documents',
      pattern: '/dashboard/deal/:id/documents',
      title: 'Documents',
      layout: 'deal',
      audience: ['customer', 'broker'],
      whileViewing: 'open',
      data: [byDeal('deals/getdocuments')],
    },
    {
      name: 'deal-credit',
      pattern: '/dashboard/deal/:id/credit',
      title: 'Appraisal Payment',
      layout: 'deal',
      audience: ['customer', 'broker'],
      // A card payment is the borrower's own act: the API refuses it while viewing.
      whileViewing: 'closed',
    },
  ],
  links: [
    'dashboard',
    'resources',
    'line-of-credit',
    'deal',
    'deal-payment-history',
    'deal-property',
    'deal-documents',
  ],
};
