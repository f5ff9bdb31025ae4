import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  Button,
  isViewingAnotherAccount,
  paths,
  postJson,
  signOut,
  useSession,
} from '@lender/shared';
import { ownSessionAgain } from './ownSession';
import * as styles from './viewAccount.css';

/** While an employee views another account: whose it is, and the way back to their own session. */
export function ViewingBanner() {
  const viewing = useSession(isViewingAnotherAccount);
  const name = useSession((state) => state.name);
  const username = useSession((state) => state.username);
  const navigate = useNavigate();
  const [returning, setReturning] = useState(false);
  if (!viewing) return null;

  const returnToOwnAccount = async () => {
    const { token: viewedToken, employeeToken } = useSession.getState();
    if (!employeeToken) return;
    setReturning(true);
    try {
      useSession.getState().login(await ownSessionAgain(employeeToken));
      // The viewed account's session is over (best effort: it also ends on the server's idle limit).
      if (viewedToken)
        postJson('users/logout', undefined, { token: viewedToken }).catch(() => undefined);
      navigate(paths.dashboard);
    } catch {
      signOut();
      navigate(paths.signIn, { replace: true });
    } finally {
      setReturning(false);
    }
  };

  return (
    <section aria-label="Viewing another account" className={styles.banner}>
      <p className={styles.bannerText}>
        You are viewing the account of <strong>{name ?? username}</strong>
        {name && username ? ` (${username})` : ''}. Submissions are disabled.
      </p>
      <Button
        variant="secondary"
        processing={returning}
        processingText="Returning…"
        onClick={() => void returnToOwnAccount()}
      >
        Return to my account
      </Button>
    </section>
  );
}
