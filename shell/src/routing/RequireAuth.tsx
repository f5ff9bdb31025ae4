import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isAuthenticated, paths, useSession } from '@lender/shared';

/**
 * Signed-out visitors go to sign-in, which remembers the dashboard page they were heading to.
 * A session that ends here (logout, inactivity) goes to sign-in without a referral.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const signedIn = useSession(isAuthenticated);
  const setReferral = useSession((state) => state.setReferral);
  const arrivedSignedOut = useRef(!signedIn);
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (signedIn) return;
    const target = `${location.pathname}${location.search}`;
    const referral = arrivedSignedOut.current && target.startsWith(paths.dashboard) ? target : null;
    setReferral(referral);
    navigate(paths.signIn, { replace: true });
  }, [signedIn, location.pathname, location.search, navigate, setReferral]);

  return signedIn ? <>{children}</> : null;
}
