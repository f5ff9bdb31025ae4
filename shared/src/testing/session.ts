// Test helper: a signed-in session in the shared store (and its local-storage mirror).
import { CUSTOMER_ACCOUNT_TYPE } from '../domain/accountTypes';
import { useSession } from '../session/sessionStore';

export const signIn = (overrides: Partial<ReturnType<typeof useSession.getState>> = {}): void => {
  useSession.setState({
    token: 'test-token',
    name: 'Jane Doe',
    username: 'jane@demo.test',
    accountType: CUSTOMER_ACCOUNT_TYPE,
    isLead: false,
    userId: 'u1',
    employeeToken: null,
    locRedirected: false,
    // Keep the shell's job (loading the nav lists) out of page tests.
    loansStatus: 'loaded',
    ...overrides,
  });
};

export const signOut = (): void => useSession.getState().logout();
