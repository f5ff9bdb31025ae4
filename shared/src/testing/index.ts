// @lender/shared/testing: helpers for the browser packages' jest tests (mocked API, signed-in
// session, routed render). Test code only: never re-export it from the root entry, so it stays out
// of every browser bundle.
export * from './mockApi';
export * from './session';
export * from './render';
