import { matchRoutes } from 'react-router-dom';
import { isSignedInLayout } from '@lender/contracts';
import type { PageTable } from '../pages/assemble';
import { startPageReads } from '../pages/pageReads';
import { currentViewer } from '../pages/useViewer';
import { mountedPages } from './portalRoutes';
import { startPageCode } from './startPageCode';
import { startSignedInFrame } from './signedInFrame';

/**
 * Starts loading what the page at `pathname` needs right away, in parallel with the shell's own
 * start: the page's code, the reads the page declares it needs first (its own reads get these
 * answers) and, for a signed-in page, the signed-in frame and its loan lists' call. Nothing for an
 * unknown path.
 */
export function preloadRoutePage(pathname: string, table: PageTable, devRoutes: boolean): void {
  const routes = mountedPages(table, devRoutes).map((page) => ({ path: page.pattern, page }));
  const [match] = matchRoutes(routes, pathname) ?? [];
  if (!match) return;
  const { page } = match.route;
  startPageReads(page, match.params, currentViewer());
  // Without waiting for the frame to render its area (~0.2 s on a first load).
  startPageCode(page);
  if (isSignedInLayout(page.layout)) startSignedInFrame().catch(() => undefined);
}
