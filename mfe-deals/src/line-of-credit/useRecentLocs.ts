// Fetches most-recent-locs and labels each borrowing entity's latest LOC; `reload` fetches again.
import { useCallback, useEffect, useState } from 'react';
import { errorMessage, fetchMostRecentLocs } from '@lender/shared';
import { entityLocs, type EntityLoc } from './locEntities';

export type RecentLocsState =
  | { status: 'loading' }
  | { status: 'loaded'; entities: EntityLoc[] }
  | { status: 'error'; message: string };

export const useRecentLocs = (): { state: RecentLocsState; reload: () => void } => {
  const [state, setState] = useState<RecentLocsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    fetchMostRecentLocs().then(
      (response) => {
        if (current) setState({ status: 'loaded', entities: entityLocs(response) });
      },
      (error: unknown) => {
        if (current) setState({ status: 'error', message: errorMessage(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return { state, reload };
};
