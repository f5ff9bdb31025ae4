import {
  EMPTY_SESSION,
  SESSION_KEYS,
  clearPersistedSession,
  readPersistedSession,
  toStorageEntries,
  writePersistedSession,
  type PersistedSession,
} from './persistedSession';

const signedIn: PersistedSession = {
  ...EMPTY_SESSION,
  token: 'tok',
  name: 'Bob Broker',
  username: 'bob@x.test',
  accountType: 'BrokerAccount',
  isLead: false,
  userId: 'u7',
  sessionStart: 1_700_000_000_000,
};

beforeEach(() => localStorage.clear());

describe('persisted session keys', () => {
  it('lists exactly the §3 keys', () => {
    expect([...SESSION_KEYS].sort()).toEqual(
      [
        'token',
        'name',
        'username',
        'accountType',
        'isLead',
        'userId',
        'userID',
        'employeeToken',
        'sessionStart',
        'idleTimeoutStart',
        'locRedirected',
        'dealContext',
        'options',
        'rep_email',
        'rep_name',
      ].sort(),
    );
  });

  it('writes each value under its own key; broker types also get userID', () => {
    writePersistedSession(signedIn);
    expect(localStorage.getItem('token')).toBe('tok');
    expect(localStorage.getItem('username')).toBe('bob@x.test');
    expect(localStorage.getItem('accountType')).toBe('BrokerAccount');
    expect(localStorage.getItem('isLead')).toBe('false');
    expect(localStorage.getItem('userId')).toBe('u7');
    expect(localStorage.getItem('userID')).toBe('u7');
    expect(localStorage.getItem('sessionStart')).toBe('1700000000000');
    expect(localStorage.getItem('dealContext')).toBe('');
    expect(localStorage.getItem('options')).toBe('{"toolTips":true}');
    expect(localStorage.getItem('employeeToken')).toBeNull();
  });

  it('customers get userId only', () => {
    expect(toStorageEntries({ ...signedIn, accountType: 'CustomerAccount' }).userID).toBeNull();
  });

  it('round-trips through local storage', () => {
    const session = {
      ...signedIn,
      locRedirected: true,
      options: { toolTips: false },
      repEmail: 'r@l.test',
      repName: 'R',
    };
    writePersistedSession(session);
    expect(readPersistedSession()).toEqual(session);
    expect(localStorage.getItem('rep_email')).toBe('r@l.test');
    expect(localStorage.getItem('locRedirected')).toBe('true');
  });

  it('writes only the keys that changed', () => {
    writePersistedSession(signedIn);
    localStorage.setItem('name', 'edited elsewhere');
    writePersistedSession({ ...signedIn, token: 'tok2' }, signedIn);
    expect(localStorage.getItem('token')).toBe('tok2');
    expect(localStorage.getItem('name')).toBe('edited elsewhere');
  });

  it('reads missing or odd values safely', () => {
    localStorage.setItem('options', 'not json');
    localStorage.setItem('sessionStart', '2024-01-02T03:04:05Z');
    localStorage.setItem('userID', 'legacy');
    const read = readPersistedSession();
    expect(read.options).toEqual({ toolTips: true });
    expect(read.sessionStart).toBe(Date.parse('2024-01-02T03:04:05Z'));
    expect(read.userId).toBe('legacy');
    expect(read.token).toBeNull();
  });

  it('clear removes every key', () => {
    writePersistedSession({
      ...signedIn,
      employeeToken: 'e',
      idleTimeoutStart: 1,
      repEmail: 'x',
      repName: 'y',
    });
    clearPersistedSession();
    expect(localStorage.length).toBe(0);
  });
});
