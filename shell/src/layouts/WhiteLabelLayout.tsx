import { Outlet } from 'react-router-dom';
import { SkipLink } from './SkipLink';
import * as styles from './layouts.css';

/** White-label application pages: no lender branding, header or footer. */
export function WhiteLabelLayout() {
  return (
    <div className={styles.page}>
      <SkipLink />
      <main id="main" className={styles.main}>
        <Outlet />
      </main>
    </div>
  );
}
