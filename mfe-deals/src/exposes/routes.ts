// The contract of this remote (`./routes`): a lazily loaded page per route pattern it serves.
// Add pages freely; never remove or rename one (the shell's route table relies on them).
import { bundledPage, lazyPage, paths, type RemotePages } from '@lender/shared';
import HomePage from '../home/HomePage';

export const pages = {
  // The page users land on: in this module, so it needs no further chunk.
  [paths.dashboard]: bundledPage(HomePage),
  [paths.resources]: lazyPage(() => import('../resources/ResourcesPage')),
  [paths.applications]: lazyPage(() => import('../applications/ApplicationsThankYouPage')),
  [paths.lineOfCredit]: lazyPage(() => import('../line-of-credit/LineOfCreditPage')),
  // The deal pages: each a tab in the deal frame (deal/dealTabPage.tsx).
  [paths.deal]: lazyPage(() => import('../deal/DealOverviewPage')),
  [paths.dealPaymentHistory]: lazyPage(() => import('../payment-history/PaymentHistoryPage')),
  [paths.dealProperty]: lazyPage(() => import('../property/PropertyPage')),
  [paths.dealDocuments]: lazyPage(() => import('../documents/DocumentsPage')),
  [paths.dealCredit]: lazyPage(() => import('../card-payment/CreditPage')),
} satisfies RemotePages;
