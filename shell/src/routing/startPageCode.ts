import { isLazyPage, preloadDealFrame } from '@lender/shared';
import { loadRemotePages, preloadPageFiles } from '../federation/loadRemotePages';
import type { AssembledPage } from '../pages/assemble';

/**
 * Starts loading a page's code without waiting for its area to render: its remote's pages, then
 * the page's own chunk (the files of both asked for at once, when the release lists them) (the area asks for the same loads and finds them under way: a lazy page's
 * import is loaded once), and for a deal page the deal frame's. Failures are the area's to show.
 */
export function startPageCode(page: Pick<AssembledPage, 'remote' | 'name' | 'layout'>): void {
  loadRemotePages(page.remote)
    .then(({ pages }) => {
      const component = pages[page.name];
      return component && isLazyPage(component) ? component.load() : undefined;
    })
    .catch(() => undefined);
  // After the remote's entry, which is asked for first.
  preloadPageFiles(page.remote, page.name);
  if (page.layout === 'deal') preloadDealFrame().catch(() => undefined);
}
