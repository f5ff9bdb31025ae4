import { matchRoutes } from 'react-router-dom';
import { isSignedInLayout } from '@lender/contracts';
import type { PageTable } from '../pages/assemble';
import { startPageReads } from '../pages/pageReads';
import { currentViewer } from '../pages/useViewer';
import { mountedPages } from './portalRoutes';
import { startPageCode } from './startPageCode';
import { startSignedInFrame } from './signedInFrame';
import { nextTask } from '../tasks/nextTask';

/**
 * Starts loading what the page at `pathname` needs right away, in parallel with the shell's own
 * start: the reads the page declares it needs first (its own reads get these answers), for a
 * signed-in page the signed-in frame and its loan lists' call, then the page's code. Nothing for
 * an unknown path. Each start is a task of its own: asking for a file costs the main thread a few
 * milliseconds, and all of a deal page's in one task held it for ~150 ms on a phone (4× CPU).
 */
export async function preloadRoutePage(
  pathname: string,
  table: PageTable,
  devRoutes: boolean,
): Promise<void> {
  const routes = mountedPages(table, devRoutes).map((page) => ({ path: page.pattern, page }));
  const [match] = matchRoutes(routes, pathname) ?? [];
  if (!match) return;
  const { page } = match.route;
  startPageReads(page, match.params, currentViewer());
  await nextTask();
  if (isSignedInLayout(page.layout)) {
    startSignedInFrame().catch(() => undefined);
    await nextTask();
  }
  // Without waiting for the frame to render its area (~0.2 s on a first load).
  await startPageCode(page);
}
