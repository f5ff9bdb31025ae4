import { useNavigate } from 'react-router-dom';
import {
  Button,
  isViewingAnotherAccount,
  logoutWrite,
  paths,
  signOut,
  useSession,
  useWrite,
  write,
} from '@lender/shared';
import { ownSessionWrite } from './ownSession';
import * as styles from './viewAccount.css';

/** While an employee views another account: whose it is, and the way back to their own session. */
export function ViewingBanner() {
  const viewing = useSession(isViewingAnotherAccount);
  const name = useSession((state) => state.name);
  const username = useSession((state) => state.username);
  const navigate = useNavigate();
  const returning = useWrite(ownSessionWrite);
  if (!viewing) return null;

  const returnToOwnAccount = async () => {
    const { token: viewedToken, employeeToken } = useSession.getState();
    if (!employeeToken) return;
    const back = await returning.send(employeeToken);
    if (!back) return;
    if (!back.ok) {
      signOut();
      navigate(paths.signIn, { replace: true });
      return;
    }
    useSession.getState().login(back.answer);
    // The viewed account's session is over (best effort: it also ends on the server's idle limit).
    if (viewedToken) write(logoutWrite(viewedToken)).catch(() => undefined);
    navigate(paths.dashboard);
  };

  return (
    <section aria-label="Viewing another account" className={styles.banner}>
      <p className={styles.bannerText}>
        You are viewing the account of <strong>{name ?? username}</strong>
        {name && username ? ` (${username})` : ''}. Submissions are disabled.
      </p>
      <Button
        variant="secondary"
        processing={returning.pending}
        processingText="Returning…"
        onClick={() => void returnToOwnAccount()}
      >
        Return to my account
      </Button>
    </section>
  );
}
