import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Link,
  TextField,
  isAuthenticated,
  isCustomer,
  paths,
  useLocation,
  useNavigate,
  useSession,
} from '@lender/shared';
import { destinationAfterSignIn } from './destination';
import { SIGN_IN_MESSAGES } from './signInMessages';
import { signInNoticeText } from './signInNotice';
import { useSignIn } from './useSignIn';
import * as styles from './SignInPage.css';
import { ownPath } from '../paths';

export default function SignInPage() {
  const navigate = useNavigate();
  // e.g. 'Your password has been changed…', left by the password pages.
  const notice = signInNoticeText(useLocation().state);
  const signedIn = useSession(isAuthenticated);
  const referral = useSession((state) => state.referral);
  const inactivity = useSession((state) => state.loggedOutForInactivity);
  const { submit, errors, processing, prepare } = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  // A rejected form sends focus to the first field in error, so its message is read out.
  useEffect(() => {
    if (errors.email) emailRef.current?.focus();
    else if (errors.password) passwordRef.current?.focus();
  }, [errors]);

  // Signed in (now or already): go on to the referral, the line-of-credit page or the dashboard.
  useEffect(() => {
    if (!signedIn) return;
    const session = useSession.getState();
    const destination = destinationAfterSignIn({
      referral: session.consumeReferral(),
      locRedirected: session.locRedirected,
      isLead: session.isLead,
      isCustomer: isCustomer(session),
    });
    if (destination.marksLocRedirected) session.markLocRedirected();
    navigate(destination.to, { replace: true });
  }, [signedIn, navigate]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(email, password);
  };

  return (
    <section className={styles.card} aria-labelledby="sign-in-title">
      <h1 id="sign-in-title" className={styles.title}>
        Customer Sign In
      </h1>
      {referral?.includes(paths.dashboard) && (
        <p className={styles.notice}>Directing to {referral} after login.</p>
      )}
      {inactivity && <p className={styles.notice}>{SIGN_IN_MESSAGES.inactivity}</p>}
      {notice && (
        <p role="status" className={styles.notice}>
          {notice}
        </p>
      )}
      <form
        noValidate
        onSubmit={onSubmit}
        onFocus={() => void prepare().catch(() => undefined)}
        className={styles.form}
      >
        <TextField
          label="Email"
          name="email"
          ref={emailRef}
          type="email"
          autoComplete="username"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.email}
        />
        <TextField
          label="Password"
          name="password"
          ref={passwordRef}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password}
        />
        {errors.form && <Alert>{errors.form}</Alert>}
        <Button type="submit" processing={processing}>
          Sign In
        </Button>
      </form>
      <p className={styles.links}>
        <Link to={ownPath('forgot-password')} className={styles.link}>
          Forgot your password?
        </Link>
        <Link to={ownPath('create-account')} className={styles.link}>
          Create an account
        </Link>
      </p>
    </section>
  );
}
