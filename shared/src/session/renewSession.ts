// Token renewal (POST users/renewtoken): the session guard asks for it; the answer is stored only
// if the session it renewed is still the current one.
import { write } from '../api/writes';
import { renewTokenWrite } from './sessionWrites';
import { useSession } from './sessionStore';

let inFlight: Promise<boolean> | null = null;

/**
 * Renews the stored token for the stored username and restarts the session clock. One renewal at
 * a time (callers share it). Resolves false when it failed, or when a logout or another account
 * replaced the session meanwhile (a late answer must not bring a token back).
 */
export const renewSession = (): Promise<boolean> => {
  if (inFlight) return inFlight;
  const { username, token: sent } = useSession.getState();
  inFlight = write(renewTokenWrite(username ?? ''))
    .then(({ token }) => {
      const session = useSession.getState();
      if (session.token !== sent) return false;
      session.setToken(token);
      session.setSessionStart(Date.now());
      return true;
    })
    .catch(() => false)
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
};
