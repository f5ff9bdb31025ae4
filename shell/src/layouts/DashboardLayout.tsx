import { useEffect } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { paths, useRuntimeConfig, useSession } from '@lender/shared';
import { followSession } from '../navigation/loan-lists/loanLists';
import { SideNav } from '../navigation/SideNav';
import { useMobileNav } from '../navigation/useMobileNav';
import { SessionGuard } from '../session-guard/SessionGuard';
import { SkipLink } from './SkipLink';
import * as styles from './DashboardLayout.css';

const NAV_ID = 'side-navigation';

/** Signed-in pages: side navigation beside the content; a menu toggle on narrow screens. */
export default function DashboardLayout() {
  const { brandName, whiteLabel } = useRuntimeConfig();
  const name = useSession((state) => state.name);
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
