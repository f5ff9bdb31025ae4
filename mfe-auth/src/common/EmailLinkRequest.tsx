import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Link, TextField, paths, useFocusFirstInvalid } from '@lender/shared';
import * as styles from './page.css';

export interface EmailLinkRequestProps {
  /** The page's h1 ('Create Account'). */
  title: string;
  /** What the form is for, above it. */
  intro: ReactNode;
  /** The email field's autocomplete: 'email' for a new account, 'username' for an existing one. */
  emailAutoComplete: 'email' | 'username';
  /** The email the field starts with (one handed over by the address). */
  initialEmail?: string;
  /** The email field's message (the contract's, or the server's), a new object each submit. */
  errors: { email?: string };
  /** An answer that keeps the form (no account, a failure), above the button. */
  alert: ReactNode;
  submitLabel: string;
  processing: boolean;
  onSubmit: (email: string) => void;
  /**
   * The answer once the link is sent, under 'Check your email': it replaces the form and takes the
   * keyboard, so that it is read out. Null (or undefined) while the form shows.
   */
  sent: ReactNode;
}

/**
 * A page asking for a link by email (create an account, reset a password): the email form, then
 * 'Check your email' with the answer, and the way back to sign-in.
 */
export function EmailLinkRequest({
  title,
  intro,
  emailAutoComplete,
  initialEmail = '',
  errors,
  alert,
  submitLabel,
  processing,
  onSubmit,
  sent,
}: EmailLinkRequestProps) {
  const [email, setEmail] = useState(initialEmail);
  const formRef = useRef<HTMLFormElement>(null);
  const sentHeadingRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  useFocusFirstInvalid(formRef, errors);

  const done = sent !== null && sent !== undefined;
  // The form gives way to the answer: the keyboard goes to it, so it is read out.
  useEffect(() => {
    if (done) sentHeadingRef.current?.focus();
  }, [done]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(email);
  };

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {title}
      </h1>
      {done ? (
        <>
          <h2 ref={sentHeadingRef} tabIndex={-1} className={styles.subtitle}>
            Check your email
          </h2>
          {sent}
        </>
      ) : (
        <>
          <p className={styles.message}>{intro}</p>
          <form ref={formRef} noValidate onSubmit={submit} className={styles.form}>
            <TextField
              label="Email"
              name="email"
              type="email"
              autoComplete={emailAutoComplete}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={errors.email}
            />
            {alert}
            <Button type="submit" processing={processing}>
              {submitLabel}
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
