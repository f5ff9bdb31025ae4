import { Alert, Link } from '@lender/shared';
import * as styles from '../common/page.css';
import { ownPath } from '../paths';

/** A link the server refused (expired or used): the way to a new one. */
export function LinkNoLongerValid() {
  return (
    <Alert title="This link is no longer valid.">
      <p className={styles.alertText}>
        It has expired or has already been used. Please ask for a new one from{' '}
        <Link to={ownPath('forgot-password')}>Password Assistance</Link>.
      </p>
    </Alert>
  );
}
