import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { DealPage } from '../deal-frame/DealPage';
import { pageAccess, type Viewer } from '../pages/access';
import { startPageReads } from '../pages/pageReads';
import { useViewer } from '../pages/useViewer';
import type { AssembledPage } from '../pages/assemble';
import { RemoteArea } from '../remote-area/RemoteArea';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { usePageTitle } from '../page-title/usePageTitle';
import { noteLandingPage } from '../vitals/landingPage';
import { startPageCode } from './startPageCode';

/**
 * One declared page: its title, and its remote's area if the viewer is in the page's audience;
 * the not-found page otherwise, before any of the remote's code loads. A page of the deal layout
 * is shown in the deal frame (header and tabs of the deal of its `:id`), which the shell draws as
 * soon as the deal and the frame's code are there, whatever the remote's code is doing.
 */
export function RoutePage({ page }: { page: AssembledPage }) {
  const viewer = useViewer();
  const access = pageAccess(page, viewer);
  // Signed out on a signed-in page: the layout's guard is taking the visitor to sign-in.
  if (access === 'sign-in') return null;
  if (access === 'not-found') return <NotFoundPage />;
  return <ShownPage page={page} viewer={viewer} />;
}

function ShownPage({ page, viewer }: { page: AssembledPage; viewer: Viewer }) {
  const params = useParams();
  const paramsKey = JSON.stringify(params);
  // Beside the remote's code (its area suspends meanwhile), not after it; the page's own reads
  // get these answers.
  useEffect(() => {
    startPageReads(page, JSON.parse(paramsKey) as Record<string, string>, viewer);
  }, [page, paramsKey, viewer]);
  // A deal page's area waits for the deal frame; its code need not.
  useEffect(() => void startPageCode(page), [page]);
  usePageTitle(page.title);
  noteLandingPage(page.remote, page.pattern);
  const area = (
    <RemoteArea key={`${page.remote}:${page.name}`} remote={page.remote} page={page.name} />
  );
  if (page.layout !== 'deal') return area;
  return (
    <DealPage key={params.id} dealId={params.id ?? ''}>
      {() => area}
    </DealPage>
  );
}
