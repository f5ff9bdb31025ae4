import { Outlet } from 'react-router-dom';
import { PublicHeader } from './PublicHeader';
import { Footer } from './Footer';
import { SkipLink } from './SkipLink';
import * as styles from './layouts.css';

/** Generic public pages (thank-you pages, public payoff request, not found). */
export function GreyLayout() {
  return (
    <div className={styles.greyPage}>
      <SkipLink />
      <PublicHeader />
      <main id="main" className={styles.main}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
