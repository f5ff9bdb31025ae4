import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../routes/paths';
import { isAuthenticated } from '../../session/selectors';
import { useSession } from '../../session/sessionStore';
import * as styles from './NotFoundPanel.css';

export interface NotFoundPanelProps {
  /** What could not be found (paragraphs). */
  children: ReactNode;
}

/**
 * The look of the not-found page (spec §2/§8), for the shell's page and for a remote's own 404 (a
 * deal that does not load): links back to the dashboard when signed in, else to the sign-in.
 */
export const NotFoundPanel = ({ children }: NotFoundPanelProps) => {
  const headingId = useId();
  const signedIn = useSession(isAuthenticated);
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h1 id={headingId}>Something went wrong!</h1>
      {children}
      {signedIn ? (
        <Link to={paths.dashboard} className={styles.link}>
          Back to the dashboard
        </Link>
      ) : (
        <Link to={paths.signIn} className={styles.link}>
          Go to the customer sign-in
        </Link>
      )}
    </section>
  );
};
