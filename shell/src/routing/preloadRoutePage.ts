import { matchRoutes } from 'react-router-dom';
import { isLazyPage } from '@lender/shared';
import { loadRemotePages } from '../federation/loadRemotePages';
import type { PageTable } from '../pages/assemble';
import { startPageReads } from '../pages/pageReads';
import { currentViewer } from '../pages/useViewer';
import { mountedPages } from './portalRoutes';
import { startSignedInFrame } from './signedInFrame';

/**
 * Starts loading what the page at `pathname` needs right away, in parallel with the shell's own
 * start: the remote that serves it and then the page's own code (its area asks for the same loads
 * and finds them under way: a lazy page's import is loaded once), the reads the page declares it
 * needs first (its own reads get these answers) and, for a signed-in page, the signed-in frame and
 * its loan lists' call. Nothing for an unknown path.
 */
export function preloadRoutePage(pathname: string, table: PageTable, devRoutes: boolean): void {
  const routes = mountedPages(table, devRoutes).map((page) => ({ path: page.pattern, page }));
  const [match] = matchRoutes(routes, pathname) ?? [];
  if (!match) return;
  const { page } = match.route;
  startPageReads(page, match.params, currentViewer());
  // Without waiting for the frame to render its area (~0.2 s on a first load).
  loadRemotePages(page.remote)
    .then(({ pages }) => {
      const component = pages[page.name];
      return component && isLazyPage(component) ? component.load() : undefined;
    })
    .catch(() => undefined);
  if (page.layout === 'signed-in') startSignedInFrame().catch(() => undefined);
}
