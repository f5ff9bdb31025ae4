import { useEffect } from 'react';
import { Link, Outlet } from 'react-router-dom';
import {
  isEmployeeSession,
  paths,
  useLoadedComponent,
  useRuntimeConfig,
  useSession,
} from '@lender/shared';
import { followSession } from '../navigation/loan-lists/loanLists';
import { SideNav } from '../navigation/SideNav';
import { useMobileNav } from '../navigation/useMobileNav';
import { SessionGuard } from '../session-guard/SessionGuard';
import { SkipLink } from './SkipLink';
import * as styles from './DashboardLayout.css';

const NAV_ID = 'side-navigation';

// Only employees see the strip: its code is not part of a borrower's or broker's first load.
const loadEmployeeStrip = () =>
  import('../view-account/EmployeeStrip').then((module) => module.default);

function EmployeeStripSlot() {
  const strip = useLoadedComponent(loadEmployeeStrip, 'employee strip');
  return strip.status === 'loaded' ? <strip.Component /> : null;
}

// The entry starts the lists' call as soon as this chunk is there (routing/signedInFrame).
export { preloadLoanLists } from '../navigation/loan-lists/loanLists';

/** Signed-in pages: side navigation beside the content; a menu toggle on narrow screens. */
export default function DashboardLayout() {
  const { brandName, whiteLabel } = useRuntimeConfig();
  const name = useSession((state) => state.name);
  const employee = useSession(isEmployeeSession);
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
      {employee ? <EmployeeStripSlot /> : null}
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
