// The contract of this remote (`./routes`): a lazily loaded page per route pattern it serves.
// Add pages freely; never remove or rename one (the shell's route table relies on them).
import { lazy } from 'react';
import { paths, type RemotePages } from '@lender/shared';

export const pages: RemotePages = {
  [paths.dashboard]: lazy(() => import('../home/HomePage')),
  [paths.resources]: lazy(() => import('../resources/ResourcesPage')),
  [paths.applications]: lazy(() => import('../applications/ApplicationsThankYouPage')),
  [paths.lineOfCredit]: lazy(() => import('../line-of-credit/LineOfCreditPage')),
};
