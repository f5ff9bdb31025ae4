export * from './sessionStore';
export * from './selectors';
export * from './renewSession';
export * from './signOut';
export { logoutWrite, renewTokenWrite } from './sessionWrites';
export * from './employeeMode';
export { sessionDraftKey } from './drafts';
export * from './useSessionDraft';
export { CUSTOMER_ACCOUNT_TYPE, EMPLOYEE_ACCOUNT_TYPE } from '@lender/contracts';
export {
  SESSION_KEYS,
  DEFAULT_SESSION_OPTIONS,
  readPersistedSession,
  type SessionKey,
  type SessionOptions,
  type PersistedSession,
} from './persistedSession';
