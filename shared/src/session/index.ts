export * from './sessionStore';
export * from './selectors';
export * from './sessionGuardRules';
export {
  SESSION_KEYS,
  CUSTOMER_ACCOUNT_TYPE,
  EMPLOYEE_ACCOUNT_TYPE,
  DEFAULT_SESSION_OPTIONS,
  readPersistedSession,
  type SessionKey,
  type SessionOptions,
  type PersistedSession,
} from './persistedSession';
