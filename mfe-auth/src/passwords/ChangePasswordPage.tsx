import { paths, useNavigate } from '@lender/shared';
import { InvalidLinkMessage } from '../link-token/InvalidLinkMessage';
import { useLinkToken } from '../link-token/useLinkToken';
import { signInState } from '../sign-in/signInNotice';
import { updatePasswordWrite } from './api/updatePassword';
import { PasswordPairForm } from './PasswordPairForm';
import * as styles from '../common/page.css';

/** /change-password/{token}: a new password, with the reset link of a forgot-password email. */
export default function ChangePasswordPage() {
  const link = useLinkToken('path');
  const navigate = useNavigate();

  return (
    <section className={styles.card} aria-labelledby="change-password-title">
      <h1 id="change-password-title" className={styles.title}>
        Change Password
      </h1>
      {link ? (
        <PasswordPairForm
          label={{ labelledBy: 'change-password-title' }}
          email={link.email}
          submitLabel="Change Password"
          save={(password) => updatePasswordWrite({ email: link.email, password }, link.token)}
          onSaved={() => {
            navigate(paths.signIn, { state: signInState('passwordChanged') });
          }}
        />
      ) : (
        <InvalidLinkMessage />
      )}
    </section>
  );
}
