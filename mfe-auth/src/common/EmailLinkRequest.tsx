import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button, Form, Link, TextField, paths, useFormValues } from '@lender/shared';
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
  /** Sends the email; resolves once the answer is in. */
  onSubmit: (email: string) => Promise<unknown>;
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
  const { values, field } = useFormValues({ email: initialEmail }, { errors });
  const sentHeadingRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();

  const done = sent !== null && sent !== undefined;
  // The form gives way to the answer: the keyboard goes to it, so it is read out.
  useEffect(() => {
    if (done) sentHeadingRef.current?.focus();
  }, [done]);

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
          <Form
            label={{ labelledBy: titleId }}
            errors={errors}
            onSubmit={() => onSubmit(values.email)}
            className={styles.form}
          >
            <TextField
              label="Email"
              type="email"
              autoComplete={emailAutoComplete}
              {...field('email')}
            />
            {alert}
            <Button type="submit" processing={processing}>
              {submitLabel}
            </Button>
          </Form>
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
