// @lender/shared/testing: helpers for the browser packages' jest tests (the fetch stub, a
// signed-in session, a routed render; the real API is '@lender/shared/testing/live-api'). Test code only: the root entry never re-exports it,
// so it is never bundled or shared.
export * from './mockApi';
export * from './session';
export * from './render';
export * from './pageLinks';
export * from './dealLayout';
export * from './dealDetail';
export * from './holdUploads';
