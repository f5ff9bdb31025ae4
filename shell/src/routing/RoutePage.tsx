import { pageAccess } from '../pages/access';
import { useViewer } from '../pages/useViewer';
import type { AssembledPage } from '../pages/assemble';
import { RemoteArea } from '../remote-area/RemoteArea';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { usePageTitle } from '../page-title/usePageTitle';
import { noteLandingPage } from '../vitals/reportVitals';

/**
 * One declared page: its title, and its remote's area if the viewer is in the page's audience;
 * the not-found page otherwise, before any of the remote's code loads.
 */
export function RoutePage({ page }: { page: AssembledPage }) {
  const access = pageAccess(page, useViewer());
  // Signed out on a signed-in page: the layout's guard is taking the visitor to sign-in.
  if (access === 'sign-in') return null;
  if (access === 'not-found') return <NotFoundPage />;
  return <ShownPage page={page} />;
}

function ShownPage({ page }: { page: AssembledPage }) {
  usePageTitle(page.title);
  noteLandingPage(page.remote, page.pattern);
  return <RemoteArea remote={page.remote} page={page.name} />;
}
