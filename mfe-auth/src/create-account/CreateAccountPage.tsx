import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  Button,
  Link,
  TextField,
  paths,
  useLocation,
  useNavigate,
  useFocusFirstInvalid,
} from '@lender/shared';
import { CreateAccountMessage } from './CreateAccountMessage';
import { handedOverEmail } from './createAccountOutcome';
import { useCreateAccount } from './useCreateAccount';
import * as styles from '../common/page.css';

/** /create-account: an email-only request for a link to set up a portal account. */
export default function CreateAccountPage() {
  const { pathname, state } = useLocation();
  const navigate = useNavigate();
  const { submit, errors, result, processing } = useCreateAccount();
  const handedOver = handedOverEmail(state);
  const [email, setEmail] = useState(handedOver ?? '');
  const formRef = useRef<HTMLFormElement>(null);
  const sentHeadingRef = useRef<HTMLHeadingElement>(null);
  const autoSubmitted = useRef(false);
  useFocusFirstInvalid(formRef, errors);

  // /create-account/{email} hands the email over: send it once, and drop it from the history
  // state so that a reload does not send it again.
  useEffect(() => {
    if (!handedOver || autoSubmitted.current) return;
    autoSubmitted.current = true;
    navigate(pathname, { replace: true, state: null });
    void submit(handedOver);
  }, [handedOver, navigate, pathname, submit]);

  const sentTo = result?.outcome === 'checkEmail' ? result.email : null;
  // The form gives way to the answer: the keyboard goes to it, so it is read out.
  useEffect(() => {
    if (sentTo) sentHeadingRef.current?.focus();
  }, [sentTo]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(email);
  };

  return (
    <section className={styles.card} aria-labelledby="create-account-title">
      <h1 id="create-account-title" className={styles.title}>
        Create Account
      </h1>
      {sentTo ? (
        <>
          <h2 ref={sentHeadingRef} tabIndex={-1} className={styles.subtitle}>
            Check your email
          </h2>
          <p className={styles.message}>
            We have sent a link to set up your portal account to {sentTo}. Please check your inbox,
            and your spam folder, and follow the link to choose your password.
          </p>
        </>
      ) : (
        <>
          <p className={styles.message}>
            Enter the email address your loan officer or broker has on file, and we will send you a
            link to set up your portal account.
          </p>
          <form ref={formRef} noValidate onSubmit={onSubmit} className={styles.form}>
            <TextField
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={errors.email}
            />
            {result && result.outcome !== 'checkEmail' ? (
              <CreateAccountMessage outcome={result.outcome} />
            ) : null}
            <Button type="submit" processing={processing}>
              Create Account
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
