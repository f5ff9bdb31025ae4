// Test helper: a signed-in session in the shared store (and its local-storage mirror).
import { CUSTOMER_ACCOUNT_TYPE } from '@lender/contracts';
import { useSession, type SessionState } from '../session/sessionStore';

export const signIn = (overrides: Partial<SessionState> = {}): void => {
  useSession.setState({
    token: 'test-token',
    name: 'Jane Doe',
    username: 'jane@demo.test',
    accountType: CUSTOMER_ACCOUNT_TYPE,
    isLead: false,
    userId: 'u1',
    employeeToken: null,
    locRedirected: false,
    ...overrides,
  });
};

export const signOut = (): void => useSession.getState().logout();
