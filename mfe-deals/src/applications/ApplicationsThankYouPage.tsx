import { isCustomer, Link, paths, useSession } from '@lender/shared';
import * as styles from './applications.css';
import { ownPath } from '../paths';

/**
 * /dashboard/applications: the thank-you page after a new application. The line of credit is a
 * borrower's, so only customers get the link to it.
 */
export default function ApplicationsThankYouPage() {
  const customer = useSession(isCustomer);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Thank You</h1>
      <p>
        Thank you for your application. Your loan representative will review it and be in touch
        shortly about the next steps.
      </p>
      {customer ? (
        <p>
          <Link to={ownPath('line-of-credit')} className={styles.link}>
            View your line of credit
          </Link>
        </p>
      ) : null}
      <p>
        <Link to={paths.dashboard} className={styles.link}>
          Continue to Dashboard
        </Link>
      </p>
    </div>
  );
}
