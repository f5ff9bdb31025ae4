// Signing out: the server revokes the session (and the employee's own one while viewing another
// account), then every stored key goes. A failed revoke keeps nobody signed in here, and the
// server's idle limit ends a session it could not revoke.
import { write } from '../api/writes';
import { logoutWrite } from './sessionWrites';
import { useSession } from './sessionStore';

export const signOut = (options?: { inactivity?: boolean }): void => {
  const { token, employeeToken } = useSession.getState();
  for (const sessionToken of new Set([token, employeeToken])) {
    if (sessionToken) write(logoutWrite(sessionToken)).catch(() => undefined);
  }
  useSession.getState().logout(options);
};
