import { requestNavRefresh, useSession } from '@lender/shared';
import { mockApi, signIn, signOut, type ApiMock } from '@lender/shared/testing';
import {
  EMPTY_LOAN_LISTS,
  followSession,
  loadLoanLists,
  preloadLoanLists,
  useLoanLists,
} from './loanLists';

const nav = {
  funded_loans: [{ id: 'f1', nickname: 'Fund', address: null }],
  construction: [],
  loans_in_process: [{ id: 'p1', nickname: null, address: '1 Main' }],
};

/** Holds the answers until `release()`. */
const gatedApi = (body: unknown = nav) => {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const reply = async () => {
    await gate;
    return { body };
  };
  return { api: mockApi({ 'GET deals/nav': reply, 'GET deals/brokernav': reply }), release };
};

let api: ApiMock | undefined;
let stop: (() => void) | undefined;
beforeEach(() => {
  signOut();
  useLoanLists.setState({ lists: EMPTY_LOAN_LISTS, status: 'idle', account: null });
});
afterEach(() => {
  stop?.();
  stop = undefined;
  api?.restore();
});

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('loading the lists', () => {
  it('customers load deals/nav with their token', async () => {
    api = mockApi({ 'GET deals/nav': { body: nav } });
    signIn({ token: 'tc' });
    await loadLoanLists();
    expect(useLoanLists.getState()).toMatchObject({ lists: nav, status: 'loaded' });
    expect(api.last().authorization).toBe('Bearer tc');
  });

  it('every other account type loads deals/brokernav', async () => {
    api = mockApi({ 'GET deals/brokernav': { body: nav } });
    signIn({ accountType: 'WholesaleAccount' });
    await loadLoanLists();
    expect(useLoanLists.getState().lists).toEqual(nav);
  });

  it('leads load nothing', async () => {
    api = mockApi({});
    signIn({ isLead: true });
    await loadLoanLists();
    expect(api.calls).toHaveLength(0);
    expect(useLoanLists.getState()).toMatchObject({ lists: EMPTY_LOAN_LISTS, status: 'loaded' });
  });

  it('a failure leaves empty lists (spec §8)', async () => {
    api = mockApi({ 'GET deals/nav': { status: 500 } });
    signIn();
    await loadLoanLists();
    expect(useLoanLists.getState()).toMatchObject({ lists: EMPTY_LOAN_LISTS, status: 'loaded' });
  });
});

describe('late answers', () => {
  it('keeps an answer that arrives after the token was renewed (same account)', async () => {
    const gated = gatedApi();
    api = gated.api;
    signIn();
    const pending = loadLoanLists();
    expect(useLoanLists.getState().status).toBe('loading');
    useSession.getState().setToken('renewed');
    gated.release();
    await pending;
    expect(useLoanLists.getState()).toMatchObject({ lists: nav, status: 'loaded' });
  });

  it('drops an answer for an account that signed out or changed', async () => {
    const gated = gatedApi();
    api = gated.api;
    signIn();
    const pending = loadLoanLists();
    signOut();
    gated.release();
    await pending;
    expect(useLoanLists.getState()).toMatchObject({ lists: EMPTY_LOAN_LISTS, status: 'idle' });
  });

  it('an older load does not overwrite a newer one', async () => {
    const gated = gatedApi();
    api = gated.api;
    signIn();
    const first = loadLoanLists();
    gated.api.restore();
    api = mockApi({ 'GET deals/nav': { body: { ...nav, funded_loans: [] } } });
    await loadLoanLists();
    gated.release();
    await first;
    expect(useLoanLists.getState().lists.funded_loans).toEqual([]);
  });
});

describe('following the session', () => {
  it('loads at once, empties at logout, reloads for another account and on request', async () => {
    api = mockApi({ 'GET deals/nav': { body: nav }, 'GET deals/brokernav': { body: nav } });
    signIn();
    stop = followSession();
    await settled();
    expect(useLoanLists.getState().lists).toEqual(nav);

    useSession.getState().setToken('renewed'); // same account: no reload
    expect(api.calls).toHaveLength(1);

    signOut();
    expect(useLoanLists.getState()).toMatchObject({ lists: EMPTY_LOAN_LISTS, status: 'idle' });

    signIn({ userId: 'b7', accountType: 'BrokerAccount' });
    await settled();
    expect(api.last().path).toBe('deals/brokernav');
    expect(useLoanLists.getState().lists).toEqual(nav);

    requestNavRefresh();
    await settled();
    expect(api.calls).toHaveLength(3);
  });

  it('stops following when asked', async () => {
    api = mockApi({ 'GET deals/nav': { body: nav } });
    signIn();
    followSession()();
    await settled();
    requestNavRefresh();
    await settled();
    expect(api.calls).toHaveLength(1);
  });
});

describe('preloadLoanLists', () => {
  it('starts the call before the frame renders, and the frame does not call again', async () => {
    api = mockApi({ 'GET deals/nav': { body: nav } });
    signIn();
    preloadLoanLists();
    await settled();
    expect(api.calls).toHaveLength(1);
    stop = followSession();
    await settled();
    expect(api.calls).toHaveLength(1);
    expect(useLoanLists.getState().lists).toEqual(nav);
  });

  it('lists preloaded for another account are loaded again for this one', async () => {
    api = mockApi({ 'GET deals/nav': { body: nav } });
    signIn({ userId: 'first' });
    preloadLoanLists();
    await settled();
    signIn({ userId: 'second' });
    stop = followSession();
    await settled();
    expect(api.calls).toHaveLength(2);
  });
});
