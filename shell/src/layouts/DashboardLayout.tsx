import { useEffect } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { paths, useRuntimeConfig, useSession } from '@lender/shared';
import { SideNav } from '../navigation/SideNav';
import { useMobileNav } from '../navigation/useMobileNav';
import { SessionGuard } from '../session-guard/SessionGuard';
import * as styles from './DashboardLayout.css';

const NAV_ID = 'side-navigation';

/** Signed-in pages: side navigation beside the content; a menu toggle on narrow screens. */
export function DashboardLayout() {
  const { brandName, whiteLabel } = useRuntimeConfig();
  const name = useSession((state) => state.name);
  const loansStatus = useSession((state) => state.loansStatus);
  const loadLoans = useSession((state) => state.loadLoans);
  const nav = useMobileNav();

  // After a reload the session is restored from storage but the lists are not: load them once.
  useEffect(() => {
    if (loansStatus === 'idle') void loadLoans();
  }, [loansStatus, loadLoans]);

  return (
    <div className={styles.frame}>
      <header className={styles.topBar}>
        <button
          type="button"
          className={styles.menuToggle}
          aria-expanded={nav.open}
          aria-controls={NAV_ID}
          onClick={nav.toggle}
        >
          Menu
        </button>
        <Link to={paths.dashboard} className={styles.brand}>
          {whiteLabel ? 'Portal' : brandName}
        </Link>
        {name && <span className={styles.user}>{name}</span>}
      </header>
      <div className={styles.body}>
        <SideNav id={NAV_ID} open={nav.open} />
        <main id="main" className={styles.content}>
          <Outlet />
        </main>
      </div>
      <SessionGuard />
    </div>
  );
}
