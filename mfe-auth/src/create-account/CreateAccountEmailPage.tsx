import { Navigate, useLocation } from '@lender/shared';
import { lastPathSegment } from '../common/pathParam';
import { ownPath } from '../paths';

/** /create-account/{email}: on to /create-account with the email in the history state. */
export default function CreateAccountEmailPage() {
  const email = lastPathSegment(useLocation().pathname);
  return <Navigate to={ownPath('create-account')} replace state={email ? { email } : null} />;
}
