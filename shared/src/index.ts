// @lender/shared: the one public entry (subpaths ./config, ./session, ./api, ./domain, ./ui,
// ./schemas and ./routes expose the same parts one by one).
export * from './config';
export * from './session';
export * from './api';
export * from './domain';
export * from './ui';
export * from './schemas';
export * from './routes';
// `ApiError` is both the api's error class and the schemas' wire type; at the root it is the class
// (the wire shape is `ApiErrorBody`; `@lender/shared/schemas` still exports the type as ApiError).
export { ApiError } from './api';
