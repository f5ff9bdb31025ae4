// The contract of this remote (`./routes`): a lazily loaded page per page name it declares
// (src/pages.ts). Renaming or removing a page is a change of the declaration too.
import { lazyPage, type RemotePages } from '@lender/shared';

export const pages = {
  'deal-construction': lazyPage(() => import('../construction-page/ConstructionPage')),
} satisfies RemotePages;
