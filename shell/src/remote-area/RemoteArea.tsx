import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import type { RoutePath } from '@lender/shared';
import { LoadingState } from '@lender/shared';
import type { RemoteName } from '../federation/remoteNames';
import { loadRemotePages } from '../federation/loadRemotePages';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { NotFoundPage } from '../not-found/NotFoundPage';

export type PageLoader = (remote: RemoteName, path: RoutePath) => Promise<ComponentType>;

/** Resolves a route pattern to the page its remote exposes; a pattern it lacks is not found. */
export const loadPage: PageLoader = async (remote, path) => {
  const { pages } = await loadRemotePages(remote);
  return pages[path] ?? NotFoundPage;
};

interface RemoteAreaProps {
  remote: RemoteName;
  path: RoutePath;
  load?: PageLoader;
}

/**
 * The area a remote fills. A remote that fails to load shows a fallback with a retry button here
 * only; navigation and the other remotes keep working.
 */
export function RemoteArea({ remote, path, load = loadPage }: RemoteAreaProps) {
  const [attempt, setAttempt] = useState(0);
  const Page = useMemo(
    () =>
      lazy(async () => {
        // A remote's page is usually itself lazy, and a lazy component cannot resolve to another
        // lazy one: render it from a plain component instead.
        const RemotePage = await load(remote, path);
        return { default: () => <RemotePage /> };
      }),
    // attempt: a retry builds a fresh lazy component, so the load runs again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [remote, path, load, attempt],
  );
  return (
    <RemoteErrorBoundary key={attempt} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<LoadingState>Loading…</LoadingState>}>
        {/* Page is memoized per remote, path and attempt on purpose: a new one only on a retry. */}
        {/* eslint-disable-next-line react-hooks/static-components */}
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
