import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Link, TextField, paths, useFocusFirstInvalid } from '@lender/shared';
import { ForgotPasswordAlert, ForgotPasswordSent } from './ForgotPasswordMessage';
import { useForgotPassword } from './useForgotPassword';
import * as styles from '../common/page.css';

/** /forgot-password: 'Password Assistance', a reset link sent to the account's email. */
export default function ForgotPasswordPage() {
  const { submit, errors, outcome, processing } = useForgotPassword();
  const [email, setEmail] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const doneHeadingRef = useRef<HTMLHeadingElement>(null);
  useFocusFirstInvalid(formRef, errors);

  const done =
    outcome === 'sent' || outcome === 'recentlySent' || outcome === 'needsSetup' ? outcome : null;
  // The form gives way to the answer: the keyboard goes to it, so it is read out.
  useEffect(() => {
    if (done) doneHeadingRef.current?.focus();
  }, [done]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(email);
  };

  return (
    <section className={styles.card} aria-labelledby="forgot-password-title">
      <h1 id="forgot-password-title" className={styles.title}>
        Password Assistance
      </h1>
      {done ? (
        <>
          <h2 ref={doneHeadingRef} tabIndex={-1} className={styles.subtitle}>
            Check your email
          </h2>
          <ForgotPasswordSent outcome={done} />
        </>
      ) : (
        <>
          <p className={styles.message}>
            Enter the email address of your portal account and we will send you a link to reset your
            password.
          </p>
          <form ref={formRef} noValidate onSubmit={onSubmit} className={styles.form}>
            <TextField
              label="Email"
              name="email"
              type="email"
              autoComplete="username"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={errors.email}
            />
            {outcome === 'notFound' || outcome === 'failed' ? (
              <ForgotPasswordAlert outcome={outcome} />
            ) : null}
            <Button type="submit" processing={processing}>
              Reset Password
            </Button>
          </form>
        </>
      )}
      <p className={styles.links}>
        <Link to={paths.signIn} className={styles.link}>
          Back to sign in
        </Link>
      </p>
    </section>
  );
}
