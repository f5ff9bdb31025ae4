import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import type { RuntimeConfig } from '@lender/shared';
import { paths } from '@lender/shared';
import { routesFor, type LayoutName, type RouteEntry } from './routeTable';
import { RoutePage } from './RoutePage';
import { RootFrame } from './RootFrame';
import { RequireAuth } from './RequireAuth';
import { BaseLayout } from '../layouts/BaseLayout';
import { GreyLayout } from '../layouts/GreyLayout';
import { AccountAccessLayout } from '../layouts/AccountAccessLayout';
import { WhiteLabelLayout } from '../layouts/WhiteLabelLayout';
import { DashboardLayout } from '../layouts/DashboardLayout';
import { NotFoundPage } from '../not-found/NotFoundPage';

const layoutElements: Record<LayoutName, React.ReactElement> = {
  base: <BaseLayout />,
  grey: <GreyLayout />,
  'account-access': <AccountAccessLayout />,
  'white-label': <WhiteLabelLayout />,
  dashboard: (
    <RequireAuth>
      <DashboardLayout />
    </RequireAuth>
  ),
};

const toRoute = (entry: RouteEntry): RouteObject => ({
  path: entry.path,
  // Keyed by pattern: each route gets its own remote area (and error boundary state).
  element: <RoutePage key={entry.path} entry={entry} />,
});

/** Builds the portal's routes: each layout holds the routes of the table assigned to it. */
export function createPortalRoutes(config: RuntimeConfig): RouteObject[] {
  const entries = routesFor(config.devRoutes);
  const layouts = Object.keys(layoutElements) as LayoutName[];
  return [
    {
      element: <RootFrame />,
      errorElement: <NotFoundPage />,
      children: [
        ...layouts.map((layout) => ({
          element: layoutElements[layout],
          children: entries.filter((entry) => entry.layout === layout).map(toRoute),
        })),
        {
          element: <GreyLayout />,
          children: [
            // /dashboard/deal/ without an id is the 404 page (spec §2).
            { path: `${paths.dashboard}/deal`, element: <NotFoundPage title="Not Found" /> },
            { path: '*', element: <NotFoundPage title="Not Found" /> },
          ],
        },
      ],
    },
  ];
}

export const createPortalRouter = (config: RuntimeConfig) =>
  createBrowserRouter(createPortalRoutes(config));
