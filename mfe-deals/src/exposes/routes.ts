// The contract of this remote (`./routes`): a lazily loaded page per route pattern it serves.
// Add pages freely; never remove or rename one (the shell's route table relies on them).
import { bundledPage, lazyPage, paths, type RemotePages } from '@lender/shared';
import HomePage from '../home/HomePage';

/**
 * The deal pages (each in the deal frame, see deal/dealTabPage.tsx). Not exposed yet: the shell
 * lists these routes as unbuilt until every deal page is merged; then they join `pages` below
 * (`...dealPages`) as the route table stops listing them. A deal page is a one-line module,
 * `export default dealTabPage(DocumentsTab);`, and one line here.
 */
export const dealPages = {
  [paths.deal]: lazyPage(() => import('../deal/DealOverviewPage')),
  [paths.dealPaymentHistory]: lazyPage(() => import('../payment-history/PaymentHistoryPage')),
  [paths.dealProperty]: lazyPage(() => import('../property/PropertyPage')),
} satisfies RemotePages;

export const pages = {
  // The page users land on: in this module, so it needs no further chunk.
  [paths.dashboard]: bundledPage(HomePage),
  [paths.resources]: lazyPage(() => import('../resources/ResourcesPage')),
  [paths.applications]: lazyPage(() => import('../applications/ApplicationsThankYouPage')),
  [paths.lineOfCredit]: lazyPage(() => import('../line-of-credit/LineOfCreditPage')),
} satisfies RemotePages;
