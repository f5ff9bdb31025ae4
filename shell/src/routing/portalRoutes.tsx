import { useMemo } from 'react';
import { Navigate, useLocation, useParams, useRoutes, type RouteObject } from 'react-router-dom';
import type { PageLayout } from '@lender/contracts';
import {
  fillPattern,
  isAuthenticated,
  useLoadedComponent,
  useSession,
  useRuntimeConfig,
} from '@lender/shared';
import { usePageTable } from '../pages/pageTable';
import type { AssembledPage, AssembledRedirect, PageTable } from '../pages/assemble';
import { RoutePage } from './RoutePage';
import { RequireAuth } from './RequireAuth';
import { UnmatchedPage } from './UnmatchedPage';
import { loadedSignedInFrame, loadSignedInFrame } from './signedInFrame';
import { BaseLayout } from '../layouts/BaseLayout';
import { GreyLayout } from '../layouts/GreyLayout';
import { AccountAccessLayout } from '../layouts/AccountAccessLayout';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { OpsRoute } from '../ops/OpsRoute';
import { OPS_REMOTES_PATH } from '../ops/opsPath';

// The signed-in frame is its own chunk: the sign-in page never loads it.
function SignedInFrame() {
  const frame = useLoadedComponent(loadSignedInFrame, 'signed-in frame', loadedSignedInFrame());
  return frame.status === 'loaded' ? <frame.Component /> : null;
}

/** An unknown path keeps a signed-in user in the signed-in frame; visitors see the public one. */
function NotFoundFrame() {
  const signedIn = useSession(isAuthenticated);
  return signedIn ? <SignedInFrame /> : <GreyLayout />;
}

/** The shell's layouts, by the names page declarations use; deal pages are signed-in ones. */
const layoutElements: Record<Exclude<PageLayout, 'deal'>, React.ReactElement> = {
  public: <BaseLayout />,
  'public-grey': <GreyLayout />,
  'account-access': <AccountAccessLayout />,
  'signed-in': (
    <RequireAuth>
      <SignedInFrame />
    </RequireAuth>
  ),
};

/** A renamed page's old address: the same parameters and query at the new one. */
function Redirect({ to }: { to: string }) {
  const params = useParams();
  const { search, hash } = useLocation();
  const path = fillPattern(to, params as Record<string, string>);
  return path === null ? <NotFoundPage /> : <Navigate to={`${path}${search}${hash}`} replace />;
}

const toRoute = (page: AssembledPage): RouteObject => ({
  path: page.pattern,
  // Keyed by page: each route gets its own remote area (and error boundary state). A deal's tabs
  // share one element, so the deal frame stays while a user moves between them (RoutePage keys
  // each tab's area itself).
  element:
    page.layout === 'deal' ? (
      <RoutePage page={page} />
    ) : (
      <RoutePage key={`${page.remote}:${page.name}`} page={page} />
    ),
});

const toRedirect = (redirect: AssembledRedirect): RouteObject => ({
  path: redirect.from,
  element: <Redirect to={redirect.to} />,
});

/** The mounted pages: developer-only ones only when `devRoutes` is on. */
export const mountedPages = (table: PageTable, devRoutes: boolean): AssembledPage[] =>
  table.pages.filter((page) => devRoutes || !page.devOnly);

/** The portal's routes: each layout holds the declared pages placed in it. */
function createPortalRoutes(table: PageTable, devRoutes: boolean): RouteObject[] {
  const pages = mountedPages(table, devRoutes);
  const layouts = Object.keys(layoutElements) as (keyof typeof layoutElements)[];
  const frameOf = (layout: PageLayout) => (layout === 'deal' ? 'signed-in' : layout);
  return [
    ...layouts.map((layout) => ({
      element: layoutElements[layout],
      children: [
        ...pages.filter((page) => frameOf(page.layout) === layout).map(toRoute),
        // The shell's own page: employees' view of the remotes.
        ...(layout === 'signed-in' ? [{ path: OPS_REMOTES_PATH, element: <OpsRoute /> }] : []),
      ],
    })),
    ...table.redirects.map(toRedirect),
    // Anything else, /dashboard/deal/ without an id included (spec §2), is not found.
    { element: <NotFoundFrame />, children: [{ path: '*', element: <UnmatchedPage /> }] },
  ];
}

/** The assembled page table, rendered for the current location. */
export function PortalRoutes() {
  const { devRoutes } = useRuntimeConfig();
  const table = usePageTable();
  const routes = useMemo(() => createPortalRoutes(table, devRoutes), [table, devRoutes]);
  return useRoutes(routes);
}
