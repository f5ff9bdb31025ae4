// The session store: one zustand store in the @lender/shared singleton, so the shell and every
// remote read the same session. Every change to a persisted field is mirrored to its own
// local-storage key (persistedSession.ts); the initial state is read from there, so a reload
// keeps the session, and a storage event from another tab brings this tab in step.
// Identity and token only: what the shell shows around it (the side-nav loan lists, the session
// guard) lives in the shell.
import { create } from 'zustand';
import { EMPLOYEE_ACCOUNT_TYPE, type LoginResponse } from '@lender/contracts';
import { paths } from '../routes/paths';
import { clearSessionDrafts } from './drafts';
import {
  EMPTY_SESSION,
  SESSION_KEYS,
  clearPersistedSession,
  readPersistedSession,
  writePersistedSession,
  type PersistedSession,
} from './persistedSession';

export interface SessionActions {
  /** Stores a login (or impersonation) response and starts the session clock. */
  login: (response: LoginResponse, now?: number) => void;
  /**
   * Clears every stored key. A session that ended without the user signing out (`inactivity`, or
   * `expired`: the server refused its token) keeps its page and drafts for the same user's next
   * sign-in, and records why for the sign-in page; a sign-out clears them.
   */
  logout: (options?: { inactivity?: boolean; expired?: boolean }) => void;
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
  /** True after a logout caused by inactivity, until the next login. Not persisted. */
  loggedOutForInactivity: boolean;
  /** True after the server ended the session (revoked, expired), until the next login. */
  sessionExpired: boolean;
  /**
   * The user whose session ended under them: their drafts are kept, and the referral (the page
   * they were on) is theirs alone. Null after a sign-out. Not persisted.
   */
  resumeFor: string | null;
  /** Pending dashboard referral. Not persisted. */
  referral: string | null;
}

/** The dashboard page this tab shows (path and query), to return to after signing in again. */
const currentDashboardPath = (): string | null => {
  if (typeof window === 'undefined') return null;
  const { pathname, search } = window.location;
  return pathname.startsWith(paths.dashboard) ? `${pathname}${search}` : null;
};

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
  loggedOutForInactivity: false,
  sessionExpired: false,
  resumeFor: null,
  referral: null,

  login: (response, now = Date.now()) => {
    const isEmployee = response.accountType === EMPLOYEE_ACCOUNT_TYPE;
    // Someone else signs in where a session ended: its drafts and page are not theirs.
    const { resumeFor, referral } = get();
    const someoneElse = resumeFor !== null && resumeFor !== response.email;
    if (someoneElse) clearSessionDrafts();
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
      sessionExpired: false,
      resumeFor: null,
      referral: someoneElse ? null : referral,
    });
  },

  logout: ({ inactivity = false, expired = false } = {}) => {
    const { username } = get();
    const resumeFor = (inactivity || expired) && username ? username : null;
    set({
      ...EMPTY_SESSION,
      loggedOutForInactivity: inactivity,
      sessionExpired: expired && !inactivity,
      resumeFor,
      referral: resumeFor ? currentDashboardPath() : null,
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

// Mirror every change of a persisted field to local storage; a session that ends — signed out
// here or in another tab — takes this tab's drafts with it. One that ended under its user here
// (inactivity, refused by the server) keeps them for that user's next sign-in.
useSession.subscribe((state, previous) => {
  writePersistedSession(persistedPart(state), persistedPart(previous));
  if (previous.username && !state.username && state.resumeFor === null) clearSessionDrafts();
});

/** Re-reads the session from local storage (another tab signed in, out or renewed the token). */
export const syncSessionFromStorage = (): void => {
  useSession.setState(readPersistedSession());
};

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || (SESSION_KEYS as readonly string[]).includes(event.key)) {
      syncSessionFromStorage();
    }
  });
}
