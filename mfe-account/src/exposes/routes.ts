// The contract of this remote (`./routes`): a lazily loaded page per page name it declares
// (src/pages.ts). Renaming or removing a page is a change of the declaration too.
import { lazyPage, type RemotePages } from '@lender/shared';

export const pages = {
  profile: lazyPage(() => import('../profile/ProfilePage')),
  faq: lazyPage(() => import('../faq/FaqPage')),
  // Developer-only: the shell mounts it only when the devRoutes flag is on.
  sandbox: lazyPage(() => import('../sandbox/SandboxPage')),
} satisfies RemotePages;
