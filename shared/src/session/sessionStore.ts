// The session store: one zustand store in the @lender/shared singleton, so the shell and every
// remote read the same session. Every change to a persisted field is mirrored to its own
// local-storage key (persistedSession.ts); the initial state is read from there, so a reload
// keeps the session.
import { create } from 'zustand';
import type { LoginResponse } from '../schemas/auth';
import type { NavResponse } from '../schemas/deals';
import { connectApiSession } from '../api/client';
import { fetchNav } from '../api/deals';
import { CUSTOMER_ACCOUNT_TYPE, EMPLOYEE_ACCOUNT_TYPE } from '../domain/accountTypes';
import {
  EMPTY_SESSION,
  SESSION_KEYS,
  clearPersistedSession,
  readPersistedSession,
  writePersistedSession,
  type PersistedSession,
} from './persistedSession';

export type LoanLists = NavResponse;
export type LoansStatus = 'idle' | 'loading' | 'loaded';

export const EMPTY_LOAN_LISTS: LoanLists = Object.freeze({
  funded_loans: [],
  construction: [],
  loans_in_process: [],
});

export interface SessionActions {
  /** Stores a login (or impersonation) response, starts the session clock and loads the loan lists. */
  login: (response: LoginResponse, now?: number) => Promise<void>;
  /**
   * (Re)loads the loan lists for the signed-in account; failures leave empty lists (spec §8). An
   * answer that arrives after the account changed (or after a newer load started) is dropped.
   */
  loadLoans: () => Promise<void>;
  /** Clears every stored key and the lists; `inactivity` records why for the sign-in page. */
  logout: (options?: { inactivity?: boolean }) => void;
  /** Stores a renewed token. */
  setToken: (token: string) => void;
  setToolTips: (on: boolean) => void;
  markLocRedirected: () => void;
  setSessionStart: (at: number | null) => void;
  setIdleTimeoutStart: (at: number | null) => void;
  /** Saves the rep of an account-setup response (rep_email, rep_name). */
  setRep: (rep: { email?: string | null; name?: string | null } | null) => void;
  /** Remembers a /dashboard path to go to after sign-in. */
  setReferral: (path: string | null) => void;
  /** Returns the pending referral and clears it. */
  consumeReferral: () => string | null;
}

export interface SessionState extends PersistedSession, SessionActions {
  loans: LoanLists;
  loansStatus: LoansStatus;
  /** True after a logout caused by inactivity, until the next login. Not persisted. */
  loggedOutForInactivity: boolean;
  /** Pending dashboard referral. Not persisted. */
  referral: string | null;
}

/** The account a load is for: a renewed token is the same account, another user is not. */
const sameAccount = (
  a: Pick<PersistedSession, 'token' | 'userId' | 'accountType'>,
  b: Pick<PersistedSession, 'token' | 'userId' | 'accountType'>,
): boolean =>
  (a.token === null) === (b.token === null) &&
  a.userId === b.userId &&
  a.accountType === b.accountType;

/** Numbers the loads of the loan lists; only the latest one may set them. */
let latestLoad = 0;

const persistedPart = (state: PersistedSession): PersistedSession => ({
  token: state.token,
  name: state.name,
  username: state.username,
  accountType: state.accountType,
  isLead: state.isLead,
  userId: state.userId,
  employeeToken: state.employeeToken,
  sessionStart: state.sessionStart,
  idleTimeoutStart: state.idleTimeoutStart,
  locRedirected: state.locRedirected,
  dealContext: state.dealContext,
  options: state.options,
  repEmail: state.repEmail,
  repName: state.repName,
});

export const useSession = create<SessionState>()((set, get) => ({
  ...readPersistedSession(),
  loans: EMPTY_LOAN_LISTS,
  loansStatus: 'idle',
  loggedOutForInactivity: false,
  referral: null,

  login: async (response, now = Date.now()) => {
    const isEmployee = response.accountType === EMPLOYEE_ACCOUNT_TYPE;
    set({
      token: response.token,
      name: response.name,
      username: response.email,
      accountType: response.accountType,
      isLead: response.isLead,
      userId: response.userId,
      // An employee's own token is kept as employeeToken; impersonating keeps the existing one.
      employeeToken: isEmployee ? response.token : get().employeeToken,
      sessionStart: now,
      idleTimeoutStart: null,
      dealContext: '',
      loggedOutForInactivity: false,
      loans: EMPTY_LOAN_LISTS,
      loansStatus: 'idle',
    });
    await get().loadLoans();
  },

  loadLoans: async () => {
    const load = ++latestLoad;
    const account = get();
    const { token, accountType, isLead } = account;
    if (!token || !accountType || isLead) {
      set({ loans: EMPTY_LOAN_LISTS, loansStatus: isLead ? 'loaded' : 'idle' });
      return;
    }
    set({ loansStatus: 'loading' });
    let loans: LoanLists;
    try {
      loans = await fetchNav(accountType === CUSTOMER_ACCOUNT_TYPE ? 'customer' : 'broker');
    } catch {
      loans = EMPTY_LOAN_LISTS;
    }
    // A newer load owns the lists and the status.
    if (load !== latestLoad) return;
    // Same account (a renewed token is fine): keep the answer. Otherwise drop it, and do not leave
    // the status at 'loading'.
    if (sameAccount(get(), account)) set({ loans, loansStatus: 'loaded' });
    else set({ loansStatus: 'idle' });
  },

  logout: ({ inactivity = false } = {}) => {
    set({
      ...EMPTY_SESSION,
      loans: EMPTY_LOAN_LISTS,
      loansStatus: 'idle',
      loggedOutForInactivity: inactivity,
    });
    clearPersistedSession();
  },

  setToken: (token) =>
    set((state) => ({
      token,
      employeeToken: state.accountType === EMPLOYEE_ACCOUNT_TYPE ? token : state.employeeToken,
    })),
  setToolTips: (on) => set({ options: { ...get().options, toolTips: on } }),
  markLocRedirected: () => set({ locRedirected: true }),
  setSessionStart: (at) => set({ sessionStart: at }),
  setIdleTimeoutStart: (at) => set({ idleTimeoutStart: at }),
  setRep: (rep) => set({ repEmail: rep?.email ?? null, repName: rep?.name ?? null }),
  setReferral: (path) => set({ referral: path }),
  consumeReferral: () => {
    const { referral } = get();
    if (referral !== null) set({ referral: null });
    return referral;
  },
}));

// Mirror every change of a persisted field to local storage.
useSession.subscribe((state, previous) => {
  writePersistedSession(persistedPart(state), persistedPart(previous));
});

// The API client reads the token here and logs the session out on a 401 (client.ts).
connectApiSession({
  getToken: () => useSession.getState().token,
  onUnauthorized: () => {
    if (useSession.getState().token !== null) useSession.getState().logout();
  },
});

/**
 * Re-reads the session from local storage (another tab signed in, out or renewed the token). The
 * lists are cleared and reloaded only when the account changed, not for a renewed token.
 */
export const syncSessionFromStorage = (): void => {
  const stored = readPersistedSession();
  const current = useSession.getState();
  if (!sameAccount(stored, current)) {
    useSession.setState({ ...stored, loans: EMPTY_LOAN_LISTS, loansStatus: 'idle' });
    if (stored.token) void useSession.getState().loadLoans();
  } else {
    useSession.setState(stored);
  }
};

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || (SESSION_KEYS as readonly string[]).includes(event.key)) {
      syncSessionFromStorage();
    }
  });
}
