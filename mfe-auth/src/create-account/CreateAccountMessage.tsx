import { Alert, Link, paths } from '@lender/shared';
import type { CreateAccountOutcome } from './createAccountOutcome';
import { CREATE_ACCOUNT_MESSAGES } from './createAccountOutcome';
import * as styles from '../common/page.css';
import { ownPath } from '../paths';

/** The answer to a create-account request that keeps the form: an account, none, or a failure. */
export function CreateAccountMessage({
  outcome,
}: {
  outcome: Exclude<CreateAccountOutcome, 'checkEmail'>;
}) {
  if (outcome === 'accountExists')
    return (
      <Alert variant="info">
        <p className={styles.alertText}>
          We found you already have an account. Please <Link to={paths.signIn}>sign in</Link> with
          your email and password, or{' '}
          <Link to={ownPath('forgot-password')}>reset your password</Link> if you have forgotten it.
        </p>
      </Alert>
    );
  if (outcome === 'notFound')
    return (
      <Alert variant="warning">
        <p className={styles.alertText}>
          Unfortunately we could not find an existing account for your email. To apply for a loan,
          use <Link to={ownPath('signup')}>customer sign-up</Link> or{' '}
          <Link to={ownPath('broker-signup')}>broker sign-up</Link>.
        </p>
      </Alert>
    );
  return <Alert>{CREATE_ACCOUNT_MESSAGES.unexpected}</Alert>;
}
