import { Link } from 'react-router-dom';
import { paths, useRuntimeConfig } from '@lender/shared';
import * as styles from './layouts.css';

export function Footer() {
  const { brandName, supportPhone, whiteLabel } = useRuntimeConfig();
  return (
    <footer className={styles.footer}>
      <span>
        {whiteLabel ? '' : `© ${new Date().getFullYear()} ${brandName}. `}Questions? Call{' '}
        <a className={styles.link} href={`tel:${supportPhone.replace(/[^\d+]/g, '')}`}>
          {supportPhone}
        </a>
        .
      </span>
      <Link className={styles.link} to={paths.signIn}>
        Login
      </Link>
    </footer>
  );
}
