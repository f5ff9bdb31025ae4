import { useEffect } from 'react';
import { Link, Outlet } from 'react-router-dom';
import {
  isEmployeeSession,
  isViewingAnotherAccount,
  paths,
  useRuntimeConfig,
  useSession,
} from '@lender/shared';
import { followSession } from '../navigation/loan-lists/loanLists';
import { SideNav } from '../navigation/SideNav';
import { useMobileNav } from '../navigation/useMobileNav';
import { SessionGuard } from '../session-guard/SessionGuard';
import { SkipLink } from './SkipLink';
import { ViewAccountBar } from '../view-account/ViewAccountBar';
import { ViewingBanner } from '../view-account/ViewingBanner';
import * as employeeStyles from '../view-account/viewAccount.css';
import { OPS_REMOTES_PATH } from '../ops/OpsRoute';
import * as styles from './DashboardLayout.css';

const NAV_ID = 'side-navigation';

// The entry starts the lists' call as soon as this chunk is there (routing/signedInFrame).
export { preloadLoanLists } from '../navigation/loan-lists/loanLists';

/** Signed-in pages: side navigation beside the content; a menu toggle on narrow screens. */
export default function DashboardLayout() {
  const { brandName, whiteLabel } = useRuntimeConfig();
  const name = useSession((state) => state.name);
  const employee = useSession(isEmployeeSession);
  const viewing = useSession(isViewingAnotherAccount);
  const { open, toggle, toggleRef, navRef } = useMobileNav();

  // The side navigation's loan lists follow the signed-in account while this layout is shown.
  useEffect(() => followSession(), []);

  return (
    <div className={styles.frame}>
      <SkipLink />
      <header className={styles.topBar}>
        <button
          ref={toggleRef}
          type="button"
          className={styles.menuToggle}
          aria-expanded={open}
          aria-controls={NAV_ID}
          onClick={toggle}
        >
          Menu
        </button>
        <Link to={paths.dashboard} className={styles.brand}>
          {whiteLabel ? 'Portal' : brandName}
        </Link>
        {name && <span className={styles.user}>{name}</span>}
      </header>
      {employee ? (
        <div className={employeeStyles.strip}>
          <ViewingBanner />
          <ViewAccountBar />
          {!viewing && (
            <Link to={OPS_REMOTES_PATH} className={employeeStyles.opsLink}>
              Remote status
            </Link>
          )}
        </div>
      ) : null}
      <div className={styles.body}>
        <SideNav id={NAV_ID} open={open} ref={navRef} />
        <main id="main" className={styles.content}>
          <Outlet />
        </main>
      </div>
      <SessionGuard />
    </div>
  );
}
