// The session values of spec §3, each under its own local-storage key (the key names are a contract:
// older tabs, the e2e suites and support scripts read them).
import { CUSTOMER_ACCOUNT_TYPE } from '@lender/contracts';

/** Every key the session writes; logout removes all of them. */
export const SESSION_KEYS = [
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
] as const;
export type SessionKey = (typeof SESSION_KEYS)[number];

export interface SessionOptions {
  toolTips: boolean;
}
export const DEFAULT_SESSION_OPTIONS: SessionOptions = Object.freeze({ toolTips: true });

/** What the session keeps in local storage, as typed values. */
export interface PersistedSession {
  token: string | null;
  name: string | null;
  /** The user's email. */
  username: string | null;
  accountType: string | null;
  isLead: boolean;
  userId: string | null;
  employeeToken: string | null;
  /** Epoch ms. */
  sessionStart: number | null;
  /** Epoch ms when the Session Expiring modal opened. */
  idleTimeoutStart: number | null;
  locRedirected: boolean;
  dealContext: string;
  options: SessionOptions;
  repEmail: string | null;
  repName: string | null;
}

export const EMPTY_SESSION: PersistedSession = Object.freeze({
  token: null,
  name: null,
  username: null,
  accountType: null,
  isLead: false,
  userId: null,
  employeeToken: null,
  sessionStart: null,
  idleTimeoutStart: null,
  locRedirected: false,
  dealContext: '',
  options: DEFAULT_SESSION_OPTIONS,
  repEmail: null,
  repName: null,
});

const storage = (): Storage | null => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // access denied (privacy mode, sandboxed frame)
  }
};

const get = (key: SessionKey): string | null => {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
};

const put = (key: SessionKey, value: string | null): void => {
  try {
    if (value === null) storage()?.removeItem(key);
    else storage()?.setItem(key, value);
  } catch {
    // quota or access errors: the in-memory session still works for this tab
  }
};

const parseTime = (value: string | null): number | null => {
  if (value === null || value === '') return null;
  const asNumber = Number(value);
  if (Number.isFinite(asNumber)) return asNumber;
  const asDate = Date.parse(value);
  return Number.isNaN(asDate) ? null : asDate;
};

const parseOptions = (value: string | null): SessionOptions => {
  if (!value) return DEFAULT_SESSION_OPTIONS;
  try {
    const parsed: unknown = JSON.parse(value);
    if (parsed && typeof parsed === 'object' && 'toolTips' in parsed) {
      return { toolTips: (parsed as { toolTips: unknown }).toolTips !== false };
    }
  } catch {
    // a corrupt value falls back to the default
  }
  return DEFAULT_SESSION_OPTIONS;
};

/** Reads the session from local storage (missing keys take the empty values). */
export const readPersistedSession = (): PersistedSession => ({
  token: get('token'),
  name: get('name'),
  username: get('username'),
  accountType: get('accountType'),
  isLead: get('isLead') === 'true',
  userId: get('userId') ?? get('userID'),
  employeeToken: get('employeeToken'),
  sessionStart: parseTime(get('sessionStart')),
  idleTimeoutStart: parseTime(get('idleTimeoutStart')),
  locRedirected: get('locRedirected') === 'true',
  dealContext: get('dealContext') ?? '',
  options: parseOptions(get('options')),
  repEmail: get('rep_email'),
  repName: get('rep_name'),
});

const isBrokerType = (accountType: string | null): boolean =>
  accountType !== null && accountType !== CUSTOMER_ACCOUNT_TYPE;

/** The raw key → value pairs for a session; null means "no key". */
export const toStorageEntries = (session: PersistedSession): Record<SessionKey, string | null> => {
  const signedIn = session.token !== null;
  return {
    token: session.token,
    name: session.name,
    username: session.username,
    accountType: session.accountType,
    isLead: signedIn ? String(session.isLead) : null,
    userId: session.userId,
    // Broker types also carry the legacy `userID` spelling.
    userID: isBrokerType(session.accountType) ? session.userId : null,
    employeeToken: session.employeeToken,
    sessionStart: session.sessionStart === null ? null : String(session.sessionStart),
    idleTimeoutStart: session.idleTimeoutStart === null ? null : String(session.idleTimeoutStart),
    locRedirected: session.locRedirected ? 'true' : null,
    dealContext: signedIn ? session.dealContext : null,
    options: signedIn ? JSON.stringify(session.options) : null,
    rep_email: session.repEmail,
    rep_name: session.repName,
  };
};

/** Writes the keys whose value differs between `previous` and `next` (all keys without `previous`). */
export const writePersistedSession = (
  next: PersistedSession,
  previous?: PersistedSession,
): void => {
  const nextEntries = toStorageEntries(next);
  const previousEntries = previous ? toStorageEntries(previous) : null;
  for (const key of SESSION_KEYS) {
    if (!previousEntries || previousEntries[key] !== nextEntries[key]) put(key, nextEntries[key]);
  }
};

/** Removes every session key. */
export const clearPersistedSession = (): void => {
  for (const key of SESSION_KEYS) put(key, null);
};
