// The contract of this remote (`./routes`): a lazily loaded page per page name it declares
// (src/pages.ts). Renaming or removing a page is a change of the declaration too.
import { bundledPage, lazyPage, type RemotePages } from '@lender/shared';
import HomePage from '../home/HomePage';

export const pages = {
  // The page users land on: in this module, so it needs no further chunk.
  dashboard: bundledPage(HomePage),
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
