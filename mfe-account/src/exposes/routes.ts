// The contract of this remote (`./routes`): a lazily loaded page per route pattern it serves.
// Add pages freely; never remove or rename one (the shell's route table relies on them).
import { lazyPage, paths, type RemotePages } from '@lender/shared';

export const pages = {
  [paths.profile]: lazyPage(() => import('../profile/ProfilePage')),
  [paths.faq]: lazyPage(() => import('../faq/FaqPage')),
  // Developer-only: the shell mounts it only when the devRoutes flag is on.
  [paths.sandbox]: lazyPage(() => import('../sandbox/SandboxPage')),
} satisfies RemotePages;
