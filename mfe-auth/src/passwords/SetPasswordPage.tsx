import { useNavigate } from '@lender/shared';
import { InvalidLinkMessage } from '../link-token/InvalidLinkMessage';
import { useLinkToken } from '../link-token/useLinkToken';
import { ownPath } from '../paths';
import { PasswordPairForm } from './PasswordPairForm';
import { useCreatePassword } from './useCreatePassword';
import * as styles from '../common/page.css';

function SetPassword({ from }: { from: 'path' | 'query' }) {
  const link = useLinkToken(from);
  const navigate = useNavigate();
  const { save, keepRep } = useCreatePassword(link?.token ?? '');

  return (
    <section className={styles.card} aria-labelledby="set-password-title">
      <h1 id="set-password-title" className={styles.title}>
        Set Your Portal Password
      </h1>
      {link ? (
        <PasswordPairForm
          label={{ labelledBy: 'set-password-title' }}
          email={link.email}
          submitLabel="Set Password"
          save={save}
          // Spec §7: users/createpassword, on success /signup-thankyou (with the rep, when named).
          onSaved={(answer) => {
            keepRep(answer);
            navigate(ownPath('signup-thank-you'));
          }}
        />
      ) : (
        <InvalidLinkMessage />
      )}
    </section>
  );
}

/** /set-password/{token}: the first password of an account, with its setup link. */
export default function SetPasswordPage() {
  return <SetPassword from="path" />;
}

/** /signup-setpassword?token=…: the same, with the token in the query. */
export function SignupSetPasswordPage() {
  return <SetPassword from="query" />;
}
