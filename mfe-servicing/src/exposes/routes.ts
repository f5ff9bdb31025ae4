// The contract of this remote (`./routes`): a lazily loaded page per page name it declares
// (src/pages.ts). Renaming or removing a page is a change of the declaration too.
import { lazyPage, type RemotePages } from '@lender/shared';

export const pages = {
  'servicing-requests': lazyPage(() => import('../servicing-requests/ServicingRequestsPage')),
  'servicing-extension': lazyPage(() => import('../extension/ExtensionPage')),
  'servicing-payoff': lazyPage(() => import('../payoff/PayoffPage')),
  'public-payoff-request': lazyPage(() => import('../payoff/PublicPayoffPage')),
  'servicing-capex': lazyPage(() => import('../capex/CapexPage')),
  'servicing-loss-draft': lazyPage(() => import('../loss-draft/LossDraftPage')),
} satisfies RemotePages;
