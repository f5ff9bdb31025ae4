import { EmailLinkRequest } from '../common/EmailLinkRequest';
import { ForgotPasswordAlert, ForgotPasswordSent } from './ForgotPasswordMessage';
import { useForgotPassword } from './useForgotPassword';

/** /forgot-password: 'Password Assistance', a reset link sent to the account's email. */
export default function ForgotPasswordPage() {
  const { submit, errors, outcome, processing } = useForgotPassword();
  const done =
    outcome === 'sent' ||
    outcome === 'recentlySent' ||
    outcome === 'needsSetup' ||
    outcome === 'setupRecentlySent'
      ? outcome
      : null;

  return (
    <EmailLinkRequest
      title="Password Assistance"
      intro="Enter the email address of your portal account and we will send you a link to reset your password."
      emailAutoComplete="username"
      errors={errors}
      alert={
        outcome === 'notFound' || outcome === 'failed' ? (
          <ForgotPasswordAlert outcome={outcome} />
        ) : null
      }
      submitLabel="Reset Password"
      processing={processing}
      onSubmit={submit}
      sent={done ? <ForgotPasswordSent outcome={done} /> : null}
    />
  );
}
