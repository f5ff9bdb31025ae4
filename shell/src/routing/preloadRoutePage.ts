import { matchRoutes } from 'react-router-dom';
import { loadRemotePages } from '../federation/loadRemotePages';
import { routesFor } from './routeTable';

/**
 * Starts loading the remote that serves `pathname` right away, in parallel with the first render
 * (its area asks for the same load and finds it under way). Nothing for an unknown path.
 */
export function preloadRoutePage(pathname: string, devRoutes: boolean): void {
  const entries = routesFor(devRoutes);
  const [match] = matchRoutes(entries, pathname) ?? [];
  if (match) loadRemotePages(match.route.remote).catch(() => undefined);
}
