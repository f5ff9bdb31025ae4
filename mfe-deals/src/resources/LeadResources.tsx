import { isCustomer, useRuntimeConfig, useSession } from '@lender/shared';
import { AddMyLoan } from '../add-loan/AddMyLoan';
import { welcomeText } from '../home/welcome';
import * as styles from './resources.css';

/** What a lead sees: no loans yet, so a welcome, the way to apply and whom to contact. */
export function LeadResources() {
  const { applyUrl, supportEmail, supportPhone, flags } = useRuntimeConfig();
  const name = useSession((state) => state.name);
  // A customer whose loan already exists can link it (the API lets leads look up too).
  const customer = useSession(isCustomer);
  return (
    <div className={styles.page}>
      <div className={styles.heading}>
        <h1 className={styles.title}>{welcomeText(name)}</h1>
        {customer && !flags.loanLookupDisabled ? <AddMyLoan /> : null}
      </div>
      <p>
        Thank you for your interest. Your account is set up; once your first loan application is
        under way, your loans, documents and templates will appear in this portal.
      </p>
      <p>
        <a href={applyUrl} className={styles.link}>
          Start a loan application
        </a>
      </p>
      <h2 className={styles.subtitle}>Questions?</h2>
      <p>
        Email{' '}
        <a href={`mailto:${supportEmail}`} className={styles.link}>
          {supportEmail}
        </a>{' '}
        or call{' '}
        <a href={`tel:${supportPhone.replace(/[^\d+]/g, '')}`} className={styles.link}>
          {supportPhone}
        </a>
        .
      </p>
    </div>
  );
}
