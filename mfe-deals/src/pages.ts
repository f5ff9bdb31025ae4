// The pages this remote serves (published with each release as pages.json): the shell builds its
// routes and side navigation from it. Every page here has its component in exposes/routes.ts
// under the same name.
import {
  signedInPage,
  type DeclaredPage,
  type PageAudience,
  type PageDeclaration,
  type PageReadDeclaration,
} from '@lender/contracts';
import { DEAL_TABLE_PAGE } from './deal-tables/pageSize';

// What a deal tab reads first (started by the shell as the route matches, beside the deal frame's
// own read of the deal): the tab's own list. The tabs read the same calls (deal/api,
// payment-history/api, documents/api); pages.test.ts holds them together.
const byDeal = (path: string): PageReadDeclaration => ({
  method: 'POST',
  path,
  body: { dealid: ':id' },
});

// What the dashboard's tables read first: the first page of each list, the customer's own lists or
// the broker's (deal-tables/api/dealLists.ts; an employee's own home has no tables).
const firstPageOf = (path: string, audience: PageAudience): PageReadDeclaration => ({
  method: 'GET',
  path,
  query: { limit: String(DEAL_TABLE_PAGE) },
  audience: [audience],
});

// A borrower's lines of credit: the customer dashboard's summary and the line-of-credit page (which
// sends any other account type to the dashboard without reading it).
const recentLocs: PageReadDeclaration = {
  method: 'POST',
  path: 'most-recent-locs',
  audience: ['customer'],
};

/** A page of the deal frame: the borrower's and the broker's, open while an employee views. */
const dealPage = (
  name: string,
  tab: string,
  title: string,
  facts: Partial<DeclaredPage> = {},
): DeclaredPage => ({
  name,
  pattern: `/dashboard/deal/:id${tab}`,
  title,
  layout: 'deal',
  audience: ['customer', 'broker'],
  whileViewing: 'open',
  ...facts,
});

/** The New Applications entry: the broker's near the top, the customer's lower down. */
const applicationsNav = (order: number, audience: DeclaredPage['audience']) => ({
  section: 'main' as const,
  label: 'New Applications',
  order,
  audience,
  unlessFlag: 'newApplicationsHidden' as const,
});

export const declaration: PageDeclaration = {
  remote: 'mfe_deals',
  pages: [
    signedInPage('dashboard', '/dashboard', 'Dashboard', {
      // A lead's home is the resources page: the dashboard (the brand's and not-found's link)
      // takes them there, with nothing read.
      audience: ['customer', 'broker', 'employee', 'lead'],
      nav: [
        { section: 'main', label: 'Customer Dashboard', order: 10, audience: ['customer'] },
        { section: 'main', label: 'Broker Dashboard', order: 10, audience: ['broker', 'employee'] },
      ],
      data: [
        firstPageOf('deals/inprocess', 'customer'),
        firstPageOf('deals/funded', 'customer'),
        firstPageOf('deals/broker/inprocess', 'broker'),
        firstPageOf('deals/broker/funded', 'broker'),
        recentLocs,
      ],
    }),
    signedInPage('resources', '/dashboard/resources', 'Resources', {
      audience: ['customer', 'broker', 'lead', 'employee'],
      // Leads see only this page (spec §1).
      nav: [{ section: 'main', label: 'Resources', order: 10, audience: ['lead'] }],
    }),
    signedInPage('applications', '/dashboard/applications', 'New Applications', {
      nav: [applicationsNav(20, ['broker', 'employee']), applicationsNav(45, ['customer'])],
    }),
    signedInPage('line-of-credit', '/dashboard/applications/line-of-credit', 'Line of Credit', {
      data: [recentLocs],
    }),
    // Spec §2's tab bar: Overview, (Construction Management: mfe-construction's, order 20),
    // Payment History, Properties, Documents.
    dealPage('deal', '', 'Deal', {
      data: [byDeal('deals/members')],
      tab: { label: 'Overview', order: 10 },
    }),
    dealPage('deal-payment-history', '/payment-history', 'Payment History', {
      data: [byDeal('deals/account-history')],
      tab: { label: 'Payment History', order: 30 },
    }),
    dealPage('deal-property', '/property', 'Property', { tab: { label: 'Properties', order: 40 } }),
    dealPage('deal-documents', '/documents', 'Documents', {
      data: [byDeal('deals/getdocuments')],
      tab: { label: 'Documents', order: 50 },
    }),
    // A page of the deal without a tab. A card payment is the borrower's own act: an employee
    // viewing the account sees the fee with the form disabled and why (the API refuses it too).
    dealPage('deal-appraisal-payment', '/credit', 'Appraisal Payment', {
      whileViewing: 'read-only',
    }),
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
