import { Outlet } from 'react-router-dom';
import { PublicHeader } from './PublicHeader';
import { Footer } from './Footer';
import { SkipLink } from './SkipLink';
import * as styles from './layouts.css';

/** Password recovery, account setup and password pages. */
export function AccountAccessLayout() {
  return (
    <div className={styles.page}>
      <SkipLink />
      <PublicHeader />
      <main id="main" className={styles.narrowMain}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
