// The pages this remote serves (published with each release as pages.json): the shell builds its
// routes and side navigation from it. Every page here has its component in exposes/routes.ts
// under the same name.
import {
  pageRead,
  pagesAt,
  signedInPage,
  type DeclaredPage,
  type PageDeclaration,
} from '@lender/contracts';
import { dealMembersRead } from './deal/api/dealDetail';
import { dealPageRead } from './deal-tables/api/dealPageRead';
import { documentsRead } from './documents/api/documents';
import { recentLocsRead } from './line-of-credit/api/mostRecentLocs';
import { accountHistoryRead } from './payment-history/api/accountHistory';
import { PAGE_PATTERNS, type PageName } from './patterns';

const at = pagesAt(PAGE_PATTERNS);

// A deal tab reads first its own list, beside the deal frame's read of the deal (the shell starts
// both as the route matches). The dashboard's tables read the first page of each list, the
// customer's own lists or the broker's (an employee's own home has no tables); a borrower's lines
// of credit feed the customer dashboard's summary and the line-of-credit page (which sends any
// other account type to the dashboard without reading them).
const recentLocs = pageRead(recentLocsRead, ['customer']);

/** A page of the deal frame: the borrower's and the broker's, open while an employee views. */
const dealPage = (
  name: PageName,
  title: string,
  facts: Partial<DeclaredPage> = {},
): DeclaredPage => ({
  ...at(name),
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
    signedInPage(at('dashboard'), 'Dashboard', {
      // A lead's home is the resources page: the dashboard (the brand's and not-found's link)
      // takes them there, with nothing read.
      audience: ['customer', 'broker', 'employee', 'lead'],
      nav: [
        { section: 'main', label: 'Customer Dashboard', order: 10, audience: ['customer'] },
        { section: 'main', label: 'Broker Dashboard', order: 10, audience: ['broker', 'employee'] },
      ],
      data: [
        pageRead(dealPageRead('customer', 'inprocess'), ['customer']),
        pageRead(dealPageRead('customer', 'funded'), ['customer']),
        pageRead(dealPageRead('broker', 'inprocess'), ['broker']),
        pageRead(dealPageRead('broker', 'funded'), ['broker']),
        recentLocs,
      ],
    }),
    signedInPage(at('resources'), 'Resources', {
      audience: ['customer', 'broker', 'lead', 'employee'],
      // Leads see only this page (spec §1).
      nav: [{ section: 'main', label: 'Resources', order: 10, audience: ['lead'] }],
    }),
    signedInPage(at('applications'), 'New Applications', {
      nav: [applicationsNav(20, ['broker', 'employee']), applicationsNav(45, ['customer'])],
    }),
    signedInPage(at('line-of-credit'), 'Line of Credit', {
      data: [recentLocs],
    }),
    // Spec §2's tab bar: Overview, (Construction Management: mfe-construction's, order 20),
    // Payment History, Properties, Documents.
    dealPage('deal', 'Deal', {
      data: [pageRead(dealMembersRead(':id'))],
      tab: { label: 'Overview', order: 10 },
    }),
    dealPage('deal-payment-history', 'Payment History', {
      data: [pageRead(accountHistoryRead(':id'))],
      tab: { label: 'Payment History', order: 30 },
    }),
    dealPage('deal-property', 'Property', { tab: { label: 'Properties', order: 40 } }),
    dealPage('deal-documents', 'Documents', {
      data: [pageRead(documentsRead(':id'))],
      tab: { label: 'Documents', order: 50 },
    }),
    // A page of the deal without a tab. A card payment is the borrower's own act: an employee
    // viewing the account sees the fee with the form disabled and why (the API refuses it too).
    dealPage('deal-appraisal-payment', 'Appraisal Payment', {
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
