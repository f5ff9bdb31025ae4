// The contract of this remote (`./routes`): a lazily loaded page per route pattern it serves.
// Add pages freely; never remove or rename one (the shell's route table relies on them).
import { lazyPage, paths, type RemotePages } from '@lender/shared';

export const pages = {
  [paths.servicingRequests]: lazyPage(() => import('../servicing-menu/ServicingRequestsPage')),
  [paths.servicingExtension]: lazyPage(() => import('../extension/ExtensionPage')),
  [paths.servicingPayoff]: lazyPage(() => import('../payoff/PayoffPage')),
  [paths.publicPayoffRequest]: lazyPage(() => import('../payoff/PublicPayoffPage')),
  [paths.servicingCapex]: lazyPage(() => import('../capex/CapexPage')),
  [paths.servicingLossDraft]: lazyPage(() => import('../loss-draft/LossDraftPage')),
} satisfies RemotePages;
