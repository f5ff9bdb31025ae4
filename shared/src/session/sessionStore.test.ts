import { API, mockFetch, type FetchMock } from '../api/fetchMock.test-helper';
import { SESSION_KEYS } from './persistedSession';
import { EMPTY_LOAN_LISTS, useSession } from './sessionStore';

const customer = {
  token: 'tc',
  name: 'Cara',
  email: 'cara@x.test',
  accountType: 'CustomerAccount',
  userId: 'c1',
  isLead: false,
};
const broker = {
  ...customer,
  token: 'tb',
  email: 'bob@x.test',
  accountType: 'BrokerAccount',
  userId: 'b1',
};
const employee = {
  ...customer,
  token: 'te',
  email: 'emp@x.test',
  accountType: 'Employee',
  userId: 'e1',
};
const nav = {
  funded_loans: [{ id: 'f1', nickname: 'Fund', address: null }],
  construction: [],
  loans_in_process: [{ id: 'p1', nickname: null, address: '1 Main' }],
};

const waitForLoaded = async () => {
  for (let i = 0; i < 50 && useSession.getState().loansStatus !== 'loaded'; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
};

/** Holds every fetch until `release()`; answers with `nav`. */
const gateFetch = () => {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const mock = mockFetch({ body: nav });
  const original = globalThis.fetch;
  globalThis.fetch = (async (...args: Parameters<typeof fetch>) => {
    await gate;
    return original(...args);
  }) as typeof fetch;
  return { mock, release };
};

let fetchMock: FetchMock;
beforeEach(() => {
  useSession.getState().logout();
  useSession.setState({ loggedOutForInactivity: false, referral: null });
  localStorage.clear();
});
afterEach(() => fetchMock?.restore());

describe('login', () => {
  it('stores the customer session under the §3 keys and loads deals/nav', async () => {
    fetchMock = mockFetch({ body: nav });
    await useSession.getState().login(customer, 1000);
    const state = useSession.getState();
    expect(state).toMatchObject({
      token: 'tc',
      name: 'Cara',
      username: 'cara@x.test',
      accountType: 'CustomerAccount',
    });
    expect(state.loans).toEqual(nav);
    expect(state.loansStatus).toBe('loaded');
    expect(fetchMock.last().url).toBe(`${API}/deals/nav`);
    expect(fetchMock.last().headers.get('authorization')).toBe('Bearer tc');
    expect(localStorage.getItem('token')).toBe('tc');
    expect(localStorage.getItem('name')).toBe('Cara');
    expect(localStorage.getItem('username')).toBe('cara@x.test');
    expect(localStorage.getItem('accountType')).toBe('CustomerAccount');
    expect(localStorage.getItem('isLead')).toBe('false');
    expect(localStorage.getItem('userId')).toBe('c1');
    expect(localStorage.getItem('userID')).toBeNull();
    expect(localStorage.getItem('sessionStart')).toBe('1000');
    expect(localStorage.getItem('dealContext')).toBe('');
    expect(localStorage.getItem('options')).toBe('{"toolTips":true}');
    expect(localStorage.getItem('employeeToken')).toBeNull();
  });

  it('brokers load deals/brokernav and store userID too', async () => {
    fetchMock = mockFetch({ body: nav });
    await useSession.getState().login(broker);
    expect(fetchMock.last().url).toBe(`${API}/deals/brokernav`);
    expect(localStorage.getItem('userId')).toBe('b1');
    expect(localStorage.getItem('userID')).toBe('b1');
  });

  it('lead users load no lists', async () => {
    fetchMock = mockFetch({ body: nav });
    await useSession.getState().login({ ...customer, isLead: true });
    expect(fetchMock.calls).toHaveLength(0);
    expect(useSession.getState().loans).toEqual(EMPTY_LOAN_LISTS);
    expect(localStorage.getItem('isLead')).toBe('true');
  });

  it('a nav failure leaves empty lists', async () => {
    fetchMock = mockFetch({ status: 500, body: { statusCode: 500, error: 'x', message: 'x' } });
    await useSession.getState().login(customer);
    expect(useSession.getState().loans).toEqual(EMPTY_LOAN_LISTS);
    expect(useSession.getState().loansStatus).toBe('loaded');
  });

  it('employees also store the token as employeeToken, kept while impersonating', async () => {
    fetchMock = mockFetch({ body: nav });
    await useSession.getState().login(employee);
    expect(localStorage.getItem('employeeToken')).toBe('te');
    await useSession.getState().login(customer); // impersonation result
    expect(useSession.getState().token).toBe('tc');
    expect(useSession.getState().employeeToken).toBe('te');
    expect(localStorage.getItem('employeeToken')).toBe('te');
  });

  it('ignores a nav answer that arrives after logout', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    fetchMock = mockFetch({ body: nav });
    const original = globalThis.fetch;
    globalThis.fetch = (async (...args: Parameters<typeof fetch>) => {
      await gate;
      return original(...args);
    }) as typeof fetch;
    const pending = useSession.getState().login(customer);
    useSession.getState().logout();
    release();
    await pending;
    expect(useSession.getState().loans).toEqual(EMPTY_LOAN_LISTS);
    globalThis.fetch = original;
  });
});

describe('late nav answers', () => {
  it('keeps an answer that arrives after the token was renewed (same account)', async () => {
    const gated = gateFetch();
    fetchMock = gated.mock;
    const pending = useSession.getState().login(customer);
    expect(useSession.getState().loansStatus).toBe('loading');
    useSession.getState().setToken('renewed');
    gated.release();
    await pending;
    expect(useSession.getState().loans).toEqual(nav);
    expect(useSession.getState().loansStatus).toBe('loaded');
  });

  it('drops an answer for another account and does not stay loading', async () => {
    const gated = gateFetch();
    fetchMock = gated.mock;
    const pending = useSession.getState().login(customer);
    useSession.setState({ userId: 'c2' });
    gated.release();
    await pending;
    expect(useSession.getState().loans).toEqual(EMPTY_LOAN_LISTS);
    expect(useSession.getState().loansStatus).toBe('idle');
  });

  it('after a logout the status is idle, not loading', async () => {
    const gated = gateFetch();
    fetchMock = gated.mock;
    const pending = useSession.getState().login(customer);
    useSession.getState().logout();
    gated.release();
    await pending;
    expect(useSession.getState().loansStatus).toBe('idle');
  });

  it('an older load does not overwrite a newer one', async () => {
    const gated = gateFetch();
    fetchMock = gated.mock;
    const first = useSession.getState().login(customer);
    gated.mock.restore();
    fetchMock = mockFetch({ body: { ...nav, funded_loans: [] } });
    await useSession.getState().loadLoans();
    expect(useSession.getState().loans.funded_loans).toEqual([]);
    gated.release();
    await first;
    expect(useSession.getState().loans.funded_loans).toEqual([]);
    expect(useSession.getState().loansStatus).toBe('loaded');
  });
});

describe('logout', () => {
  it('clears every key and the lists, and records inactivity', async () => {
    fetchMock = mockFetch({ body: nav });
    await useSession.getState().login(employee);
    useSession.getState().setIdleTimeoutStart(5);
    useSession.getState().markLocRedirected();
    useSession.getState().setRep({ email: 'r@l.test', name: 'Rep' });
    useSession.getState().logout({ inactivity: true });
    for (const key of SESSION_KEYS) expect(localStorage.getItem(key)).toBeNull();
    const state = useSession.getState();
    expect(state.token).toBeNull();
    expect(state.accountType).toBeNull();
    expect(state.loans).toEqual(EMPTY_LOAN_LISTS);
    expect(state.loggedOutForInactivity).toBe(true);
  });

  it('a plain logout does not claim inactivity; login resets the flag', async () => {
    useSession.getState().logout({ inactivity: true });
    fetchMock = mockFetch({ body: nav });
    await useSession.getState().login(customer);
    expect(useSession.getState().loggedOutForInactivity).toBe(false);
    useSession.getState().logout();
    expect(useSession.getState().loggedOutForInactivity).toBe(false);
  });
});

describe('other actions', () => {
  beforeEach(async () => {
    fetchMock = mockFetch({ body: nav });
    await useSession.getState().login(customer);
  });

  it('setToken persists the renewed token', () => {
    useSession.getState().setToken('renewed');
    expect(localStorage.getItem('token')).toBe('renewed');
    expect(localStorage.getItem('employeeToken')).toBeNull();
  });

  it('setToken of an employee also renews employeeToken', async () => {
    await useSession.getState().login(employee);
    useSession.getState().setToken('te2');
    expect(localStorage.getItem('employeeToken')).toBe('te2');
  });

  it('setToolTips persists options', () => {
    useSession.getState().setToolTips(false);
    expect(useSession.getState().options.toolTips).toBe(false);
    expect(localStorage.getItem('options')).toBe('{"toolTips":false}');
  });

  it('markLocRedirected persists the flag', () => {
    useSession.getState().markLocRedirected();
    expect(localStorage.getItem('locRedirected')).toBe('true');
  });

  it('session timestamps persist and clear', () => {
    useSession.getState().setSessionStart(42);
    useSession.getState().setIdleTimeoutStart(43);
    expect(localStorage.getItem('sessionStart')).toBe('42');
    expect(localStorage.getItem('idleTimeoutStart')).toBe('43');
    useSession.getState().setSessionStart(null);
    useSession.getState().setIdleTimeoutStart(null);
    expect(localStorage.getItem('sessionStart')).toBeNull();
    expect(localStorage.getItem('idleTimeoutStart')).toBeNull();
  });

  it('setRep stores rep_email and rep_name', () => {
    useSession.getState().setRep({ email: 'rep@l.test', name: 'Rae' });
    expect(localStorage.getItem('rep_email')).toBe('rep@l.test');
    expect(localStorage.getItem('rep_name')).toBe('Rae');
  });

  it('referral is set, consumed once, and not persisted', () => {
    useSession.getState().setReferral('/dashboard/deal/7');
    expect(useSession.getState().consumeReferral()).toBe('/dashboard/deal/7');
    expect(useSession.getState().consumeReferral()).toBeNull();
    expect(Object.values(localStorage).includes('/dashboard/deal/7')).toBe(false);
  });

  it('loadLoans refreshes the lists', async () => {
    fetchMock.restore();
    fetchMock = mockFetch({
      body: { ...nav, construction: [{ id: 'c', nickname: 'C', address: null }] },
    });
    await useSession.getState().loadLoans();
    expect(useSession.getState().loans.construction).toHaveLength(1);
  });
});

describe('initial state', () => {
  it('is read from local storage, so a reload keeps the session', async () => {
    localStorage.setItem('token', 'kept');
    localStorage.setItem('accountType', 'BrokerAccount');
    localStorage.setItem('username', 'bob@x.test');
    localStorage.setItem('isLead', 'false');
    localStorage.setItem('options', '{"toolTips":false}');
    localStorage.setItem('sessionStart', '99');
    await jest.isolateModulesAsync(async () => {
      const { useSession: fresh } = await import('./sessionStore');
      expect(fresh.getState()).toMatchObject({
        token: 'kept',
        accountType: 'BrokerAccount',
        username: 'bob@x.test',
        options: { toolTips: false },
        sessionStart: 99,
      });
    });
  });

  it('keeps the lists when another tab only renewed the token', async () => {
    fetchMock = mockFetch({ body: nav });
    await useSession.getState().login(customer);
    const calls = fetchMock.calls.length;
    localStorage.setItem('token', 'renewed-elsewhere');
    window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    expect(useSession.getState().token).toBe('renewed-elsewhere');
    expect(useSession.getState().loans).toEqual(nav);
    expect(useSession.getState().loansStatus).toBe('loaded');
    expect(fetchMock.calls).toHaveLength(calls);
  });

  it('reloads the lists when another tab signed in as someone else', async () => {
    fetchMock = mockFetch({ body: nav });
    await useSession.getState().login(customer);
    localStorage.setItem('token', 'tb');
    localStorage.setItem('accountType', 'BrokerAccount');
    localStorage.setItem('userId', 'b1');
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(useSession.getState()).toMatchObject({ token: 'tb', loansStatus: 'loading' });
    expect(useSession.getState().loans).toEqual(EMPTY_LOAN_LISTS);
    await waitForLoaded();
    expect(fetchMock.last().url).toBe(`${API}/deals/brokernav`);
    expect(useSession.getState().loans).toEqual(nav);
  });

  it('follows another tab through storage events', () => {
    localStorage.setItem('token', 'other-tab');
    localStorage.setItem('accountType', 'CustomerAccount');
    fetchMock.restore();
    fetchMock = mockFetch({ body: nav });
    window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    expect(useSession.getState().token).toBe('other-tab');
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(useSession.getState().token).toBeNull();
  });
});
