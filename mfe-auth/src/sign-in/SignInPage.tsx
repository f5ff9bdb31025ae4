import { useEffect } from 'react';
import {
  Alert,
  Button,
  Form,
  TextField,
  isAuthenticated,
  isCustomer,
  PageLink,
  paths,
  useLocation,
  useNavigate,
  useFormValues,
  useSession,
} from '@lender/shared';
import { destinationAfterSignIn } from './destination';
import { SIGN_IN_MESSAGES } from './signInMessages';
import { signInNoticeText } from './signInNotice';
import { useSignIn } from './useSignIn';
import * as styles from './SignInPage.css';

export default function SignInPage() {
  const navigate = useNavigate();
  // e.g. 'Your password has been changed…', left by the password pages.
  const notice = signInNoticeText(useLocation().state);
  const signedIn = useSession(isAuthenticated);
  const referral = useSession((state) => state.referral);
  const inactivity = useSession((state) => state.loggedOutForInactivity);
  const expired = useSession((state) => state.sessionExpired);
  const { submit, errors, processing, prepare } = useSignIn();
  const { values, field } = useFormValues({ email: '', password: '' }, { errors });

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

  return (
    <section className={styles.card} aria-labelledby="sign-in-title">
      <h1 id="sign-in-title" className={styles.title}>
        Customer Sign In
      </h1>
      {referral?.includes(paths.dashboard) && (
        <p className={styles.notice}>Directing to {referral} after login.</p>
      )}
      {inactivity && <p className={styles.notice}>{SIGN_IN_MESSAGES.inactivity}</p>}
      {expired && <p className={styles.notice}>{SIGN_IN_MESSAGES.expired}</p>}
      {notice && (
        <p role="status" className={styles.notice}>
          {notice}
        </p>
      )}
      <Form
        label={{ labelledBy: 'sign-in-title' }}
        errors={errors}
        onSubmit={() => submit(values.email, values.password)}
        onFocus={() => void prepare().catch(() => undefined)}
        className={styles.form}
      >
        <TextField label="Email" type="email" autoComplete="username" {...field('email')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          {...field('password')}
        />
        {errors.form && <Alert>{errors.form}</Alert>}
        <Button type="submit" processing={processing}>
          Sign In
        </Button>
      </Form>
      {/* By the names this remote offers, from the shell's page table: the portal's front door
          carries no table of its own remote's pages. */}
      <p className={styles.links}>
        <PageLink name="forgot-password" className={styles.link}>
          Forgot your password?
        </PageLink>
        <PageLink name="create-account" className={styles.link}>
          Create an account
        </PageLink>
      </p>
    </section>
  );
}
