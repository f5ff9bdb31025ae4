import { Outlet } from 'react-router-dom';
import { PublicHeader } from './PublicHeader';
import { SkipLink } from './SkipLink';
import * as styles from './layouts.css';

/** Sign-in and account creation: a centred column with decorated corners. */
export function BaseLayout() {
  return (
    <div className={styles.page}>
      <SkipLink />
      <div className={styles.cornerTopLeft} aria-hidden="true" />
      <div className={styles.cornerBottomRight} aria-hidden="true" />
      <PublicHeader />
      <main id="main" className={styles.narrowMain}>
        <Outlet />
      </main>
    </div>
  );
}
