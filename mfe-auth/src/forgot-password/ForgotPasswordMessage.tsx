import { Alert, Link, paths, useRuntimeConfig } from '@lender/shared';
import { forgotPasswordMessages, type ForgotPasswordOutcome } from './forgotPasswordOutcome';
import * as styles from '../common/page.css';
import { ownPath } from '../paths';

/** The answer that keeps the form: no account for the email, or a failure. */
export function ForgotPasswordAlert({ outcome }: { outcome: 'notFound' | 'failed' }) {
  const { supportPhone } = useRuntimeConfig();
  if (outcome === 'notFound')
    return (
      <Alert variant="warning">
        <p className={styles.alertText}>
          We could not find an account for that email. Please check the address, or{' '}
          <Link to={ownPath('create-account')}>create an account</Link>.
        </p>
      </Alert>
    );
  return <Alert>{forgotPasswordMessages(supportPhone).failed}</Alert>;
}

/** The answer that replaces the form: a link is on its way, or went out minutes ago. */
export function ForgotPasswordSent({
  outcome,
}: {
  outcome: Extract<
    ForgotPasswordOutcome,
    'sent' | 'recentlySent' | 'needsSetup' | 'setupRecentlySent'
  >;
}) {
  const { supportPhone } = useRuntimeConfig();
  if (outcome === 'recentlySent')
    return (
      <p className={styles.message}>
        We sent you a password reset link a few minutes ago. Please check your email (and your spam
        folder), then <Link to={paths.signIn}>sign in</Link> with your new password.
      </p>
    );
  return <p className={styles.message}>{forgotPasswordMessages(supportPhone)[outcome]}</p>;
}
