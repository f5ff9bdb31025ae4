// The contract of this remote (`./routes`): a lazily loaded page per route pattern it serves.
// Add pages freely; never remove or rename one (the shell's route table relies on them).
import { lazyPage, paths, type RemotePages } from '@lender/shared';

export const pages = {
  [paths.dashboard]: lazyPage(() => import('../home/HomePage')),
  [paths.resources]: lazyPage(() => import('../resources/ResourcesPage')),
  [paths.applications]: lazyPage(() => import('../applications/ApplicationsThankYouPage')),
  [paths.lineOfCredit]: lazyPage(() => import('../line-of-credit/LineOfCreditPage')),
} satisfies RemotePages;
