import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from '@lender/shared';
import { EmailLinkRequest } from '../common/EmailLinkRequest';
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
  const autoSubmitted = useRef(false);

  // /create-account/{email} hands the email over: send it once, and drop it from the history
  // state so that a reload does not send it again.
  useEffect(() => {
    if (!handedOver || autoSubmitted.current) return;
    autoSubmitted.current = true;
    navigate(pathname, { replace: true, state: null });
    void submit(handedOver);
  }, [handedOver, navigate, pathname, submit]);

  const sentTo = result?.outcome === 'checkEmail' ? result.email : null;

  return (
    <EmailLinkRequest
      title="Create Account"
      intro="Enter the email address your loan officer or broker has on file, and we will send you a link to set up your portal account."
      emailAutoComplete="email"
      initialEmail={handedOver ?? ''}
      errors={errors}
      alert={
        result && result.outcome !== 'checkEmail' ? (
          <CreateAccountMessage outcome={result.outcome} />
        ) : null
      }
      submitLabel="Create Account"
      processing={processing}
      onSubmit={submit}
      sent={
        sentTo ? (
          <p className={styles.message}>
            We have sent a link to set up your portal account to {sentTo}. Please check your inbox,
            and your spam folder, and follow the link to choose your password.
          </p>
        ) : null
      }
    />
  );
}
