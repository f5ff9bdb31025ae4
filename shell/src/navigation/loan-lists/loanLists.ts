// The side navigation's loan lists (spec §2, §4): loaded for the signed-in account, emptied at
// logout, empty on a failure (§8), reloaded when the account changes (another tab signed in as
// someone else) or when a remote asks for a refresh. A renewed token is the same account.
import { create } from 'zustand';
import { accountKind, onNavRefreshRequest, useSession, type SessionState } from '@lender/shared';
import type { NavResponse } from '@lender/contracts';
import { fetchNav } from './fetchNav';

export type LoanLists = NavResponse;
export type LoanListKey = 'funded_loans' | 'construction' | 'loans_in_process';
type LoansStatus = 'idle' | 'loading' | 'loaded';

export const EMPTY_LOAN_LISTS: LoanLists = Object.freeze({
  funded_loans: [],
  construction: [],
  loans_in_process: [],
});

interface LoanListsState {
  lists: LoanLists;
  status: LoansStatus;
  /** Whose lists are loading or loaded (accountOf). */
  account?: string | null;
}

export const useLoanLists = create<LoanListsState>()(() => ({
  lists: EMPTY_LOAN_LISTS,
  status: 'idle',
}));

/** Who the lists belong to: null when signed out. */
const accountOf = (session: SessionState): string | null =>
  session.token ? `${session.userId}|${session.accountType}|${String(session.isLead)}` : null;

/** Numbers the loads; only the latest one may set the lists. */
let latestLoad = 0;

/** (Re)loads the lists for the current account. Leads have none; signed out means empty. */
export async function loadLoanLists(): Promise<void> {
  const load = ++latestLoad;
  const session = useSession.getState();
  const kind = accountKind(session);
  if (!session.token || !kind || session.isLead) {
    useLoanLists.setState({ lists: EMPTY_LOAN_LISTS, status: session.isLead ? 'loaded' : 'idle' });
    return;
  }
  const account = accountOf(session);
  useLoanLists.setState({ status: 'loading', account });
  const lists = await fetchNav(kind).catch(() => EMPTY_LOAN_LISTS);
  if (load !== latestLoad) return; // a newer load owns the lists
  // An answer for an account that has since signed out or changed is dropped.
  if (accountOf(useSession.getState()) === account)
    useLoanLists.setState({ lists, status: 'loaded' });
  else useLoanLists.setState({ lists: EMPTY_LOAN_LISTS, status: 'idle' });
}

/** The account whose lists preloadLoanLists asked for, until followSession takes them. */
let preloadedFor: string | null = null;

/**
 * Starts the lists' call as soon as the signed-in frame's code is there, on the first page of a
 * load, rather than when the frame first renders (after the page's remote has loaded): on a
 * busy first load the nav's answer is then out of the way of the page's own calls.
 */
export function preloadLoanLists(): void {
  if (useLoanLists.getState().status !== 'idle') return;
  preloadedFor = accountOf(useSession.getState());
  void loadLoanLists();
}

/**
 * Loads the lists now and keeps them in step with the session and with refresh requests, until
 * the returned function is called. The signed-in layout runs it while it is mounted.
 */
export function followSession(): () => void {
  let account = accountOf(useSession.getState());
  // A load preloadLoanLists started for this account is not repeated (once).
  const { status, account: loadedFor } = useLoanLists.getState();
  const preloaded = preloadedFor !== null && preloadedFor === account && loadedFor === account;
  preloadedFor = null;
  if (!preloaded || status === 'idle') void loadLoanLists();
  const stopSession = useSession.subscribe((session) => {
    const next = accountOf(session);
    if (next === account) return;
    account = next;
    useLoanLists.setState({ lists: EMPTY_LOAN_LISTS, status: 'idle' });
    if (next !== null) void loadLoanLists();
  });
  const stopRefresh = onNavRefreshRequest(() => void loadLoanLists());
  return () => {
    stopSession();
    stopRefresh();
  };
}
