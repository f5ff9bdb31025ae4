import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { LoadError, LoadingState, paths, useSession } from '@lender/shared';
import { LocStatusList } from './LocStatusList';
import { useRecentLocs } from './useRecentLocs';
import * as styles from './lineOfCredit.css';

export const NO_LOCS_TEXT = 'You have no line-of-credit applications yet.';

/**
 * /dashboard/applications/line-of-credit: where first-time signed-in users land. The status of
 * each borrowing entity's line of credit, and the way on to the dashboard.
 */
export default function LineOfCreditPage() {
  const { state, reload } = useRecentLocs();
  const locRedirected = useSession((s) => s.locRedirected);
  const markLocRedirected = useSession((s) => s.markLocRedirected);

  // Seen once: later sign-ins go straight to the dashboard.
  useEffect(() => {
    if (!locRedirected) markLocRedirected();
  }, [locRedirected, markLocRedirected]);

  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>Line of Credit</h1>
      {state.status === 'loading' ? (
        <LoadingState>Loading your line of credit…</LoadingState>
      ) : null}
      {state.status === 'error' ? <LoadError message={state.message} onRetry={reload} /> : null}
      {state.status === 'loaded' && state.data.length === 0 ? <p>{NO_LOCS_TEXT}</p> : null}
      {state.status === 'loaded' && state.data.length > 0 ? (
        <>
          <p>The status of the line of credit of each of your borrowing entities:</p>
          <LocStatusList entities={state.data} />
        </>
      ) : null}
      <p>
        <Link to={paths.dashboard} className={styles.continueLink}>
          Continue to Dashboard
        </Link>
      </p>
    </div>
  );
}
