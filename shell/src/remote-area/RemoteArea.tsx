import { useState, type ComponentType } from 'react';
import { LoadingState, isLazyPage, type RoutePath } from '@lender/shared';
import type { RemoteName } from '../federation/remoteNames';
import { loadRemotePages, reloadAfterChunkFailure } from '../federation/loadRemotePages';
import { useLoadedComponent } from '../routing/useLoadedComponent';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { NotFoundPage } from '../not-found/NotFoundPage';

export type PageLoader = (remote: RemoteName, path: RoutePath) => Promise<ComponentType>;

/**
 * Resolves a route pattern to the page its remote exposes, its code loaded (a lazy page's own
 * chunk too, so nothing suspends once it renders); a pattern it lacks is not found.
 */
export const loadPage: PageLoader = async (remote, path) => {
  const { pages } = await loadRemotePages(remote);
  const page = pages[path];
  if (!page) return NotFoundPage;
  if (!isLazyPage(page)) return page;
  try {
    return (await page.load()).default;
  } catch (error) {
    // The page's chunk is gone (a deploy removed this tab's release): load what is current now.
    const current = await reloadAfterChunkFailure(remote).catch(() => {
      throw error;
    });
    const again = current.pages[path];
    if (!again) return NotFoundPage;
    return isLazyPage(again) ? (await again.load()).default : again;
  }
};

interface RemoteAreaProps {
  remote: RemoteName;
  path: RoutePath;
  load?: PageLoader;
}

function RemotePage({
  remote,
  path,
  load,
  attempt,
}: Required<RemoteAreaProps> & { attempt: number }) {
  const page = useLoadedComponent(() => load(remote, path), `${remote} ${path} ${attempt}`);
  if (page.status === 'loading') return <LoadingState>Loading…</LoadingState>;
  return <page.Component />;
}

/**
 * The area a remote fills. A remote that fails to load shows a fallback with a retry button here
 * only; navigation and the other remotes keep working.
 */
export function RemoteArea({ remote, path, load = loadPage }: RemoteAreaProps) {
  const [attempt, setAttempt] = useState(0);
  return (
    <RemoteErrorBoundary key={attempt} remote={remote} onRetry={() => setAttempt((n) => n + 1)}>
      <RemotePage remote={remote} path={path} load={load} attempt={attempt} />
    </RemoteErrorBoundary>
  );
}
