import { Link } from 'react-router-dom';
import { isAuthenticated, paths, useSession } from '@lender/shared';
import { usePageTitle } from '../page-title/usePageTitle';
import * as styles from './NotFoundPage.css';

export const NOT_FOUND_TEXT = "We're sorry! We were unable to find the resource you requested.";

/** Spec §2/§8: links back to the dashboard when signed in, otherwise to the customer sign-in. */
export function NotFoundPage({ title }: { title?: string }) {
  usePageTitle(title ?? 'Not Found');
  const signedIn = useSession(isAuthenticated);
  return (
    <section className={styles.panel} aria-labelledby="not-found-title">
      <h1 id="not-found-title">Something went wrong!</h1>
      <p>{NOT_FOUND_TEXT}</p>
      {signedIn ? (
        <Link to={paths.dashboard}>Back to the dashboard</Link>
      ) : (
        <Link to={paths.signIn}>Go to the customer sign-in</Link>
      )}
    </section>
  );
}
