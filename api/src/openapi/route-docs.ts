// What each route of /lima/api takes, for the OpenAPI description: the very schemas the handlers
// validate with (imported from @lender/contracts, as the handlers import them) and a summary. One row per route: a route added without a row fails openapi.test.ts.
import {
  addLoanSchema,
  bankAccountSchema,
  budgetUploadSchema,
  cardPaymentSchema,
  capexRequestSchema,
  clientErrorReportSchema,
  clientVitalsReportSchema,
  createAccountPayloadSchema,
  createPasswordPayloadSchema,
  dealIdRequestSchema,
  dealLocRequestSchema,
  dealPageQuerySchema,
  documentUploadSchema,
  drawRequestSchema,
  extensionRequestSchema,
  getTokenPayloadSchema,
  impersonatePayloadSchema,
  locDocumentsRequestSchema,
  loanLookupSchema,
  loginPayloadSchema,
  lossDraftRequestSchema,
  payoffRequestSchema,
  profileUpdateSchema,
  renewTokenSchema,
  updatePasswordPayloadSchema,
} from '@lender/contracts';
import type { GenericSchema } from 'valibot';

/** Who may call a route is the authorization matrix's row (authorization/matrix.ts). */
export interface RouteDoc {
  summary: string;
  tag: string;
  body?: GenericSchema;
  query?: GenericSchema;
}

const dealList = (summary: string): RouteDoc => ({
  summary,
  tag: 'deals',
  query: dealPageQuerySchema,
});

export const ROUTE_DOCS: Record<string, RouteDoc> = {
  'GET /lima/api/health': {
    summary: 'Readiness (kept for older probes): same as health/ready',
    tag: 'operations',
  },
  'GET /lima/api/health/live': { summary: 'Liveness: the process answers', tag: 'operations' },
  'GET /lima/api/health/ready': {
    summary: 'Readiness: migrated, not shutting down, and the database answers',
    tag: 'operations',
  },
  'POST /lima/api/users/validate': { summary: 'Sign in', tag: 'users', body: loginPayloadSchema },
  'POST /lima/api/users/renewtoken': {
    summary: 'Renew the session token',
    tag: 'users',
    body: renewTokenSchema,
  },
  'GET /lima/api/users/get-owner-info': {
    summary: "The account's relationship manager",
    tag: 'users',
  },
  'POST /lima/api/users/logout': { summary: 'Sign out (revokes the session)', tag: 'users' },
  'POST /lima/api/users/create-account-route': {
    summary: 'Ask for an account setup link',
    tag: 'users',
    body: createAccountPayloadSchema,
  },
  'POST /lima/api/users/gettoken': {
    summary: 'Ask for a password reset link',
    tag: 'users',
    body: getTokenPayloadSchema,
  },
  'POST /lima/api/users/createpassword': {
    summary: 'Set the first password (setup link)',
    tag: 'users',
    body: createPasswordPayloadSchema,
  },
  'POST /lima/api/users/updatepassword': {
    summary: 'Change the password (reset link)',
    tag: 'users',
    body: updatePasswordPayloadSchema,
  },
  'POST /lima/api/users/impersonate': {
    summary: "View Account: open a user's session",
    tag: 'users',
    body: impersonatePayloadSchema,
  },
  'GET /lima/api/deals/inprocess': dealList(
    "A customer's loans in process (paged with limit and cursor)",
  ),
  'GET /lima/api/deals/funded': dealList("A customer's funded loans (paged)"),
  'GET /lima/api/deals/broker/inprocess': dealList("A broker's loans in process (paged)"),
  'GET /lima/api/deals/broker/funded': dealList("A broker's funded loans (paged)"),
  'GET /lima/api/deals/nav': { summary: "A customer's side-navigation loan lists", tag: 'deals' },
  'GET /lima/api/deals/brokernav': {
    summary: "A broker's side-navigation loan lists",
    tag: 'deals',
  },
  'POST /lima/api/deals/details': {
    summary: "A deal's details",
    tag: 'deals',
    body: dealIdRequestSchema,
  },
  'POST /lima/api/deals/members': {
    summary: "A deal's members",
    tag: 'deals',
    body: dealIdRequestSchema,
  },
  'POST /lima/api/deals/loc': {
    summary: "A borrower's line of credit",
    tag: 'deals',
    body: dealLocRequestSchema,
  },
  'POST /lima/api/deals/account-history': {
    summary: "A deal's payment history",
    tag: 'deals',
    body: dealIdRequestSchema,
  },
  'POST /lima/api/deals/getdocuments': {
    summary: "A deal's documents",
    tag: 'documents',
    body: dealIdRequestSchema,
  },
  'POST /lima/api/loc/getdocuments': {
    summary: "A line of credit's documents",
    tag: 'documents',
    body: locDocumentsRequestSchema,
  },
  'GET /lima/api/documents/:id/download': {
    summary: 'Download a document (signed link)',
    tag: 'documents',
  },
  'POST /lima/api/deals/uploaddocument': {
    summary: 'Upload a document to a deal',
    tag: 'documents',
    body: documentUploadSchema,
  },
  'POST /lima/api/most-recent-locs': {
    summary: "The customer's most recent lines of credit",
    tag: 'deals',
  },
  'GET /lima/api/fetchaccountprofile': { summary: "The account's profile", tag: 'profile' },
  'POST /lima/api/updateaccountprofile': {
    summary: "Update the account's profile",
    tag: 'profile',
    body: profileUpdateSchema,
  },
  'GET /lima/api/makepayment': { summary: 'Where borrowers make a loan payment', tag: 'payments' },
  'POST /lima/api/process-chargent-order': {
    summary: 'Pay an appraisal fee by card',
    tag: 'payments',
    body: cardPaymentSchema(),
  },
  'POST /lima/api/deals/budget': {
    summary: "A deal's construction budget",
    tag: 'construction',
    body: dealIdRequestSchema,
  },
  'POST /lima/api/deals/draws': {
    summary: "A deal's draws",
    tag: 'construction',
    body: dealIdRequestSchema,
  },
  'POST /lima/api/deals/draws/new': {
    summary: 'Request a draw',
    tag: 'construction',
    body: drawRequestSchema,
  },
  'GET /lima/api/borrower/beneficiaries': {
    summary: "The borrower's bank accounts",
    tag: 'construction',
  },
  'POST /lima/api/borrower/beneficiaries': {
    summary: 'Add a bank account',
    tag: 'construction',
    body: bankAccountSchema,
  },
  'POST /lima/api/deals/budget/new': {
    summary: 'Upload a budget template',
    tag: 'construction',
    body: budgetUploadSchema,
  },
  'POST /lima/api/lookup-loan': {
    summary: 'Find a loan to add (Add My Loan)',
    tag: 'deals',
    body: loanLookupSchema,
  },
  'POST /lima/api/add-loan': {
    summary: 'Add found loans to the account',
    tag: 'deals',
    body: addLoanSchema,
  },
  'POST /lima/api/payoff-request': {
    summary: 'Request a payoff statement (public or signed in)',
    tag: 'servicing',
    body: payoffRequestSchema(),
  },
  'POST /lima/api/extension-request': {
    summary: 'Request a loan extension',
    tag: 'servicing',
    body: extensionRequestSchema,
  },
  'POST /lima/api/capex-request': {
    summary: 'Request a capex reimbursement',
    tag: 'servicing',
    body: capexRequestSchema,
  },
  'POST /lima/api/loss-draft': {
    summary: 'Request a loss draft',
    tag: 'servicing',
    body: lossDraftRequestSchema,
  },
  'GET /lima/api/servicing-requests': {
    summary: 'The servicing requests the user filed',
    tag: 'servicing',
  },
  'POST /lima/api/client-errors': {
    summary: "Report a remote's failure in a browser",
    tag: 'operations',
    body: clientErrorReportSchema,
  },
  'GET /lima/api/ops/remotes': {
    summary: 'Errors browsers reported, per remote',
    tag: 'operations',
  },
  'POST /lima/api/client-vitals': {
    summary: "Report a page's web vitals for the remote release that served it",
    tag: 'operations',
    body: clientVitalsReportSchema,
  },
  'GET /lima/api/ops/releases': {
    summary: "Each remote's releases here, the deploy history and the vitals by release",
    tag: 'operations',
  },
  'GET /lima/api/dev/mail': { summary: 'The development mailbox (JSON)', tag: 'development' },
  'GET /lima/api/dev/mailbox': { summary: 'The development mailbox (a page)', tag: 'development' },
  'GET /lima/api/docs/openapi.json': { summary: 'This description', tag: 'development' },
  'GET /lima/api/docs': { summary: 'This description, browsable', tag: 'development' },
};
