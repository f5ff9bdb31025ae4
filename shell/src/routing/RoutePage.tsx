import { Navigate } from 'react-router-dom';
import { paths, useSession } from '@lender/shared';
import type { RouteEntry } from './routeTable';
import { RemoteArea } from '../remote-area/RemoteArea';
import { usePageTitle } from '../page-title/usePageTitle';
import { noteLandingPage } from '../vitals/reportVitals';

/** One route: its title, the lead restriction, and the remote page that fills the area. */
export function RoutePage({ entry }: { entry: RouteEntry }) {
  usePageTitle(entry.title);
  noteLandingPage(entry.remote, entry.path);
  const isLead = useSession((state) => state.isLead);
  if (entry.layout === 'dashboard' && isLead && !entry.leadAllowed) {
    return <Navigate to={paths.resources} replace />;
  }
  return <RemoteArea remote={entry.remote} path={entry.path} />;
}
