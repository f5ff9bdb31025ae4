import {
  isCustomer,
  Link,
  LoadError,
  LoadingState,
  Navigate,
  paths,
  useSession,
} from '@lender/shared';
import { LocStatusList } from './LocStatusList';
import { useRecentLocs } from './useRecentLocs';
import * as styles from './lineOfCredit.css';

const NO_LOCS_TEXT = 'You have no line-of-credit applications yet.';

/**
 * /dashboard/applications/line-of-credit: where first-time signed-in customers land (the sign-in
 * page marks that redirect as seen). The line of credit is a borrower's: most-recent-locs is a
 * customer endpoint, so any other account type goes to the dashboard without calling it.
 */
export default function LineOfCreditPage() {
  const customer = useSession(isCustomer);
  if (!customer) return <Navigate to={paths.dashboard} replace />;
  return <CustomerLineOfCredit />;
}

/** The status of each borrowing entity's line of credit, and the way on to the dashboard. */
function CustomerLineOfCredit() {
  const { state, reload } = useRecentLocs();
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
