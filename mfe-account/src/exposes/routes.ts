// The contract of this remote (`./routes`): a lazily loaded page per route pattern it serves.
// Add pages freely; never remove or rename one (the shell's route table relies on them).
import { lazy } from 'react';
import { paths, type RemotePages } from '@lender/shared';

export const pages: RemotePages = {
  [paths.profile]: lazy(() => import('../profile/ProfilePage')),
  [paths.faq]: lazy(() => import('../faq/FaqPage')),
  // Developer-only: the shell mounts it only when the devRoutes flag is on.
  [paths.sandbox]: lazy(() => import('../sandbox/SandboxPage')),
};
