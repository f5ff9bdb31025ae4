// The confirmation pages (grey layout): one chunk for all of them.
import type { ReactNode } from 'react';
import { Link, paths, useLocation, useSession } from '@lender/shared';
import { lastPathSegment } from '../common/pathParam';
import { thankYouTypeLabel } from './thankYouType';
import * as styles from '../common/page.css';

function ThankYou({ children, login = false }: { children: ReactNode; login?: boolean }) {
  return (
    <section className={styles.card} aria-labelledby="thank-you-title">
      <h1 id="thank-you-title" className={styles.title}>
        Thank You
      </h1>
      {children}
      {login ? (
        <p className={styles.links}>
          <Link to={paths.signIn} className={styles.link}>
            Log in to the portal
          </Link>
        </p>
      ) : null}
    </section>
  );
}

/** /signup-thankyou: the account was created (after account setup); the rep, when known. */
export function SignupThankYouPage() {
  const repName = useSession((state) => state.repName);
  const repEmail = useSession((state) => state.repEmail);
  return (
    <ThankYou login>
      <p className={styles.message}>
        Your account has been created. You can now log in with your email and your new password.
      </p>
      {repName || repEmail ? (
        <p className={styles.message}>
          Your sales representative, {repName ?? repEmail}
          {repName && repEmail ? (
            <>
              {' '}
              (<a href={`mailto:${repEmail}`}>{repEmail}</a>)
            </>
          ) : null}
          , will be in touch shortly.
        </p>
      ) : null}
    </ThankYou>
  );
}

/** /signup/{brokeremail}: a sign-up was received; a broker follows up. */
export function SignupBrokerThankYouPage() {
  const brokerEmail = lastPathSegment(useLocation().pathname) ?? '';
  return (
    <ThankYou login>
      <p className={styles.message}>
        Thank you for signing up. A broker will follow up with {brokerEmail} shortly.
      </p>
    </ThankYou>
  );
}

/** /applications/thank-you: an application was received. */
export function ApplicationsThankYouPage() {
  return (
    <ThankYou>
      <p className={styles.message}>
        Thank you for your application. We have received it, and a loan representative will be in
        touch shortly about the next steps.
      </p>
    </ThankYou>
  );
}

/** /thank-you/form: a form was received. */
export function FormThankYouPage() {
  return (
    <ThankYou>
      <p className={styles.message}>
        Your form has been submitted. Our team will review it and be in touch if we need anything
        else.
      </p>
    </ThankYou>
  );
}

/** /thank-you/{type}: a submission of that type was received. */
export function TypeThankYouPage() {
  const type = thankYouTypeLabel(lastPathSegment(useLocation().pathname) ?? '');
  return (
    <ThankYou>
      <p className={styles.message}>
        {type
          ? `We have received your ${type} submission. Our team will be in touch if we need anything else.`
          : 'We have received your submission.'}
      </p>
    </ThankYou>
  );
}
