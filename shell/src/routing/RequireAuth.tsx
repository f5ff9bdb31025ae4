import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isAuthenticated, paths, useSession } from '@lender/shared';

/**
 * Signed-out visitors go to sign-in, which remembers the dashboard page they were heading to.
 * A session that ends here goes to sign-in with the referral its logout left: none after a
 * sign-out, the page the user was on when the session ended under them (sessionStore.ts).
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const signedIn = useSession(isAuthenticated);
  const setReferral = useSession((state) => state.setReferral);
  const arrivedSignedOut = useRef(!signedIn);
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (signedIn) return;
    if (arrivedSignedOut.current) {
      const target = `${location.pathname}${location.search}`;
      setReferral(target.startsWith(paths.dashboard) ? target : null);
    }
    navigate(paths.signIn, { replace: true });
  }, [signedIn, location.pathname, location.search, navigate, setReferral]);

  return signedIn ? <>{children}</> : null;
}
