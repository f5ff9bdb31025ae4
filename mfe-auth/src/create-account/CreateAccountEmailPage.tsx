import { Navigate, paths, useLocation } from '@lender/shared';
import { lastPathSegment } from '../common/pathParam';

/** /create-account/{email}: on to /create-account with the email in the history state. */
export default function CreateAccountEmailPage() {
  const email = lastPathSegment(useLocation().pathname);
  return <Navigate to={paths.createAccount} replace state={email ? { email } : null} />;
}
