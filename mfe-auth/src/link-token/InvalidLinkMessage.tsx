import { Alert, Link } from '@lender/shared';
import * as styles from '../common/page.css';
import { ownPath } from '../paths';

/** What a page whose link token cannot be read shows instead of its form. */
export function InvalidLinkMessage() {
  return (
    <Alert title="This link is not valid.">
      <p className={styles.alertText}>
        Please check that you opened the whole link from your email, or ask for a new one from{' '}
        <Link to={ownPath('forgot-password')}>Password Assistance</Link>.
      </p>
    </Alert>
  );
}
