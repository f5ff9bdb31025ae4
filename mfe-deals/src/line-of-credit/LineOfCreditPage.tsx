import { isCustomer, Link, Navigate, ReadView, paths, useSession } from '@lender/shared';
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
  const locs = useRecentLocs();
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>Line of Credit</h1>
      <ReadView read={locs} loading="Loading your line of credit…">
        {(entities) =>
          entities.length === 0 ? (
            <p>{NO_LOCS_TEXT}</p>
          ) : (
            <>
              <p>The status of the line of credit of each of your borrowing entities:</p>
              <LocStatusList entities={entities} />
            </>
          )
        }
      </ReadView>
      <p>
        <Link to={paths.dashboard} className={styles.continueLink}>
          Continue to Dashboard
        </Link>
      </p>
    </div>
  );
}
