// @lender/contracts: what the API and the browser apps must agree on — wire shapes and valibot
// schemas (forms and server validate with the same ones), and the rules the server enforces too.
// Build-time only: `api/` imports it and each container bundles the parts it uses (never a
// run-time shared module), so every remote carries the version it was built and tested with.
export * from './accountHistory';
export * from './accountTypes';
export * from './auth';
export * from './appraisalPayment';
export * from './clientErrors';
export * from './clientVitals';
export * from './construction';
export * from './countries';
export * from './dealDetail';
export * from './dealRules';
export * from './digits';
export * from './deals';
export * from './documents';
export * from './errors';
export * from './fields';
export * from './fieldRules';
export * from './loanLookup';
export * from './pageDeclaration';
export * from './pageRules';
export * from './declaringPages';
export * from './locs';
export * from './pipeline';
export * from './profile';
export * from './servicing';
export * from './supportContact';
export * from './usStates';
export * from './validate';
