import { matchRoutes } from 'react-router-dom';
import { loadRemotePages } from '../federation/loadRemotePages';
import { routesFor } from './routeTable';
import { startSignedInFrame } from './signedInFrame';

/**
 * Starts loading what the page at `pathname` needs right away, in parallel with the shell's own
 * start: the remote that serves it (its area asks for the same load and finds it under way) and,
 * for a signed-in page, the signed-in frame and its loan lists' call. Nothing for an unknown path.
 */
export function preloadRoutePage(pathname: string, devRoutes: boolean): void {
  const [match] = matchRoutes(routesFor(devRoutes), pathname) ?? [];
  if (!match) return;
  loadRemotePages(match.route.remote).catch(() => undefined);
  if (match.route.layout === 'dashboard') startSignedInFrame().catch(() => undefined);
}
