// The contract of this remote (`./routes`): a lazily loaded page per page name it declares
// (src/pages.ts). Renaming or removing a page is a change of the declaration too.
import { lazyPage, type RemotePages } from '@lender/shared';

export const pages = {
  // Each page its own chunk, the dashboard too: a deal page opened by its address does not carry
  // the dashboard's code, and the shell asks for a page's chunk beside this module (preload.json).
  dashboard: lazyPage(() => import('../home/HomePage')),
  resources: lazyPage(() => import('../resources/ResourcesPage')),
  applications: lazyPage(() => import('../applications/ApplicationsThankYouPage')),
  'line-of-credit': lazyPage(() => import('../line-of-credit/LineOfCreditPage')),
  // The deal pages: each a tab in the deal frame (deal/dealTabPage.tsx).
  deal: lazyPage(() => import('../deal/DealOverviewPage')),
  'deal-payment-history': lazyPage(() => import('../payment-history/PaymentHistoryPage')),
  'deal-property': lazyPage(() => import('../property/PropertyPage')),
  'deal-documents': lazyPage(() => import('../documents/DocumentsPage')),
  'deal-appraisal-payment': lazyPage(() => import('../appraisal-payment/AppraisalPaymentPage')),
} satisfies RemotePages;
