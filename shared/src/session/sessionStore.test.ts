import { sessionDraftKey } from './drafts';
import { SESSION_KEYS } from './persistedSession';
import { useSession } from './sessionStore';

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
beforeEach(() => {
  useSession.getState().logout();
  useSession.setState({ loggedOutForInactivity: false, referral: null });
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('login', () => {
  it('stores the customer session under the §3 keys', () => {
    useSession.getState().login(customer, 1000);
    const state = useSession.getState();
    expect(state).toMatchObject({
      token: 'tc',
      name: 'Cara',
      username: 'cara@x.test',
      accountType: 'CustomerAccount',
    });
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

  it('brokers store userID too', () => {
    useSession.getState().login(broker);
    expect(localStorage.getItem('userId')).toBe('b1');
    expect(localStorage.getItem('userID')).toBe('b1');
  });

  it('lead users are flagged', () => {
    useSession.getState().login({ ...customer, isLead: true });
    expect(localStorage.getItem('isLead')).toBe('true');
  });

  it('employees also store the token as employeeToken, kept while impersonating', () => {
    useSession.getState().login(employee);
    expect(localStorage.getItem('employeeToken')).toBe('te');
    useSession.getState().login(customer); // impersonation result
    expect(useSession.getState().token).toBe('tc');
    expect(useSession.getState().employeeToken).toBe('te');
    expect(localStorage.getItem('employeeToken')).toBe('te');
  });
});

describe('logout', () => {
  it('clears every key and records inactivity', () => {
    useSession.getState().login(employee);
    useSession.getState().setIdleTimeoutStart(5);
    useSession.getState().markLocRedirected();
    useSession.getState().setRep({ email: 'r@l.test', name: 'Rep' });
    useSession.getState().logout({ inactivity: true });
    for (const key of SESSION_KEYS) expect(localStorage.getItem(key)).toBeNull();
    const state = useSession.getState();
    expect(state.token).toBeNull();
    expect(state.accountType).toBeNull();
    expect(state.loggedOutForInactivity).toBe(true);
  });

  it('a plain logout does not claim inactivity; login resets the flag', () => {
    useSession.getState().logout({ inactivity: true });
    useSession.getState().login(customer);
    expect(useSession.getState().loggedOutForInactivity).toBe(false);
    useSession.getState().logout();
    expect(useSession.getState().loggedOutForInactivity).toBe(false);
  });
});

describe('a session that ends under its user', () => {
  const payoffDraft = sessionDraftKey('servicing:payoff', customer.email);
  const onPayoffWithDraft = () => {
    useSession.getState().login(customer);
    window.history.replaceState(null, '', '/dashboard/servicing-requests/payoff?loan=7');
    sessionStorage.setItem(payoffDraft, JSON.stringify({ loanNumber: 'LN-7' }));
  };

  it('keeps the page and the drafts for that user, and says the server ended it', () => {
    onPayoffWithDraft();
    useSession.getState().logout({ expired: true });
    expect(useSession.getState()).toMatchObject({
      token: null,
      sessionExpired: true,
      loggedOutForInactivity: false,
      resumeFor: customer.email,
      referral: '/dashboard/servicing-requests/payoff?loan=7',
    });
    expect(sessionStorage.getItem(payoffDraft)).not.toBeNull();

    useSession.getState().login(customer);
    expect(useSession.getState()).toMatchObject({ sessionExpired: false, resumeFor: null });
    expect(useSession.getState().consumeReferral()).toBe(
      '/dashboard/servicing-requests/payoff?loan=7',
    );
    expect(sessionStorage.getItem(payoffDraft)).not.toBeNull();
  });

  it('inactivity keeps them too', () => {
    onPayoffWithDraft();
    useSession.getState().logout({ inactivity: true });
    expect(useSession.getState()).toMatchObject({
      sessionExpired: false,
      resumeFor: customer.email,
    });
    expect(sessionStorage.getItem(payoffDraft)).not.toBeNull();
  });

  it('another user signing in gets neither the page nor the drafts', () => {
    onPayoffWithDraft();
    useSession.getState().logout({ expired: true });
    useSession.getState().login(broker);
    expect(useSession.getState().consumeReferral()).toBeNull();
    expect(sessionStorage.getItem(payoffDraft)).toBeNull();
  });

  it('a sign-out clears them', () => {
    onPayoffWithDraft();
    useSession.getState().logout();
    expect(useSession.getState()).toMatchObject({ resumeFor: null, referral: null });
    expect(sessionStorage.getItem(payoffDraft)).toBeNull();
  });
});

describe('other actions', () => {
  beforeEach(() => {
    useSession.getState().login(customer);
  });

  it('setToken persists the renewed token', () => {
    useSession.getState().setToken('renewed');
    expect(localStorage.getItem('token')).toBe('renewed');
    expect(localStorage.getItem('employeeToken')).toBeNull();
  });

  it('setToken of an employee also renews employeeToken', () => {
    useSession.getState().login(employee);
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

  it('follows another tab through storage events', () => {
    localStorage.setItem('token', 'other-tab');
    localStorage.setItem('accountType', 'CustomerAccount');
    window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    expect(useSession.getState().token).toBe('other-tab');
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(useSession.getState().token).toBeNull();
  });
});
