export * from './sessionStore';
export * from './selectors';
export * from './sessionGuardRules';
// The account types live in the React-free domain (the API uses them too); re-exported here.
export { CUSTOMER_ACCOUNT_TYPE, EMPLOYEE_ACCOUNT_TYPE } from '../domain/accountTypes';
export {
  SESSION_KEYS,
  DEFAULT_SESSION_OPTIONS,
  readPersistedSession,
  type SessionKey,
  type SessionOptions,
  type PersistedSession,
} from './persistedSession';
