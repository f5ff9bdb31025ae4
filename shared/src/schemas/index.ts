// @lender/shared/schemas: valibot schemas shared by the browser forms and the API.
export * from './fields';
export * from './auth';
export * from './deals';
export * from './profile';
export * from './locs';
export * from './errors';
export * from './validate';
