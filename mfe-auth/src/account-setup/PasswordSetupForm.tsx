import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Link, TextField, useNavigate, useFocusFirstInvalid } from '@lender/shared';
import type { LinkToken } from '../link-token/linkToken';
import type { PasswordFailure } from '../passwords/passwordFailure';
import { PasswordChecklist, checklistItemIds } from './PasswordChecklist';
import { useAccountSetup } from './useAccountSetup';
import * as page from '../common/page.css';
import * as styles from './accountSetup.css';
import { ownPath } from '../paths';

function SetupFailed({ failure }: { failure: PasswordFailure }) {
  if (failure.kind === 'refused') return <Alert>{failure.message}</Alert>;
  return (
    <Alert title="We could not set up your account.">
      <p className={page.alertText}>
        This link may have expired or already been used. Please ask for a new one from{' '}
        <Link to={ownPath('forgot-password')}>Password Assistance</Link>.
      </p>
    </Alert>
  );
}

/** The slide-up password form of account setup; it takes the keyboard when it appears. */
export function PasswordSetupForm({ link }: { link: LinkToken }) {
  const navigate = useNavigate();
  const { submit, errors, failure, processing } = useAccountSetup(link.token);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const checklistId = useId();
  useFocusFirstInvalid(formRef, errors);

  useEffect(() => {
    passwordRef.current?.focus();
  }, []);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (await submit(password, confirm)) navigate(ownPath('signup-thank-you'));
  };

  return (
    <section
      className={[page.card, styles.slideUp].join(' ')}
      aria-labelledby="password-setup-title"
    >
      <h2 id="password-setup-title" className={page.subtitle}>
        Set Up Your Password
      </h2>
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className={page.form}
      >
        <TextField label="Email" name="email" autoComplete="username" value={link.email} readOnly />
        <TextField
          label="New Password"
          name="password"
          type="password"
          autoComplete="new-password"
          ref={passwordRef}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-describedby={checklistItemIds(checklistId)}
          error={errors.password}
        />
        <PasswordChecklist id={checklistId} password={password} />
        <TextField
          label="Confirm Password"
          name="confirm"
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
          error={errors.confirm}
        />
        {failure ? <SetupFailed failure={failure} /> : null}
        <Button type="submit" processing={processing}>
          Create Password
        </Button>
      </form>
    </section>
  );
}
