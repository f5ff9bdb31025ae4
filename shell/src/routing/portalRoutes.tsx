import { useMemo } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { isAuthenticated, useSession, useRuntimeConfig } from '@lender/shared';
import { routesFor, type LayoutName, type RouteEntry } from './routeTable';
import { RoutePage } from './RoutePage';
import { RequireAuth } from './RequireAuth';
import { loadedSignedInFrame, loadSignedInFrame } from './signedInFrame';
import { useLoadedComponent } from './useLoadedComponent';
import { BaseLayout } from '../layouts/BaseLayout';
import { GreyLayout } from '../layouts/GreyLayout';
import { AccountAccessLayout } from '../layouts/AccountAccessLayout';
import { WhiteLabelLayout } from '../layouts/WhiteLabelLayout';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { OPS_REMOTES_PATH, OpsRoute } from '../ops/OpsRoute';

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

const layoutElements: Record<LayoutName, React.ReactElement> = {
  base: <BaseLayout />,
  grey: <GreyLayout />,
  'account-access': <AccountAccessLayout />,
  'white-label': <WhiteLabelLayout />,
  dashboard: (
    <RequireAuth>
      <SignedInFrame />
    </RequireAuth>
  ),
};

const toRoute = (entry: RouteEntry): RouteObject => ({
  path: entry.path,
  // Keyed by pattern: each route gets its own remote area (and error boundary state).
  element: <RoutePage key={entry.path} entry={entry} />,
});

/** The portal's routes: each layout holds the routes of the table assigned to it. */
export function createPortalRoutes(devRoutes: boolean): RouteObject[] {
  const entries = routesFor(devRoutes);
  const layouts = Object.keys(layoutElements) as LayoutName[];
  return [
    ...layouts.map((layout) => ({
      element: layoutElements[layout],
      children: [
        ...entries.filter((entry) => entry.layout === layout).map(toRoute),
        // The shell's own page: employees' view of the remotes.
        ...(layout === 'dashboard' ? [{ path: OPS_REMOTES_PATH, element: <OpsRoute /> }] : []),
      ],
    })),
    // Anything else, /dashboard/deal/ without an id included (spec §2), is not found.
    { element: <NotFoundFrame />, children: [{ path: '*', element: <NotFoundPage /> }] },
  ];
}

/** The route table of the run-time config, rendered for the current location. */
export function PortalRoutes() {
  const { devRoutes } = useRuntimeConfig();
  const routes = useMemo(() => createPortalRoutes(devRoutes), [devRoutes]);
  return useRoutes(routes);
}
