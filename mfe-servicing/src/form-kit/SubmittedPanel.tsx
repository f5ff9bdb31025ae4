import { useEffect, useRef } from 'react';
import { Link, paths } from '@lender/shared';
import * as styles from './formKit.css';
import { ownPath } from '../paths';

interface SubmittedPanelProps {
  /** The server's confirmation (it says when a payoff carries the fee). */
  message: string;
  /** Signed in: back to the menu, where the new request is listed. */
  signedIn: boolean;
}

/** The thank-you view a form turns into once the server has the request (spec §4). */
export function SubmittedPanel({ message, signedIn }: SubmittedPanelProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className={styles.done} aria-labelledby="servicing-submitted">
      <h2 id="servicing-submitted" ref={headingRef} tabIndex={-1} className={styles.doneTitle}>
        Thank You
      </h2>
      <p role="status">{message}</p>
      {signedIn ? (
        <Link to={ownPath('servicing-requests')} className={styles.back}>
          Back to Servicing Requests
        </Link>
      ) : (
        <Link to={paths.signIn} className={styles.back}>
          Log in to the portal
        </Link>
      )}
    </section>
  );
}
