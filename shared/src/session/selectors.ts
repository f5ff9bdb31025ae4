// Selectors over the session state: use as `useSession(isCustomer)` or `isCustomer(useSession.getState())`.
import { CUSTOMER_ACCOUNT_TYPE } from '@lender/contracts';
import type { SessionState } from './sessionStore';

type SessionView = Pick<SessionState, 'token' | 'accountType' | 'employeeToken' | 'isLead'>;

export type AccountKind = 'customer' | 'broker';

export const isAuthenticated = (state: SessionView): boolean =>
  Boolean(state.token) && Boolean(state.accountType);

export const isCustomer = (state: SessionView): boolean =>
  state.accountType === CUSTOMER_ACCOUNT_TYPE;

/** Any other account type (BrokerAccount, WholesaleAccount, Employee...) uses the broker menu and endpoints. */
export const isBroker = (state: SessionView): boolean =>
  Boolean(state.accountType) && state.accountType !== CUSTOMER_ACCOUNT_TYPE;

/** An employee token is stored (employee signed in, possibly viewing another account). */
export const isEmployeeSession = (state: SessionView): boolean => Boolean(state.employeeToken);

/** An employee is viewing another user's account (View Account): the session is not their own. */
export const isViewingAnotherAccount = (state: SessionView): boolean =>
  Boolean(state.employeeToken) && Boolean(state.token) && state.token !== state.employeeToken;

export const isLeadUser = (state: SessionView): boolean => state.isLead;

/** Which endpoint family the account uses, or null when signed out. */
export const accountKind = (state: SessionView): AccountKind | null =>
  isCustomer(state) ? 'customer' : isBroker(state) ? 'broker' : null;
