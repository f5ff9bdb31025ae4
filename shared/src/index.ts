// @lender/shared: the run-time core every container uses, provided once by the shell — runtime
// config, the session, the HTTP client, routing primitives and route paths, formatting, and the
// theme contract with the UI kit. It is on every first load: keep it small; feature code belongs
// in the remote that owns the feature, and contracts with the API in @lender/contracts.
export * from './config';
export * from './session';
export * from './api';
export * from './navigation';
export * from './routes';
export * from './format';
export * from './ui';
export * from './deal-frame';
