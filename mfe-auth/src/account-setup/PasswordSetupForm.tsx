import { Alert, Link, useNavigate } from '@lender/shared';
import { newPasswordSchema } from '@lender/contracts';
import type { LinkToken } from '../link-token/linkToken';
import { PasswordPairForm, type PasswordFailureNotes } from '../passwords/PasswordPairForm';
import { useCreatePassword } from '../passwords/useCreatePassword';
import * as page from '../common/page.css';
import * as styles from './accountSetup.css';
import { ownPath } from '../paths';

const setupFailed = (
  <Alert title="We could not set up your account.">
    <p className={page.alertText}>
      This link may have expired or already been used. Please ask for a new one from{' '}
      <Link to={ownPath('forgot-password')}>Password Assistance</Link>.
    </p>
  </Alert>
);

/** A refused link, and any failure but a refused password, say the link may have expired. */
const setupFailureNotes: PasswordFailureNotes = { linkInvalid: setupFailed, other: setupFailed };

/**
 * The slide-up password form of account setup (the strength rules); it takes the keyboard when it
 * appears.
 */
export function PasswordSetupForm({ link }: { link: LinkToken }) {
  const navigate = useNavigate();
  const { save, keepRep } = useCreatePassword(link.token);

  return (
    <section
      className={[page.card, styles.slideUp].join(' ')}
      aria-labelledby="password-setup-title"
    >
      <h2 id="password-setup-title" className={page.subtitle}>
        Set Up Your Password
      </h2>
      <PasswordPairForm
        label={{ labelledBy: 'password-setup-title' }}
        email={link.email}
        schema={newPasswordSchema}
        passwordLabel="New Password"
        focusOnMount
        submitLabel="Create Password"
        save={save}
        onSaved={(answer) => {
          keepRep(answer);
          navigate(ownPath('signup-thank-you'));
        }}
        // The spec only logs this failure; the form also shows the way on (setupFailed).
        onFailed={(error) => console.warn('[portal] account setup failed', error)}
        failureNotes={setupFailureNotes}
      />
    </section>
  );
}
