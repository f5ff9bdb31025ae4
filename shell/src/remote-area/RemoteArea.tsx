import { useState, type ComponentType } from 'react';
import { LoadingState, isLazyPage, useLoadedComponent } from '@lender/shared';
import type { RemoteName } from '../federation/remoteNames';
import { loadRemotePages, reloadAfterChunkFailure } from '../federation/loadRemotePages';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { NotFoundPage } from '../not-found/NotFoundPage';

export type PageLoader = (remote: RemoteName, page: string) => Promise<ComponentType>;

/**
 * Resolves a declared page name to the component its remote exposes, its code loaded (a lazy
 * page's own chunk too, so nothing suspends once it renders); a name it lacks is not found.
 */
export const loadPage: PageLoader = async (remote, name) => {
  const { pages } = await loadRemotePages(remote);
  const page = pages[name];
  if (!page) return NotFoundPage;
  if (!isLazyPage(page)) return page;
  try {
    return (await page.load()).default;
  } catch (error) {
    // The page's chunk is gone (a deploy removed this tab's release): load what is current now.
    const current = await reloadAfterChunkFailure(remote).catch(() => {
      throw error;
    });
    const again = current.pages[name];
    if (!again) return NotFoundPage;
    return isLazyPage(again) ? (await again.load()).default : again;
  }
};

interface RemoteAreaProps {
  remote: RemoteName;
  /** The page's declared name. */
  page: string;
  load?: PageLoader;
}

function RemotePage({
  remote,
  page,
  load,
  attempt,
}: Required<RemoteAreaProps> & { attempt: number }) {
  const loaded = useLoadedComponent(() => load(remote, page), `${remote} ${page} ${attempt}`);
  if (loaded.status === 'loading') return <LoadingState>Loading…</LoadingState>;
  return <loaded.Component />;
}

/**
 * The area a remote fills. A remote that fails to load shows a fallback with a retry button here
 * only; navigation and the other remotes keep working.
 */
export function RemoteArea({ remote, page, load = loadPage }: RemoteAreaProps) {
  const [attempt, setAttempt] = useState(0);
  return (
    <RemoteErrorBoundary key={attempt} remote={remote} onRetry={() => setAttempt((n) => n + 1)}>
      <RemotePage remote={remote} page={page} load={load} attempt={attempt} />
    </RemoteErrorBoundary>
  );
}
