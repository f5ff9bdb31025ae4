import { useState } from 'react';
import { RemoteUnavailable } from '../federation/remoteUnavailable';
import type { Refusal } from '../pages/assemble';
import { loadPageTable, usePageTable } from '../pages/pageTable';
import { RemoteErrorBoundary } from '../remote-area/RemoteErrorBoundary';
import { NotFoundPage } from '../not-found/NotFoundPage';

function Unavailable({ refusal }: { refusal: Refusal }): never {
  throw new RemoteUnavailable(
    refusal.remote,
    refusal.version,
    refusal.kind === 'unreadable' ? 'failed' : 'refused',
    refusal.reason,
  );
}

/**
 * A path no declared page matches. While a remote's whole declaration is missing (its server
 * is down, or the shell refused it) the path may well be that remote's: its area's fallback says
 * so, with the reason and a retry that reads the declarations again. Otherwise: not found.
 */
export function UnmatchedPage() {
  const missing = usePageTable((table) => table.refusals.find((refusal) => refusal.page === null));
  const [attempt, setAttempt] = useState(0);
  if (!missing) return <NotFoundPage />;
  return (
    <RemoteErrorBoundary
      key={`${missing.remote} ${attempt}`}
      remote={missing.remote}
      onRetry={() => {
        void loadPageTable().then(() => setAttempt((n) => n + 1));
      }}
    >
      <Unavailable refusal={missing} />
    </RemoteErrorBoundary>
  );
}
