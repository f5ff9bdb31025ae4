import { matchRoutes } from 'react-router-dom';
import { isLazyPage } from '@lender/shared';
import { loadRemotePages } from '../federation/loadRemotePages';
import { routesFor } from './routeTable';
import { startSignedInFrame } from './signedInFrame';

/**
 * Starts loading what the page at `pathname` needs right away, in parallel with the shell's own
 * start: the remote that serves it and then the page's own code (its area asks for the same loads
 * and finds them under way: a lazy page's import is loaded once) and, for a signed-in page, the
 * signed-in frame and its loan lists' call. Nothing for an unknown path.
 */
export function preloadRoutePage(pathname: string, devRoutes: boolean): void {
  const [match] = matchRoutes(routesFor(devRoutes), pathname) ?? [];
  if (!match) return;
  const { remote, path } = match.route;
  // Without waiting for the frame to render its area (~0.2 s on a first load).
  loadRemotePages(remote)
    .then(({ pages }) => {
      const page = pages[path];
      return page && isLazyPage(page) ? page.load() : undefined;
    })
    .catch(() => undefined);
  if (match.route.layout === 'dashboard') startSignedInFrame().catch(() => undefined);
}
