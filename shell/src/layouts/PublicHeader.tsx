import { Link } from 'react-router-dom';
import { paths, useRuntimeConfig } from '@lender/shared';
import * as styles from './layouts.css';

/** Public header: the brand, Login and Contact, and the lender's marketing link. */
export function PublicHeader() {
  const { brandName, supportEmail, applyUrl, whiteLabel } = useRuntimeConfig();
  return (
    <header className={styles.header}>
      {!whiteLabel ? (
        <Link to={paths.signIn} className={styles.brand}>
          {brandName}
        </Link>
      ) : (
        <span />
      )}
      <nav aria-label="Site" className={styles.headerLinks}>
        {!whiteLabel && (
          <a className={styles.link} href={applyUrl}>
            Apply for a Loan
          </a>
        )}
        <a className={styles.link} href={`mailto:${supportEmail}`}>
          Contact
        </a>
        <Link className={styles.link} to={paths.signIn}>
          Login
        </Link>
      </nav>
    </header>
  );
}
