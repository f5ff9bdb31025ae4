// The sign-in form's validation: the contract's valibot schema. Loaded apart from the page (see
// loadSignInRules.ts).
export { signInSchema, validateFields } from '@lender/contracts';
