// The authorization matrix (issue 10): for every route the API serves, who may call it, and for
// the deal-scoped ones whose deal. One row per route: a route added without a row fails the test.

export const AUDIENCES = [
  'anonymous',
  'borrower',
  'borrower2',
  'broker',
  'wholesale',
  'lead',
  'employee',
  'viewing',
] as const;
export type Audience = (typeof AUDIENCES)[number];

/**
 * Who gets past authorization:
 * - public: everyone (the route validates its input, or answers the same to anyone);
 * - link: only a link's own token or signature (account setup, password reset, a document's
 *   signed download link) — never a session;
 * - signedIn: any session;
 * - customer / broker: that account type (an employee viewing a borrower counts as the borrower;
 *   an employee's own session is one of the "other account types" that get the broker side, §6);
 * - notLead: any session but a lead's;
 * - customerOrLead: a customer's or a lead's session (Add My Loan, lines of credit);
 * - publicOrCustomer: no session (a visitor), or a customer's;
 * - employee: an employee's own session (View Account);
 * - dev: the development mailbox and the API's docs, where they exist (DEV_MAILBOX, which the API
 *   refuses in production; the mailbox answers callers on this machine only).
 */
export type Rule =
  | 'public'
  | 'link'
  | 'signedIn'
  | 'customer'
  | 'broker'
  | 'notLead'
  | 'publicOrCustomer'
  | 'customerOrLead'
  | 'employee'
  | 'dev';

/**
 * The viewing column: what the one viewing guard (impersonation/guard.ts) does with an employee
 * viewing an account — 'refused' (403 `Not allowed while viewing another account.`) on every
 * route that may write and on the payment page; 'allowed' lets the view through to the rule.
 */
export type WhileViewing = 'allowed' | 'refused';

export interface RouteRow {
  rule: Rule;
  whileViewing: WhileViewing;
  /**
   * Deal-scoped: the body naming a deal. The matrix calls it with borrower@'s D1004 (brokered by
   * broker@) and borrower2's D2009: only those who may see the deal get past, the others get 404.
   */
  dealBody?: (dealId: string) => Record<string, unknown>;
  /**
   * A body or URL the caller sends when the route is not deal-scoped here. Deal-scoped writes
   * validate their body before looking the deal up: their deal-level checks, with valid bodies,
   * are in their own route tests (checkDealScopedAccess in api/src/test/access.ts).
   */
  body?: Record<string, unknown>;
  url?: string;
}

const dealid = (dealId: string) => ({ dealid: dealId });

export const MATRIX: Record<string, RouteRow> = {
  'GET /lima/api/health': { rule: 'public', whileViewing: 'allowed' },
  'GET /lima/api/health/live': { rule: 'public', whileViewing: 'allowed' },
  'GET /lima/api/health/ready': { rule: 'public', whileViewing: 'allowed' },
  'POST /lima/api/users/validate': { rule: 'public', whileViewing: 'allowed', body: {} },
  'POST /lima/api/users/renewtoken': { rule: 'signedIn', whileViewing: 'allowed', body: {} },
  'GET /lima/api/users/get-owner-info': { rule: 'signedIn', whileViewing: 'allowed' },
  'POST /lima/api/users/logout': { rule: 'signedIn', whileViewing: 'allowed', body: {} },
  'POST /lima/api/users/create-account-route': {
    rule: 'public',
    whileViewing: 'allowed',
    body: {},
  },
  'POST /lima/api/users/gettoken': { rule: 'public', whileViewing: 'allowed', body: {} },
  'POST /lima/api/users/createpassword': {
    rule: 'link',
    whileViewing: 'allowed',
    body: { password: 'Valid-pass-2026' },
  },
  'POST /lima/api/users/updatepassword': {
    rule: 'link',
    whileViewing: 'allowed',
    body: { email: 'borrower@demo.test', password: 'Valid-pass-2026' },
  },
  'POST /lima/api/users/impersonate': { rule: 'employee', whileViewing: 'refused', body: {} },
  'GET /lima/api/deals/inprocess': { rule: 'customer', whileViewing: 'allowed' },
  'GET /lima/api/deals/funded': { rule: 'customer', whileViewing: 'allowed' },
  'GET /lima/api/deals/broker/inprocess': { rule: 'broker', whileViewing: 'allowed' },
  'GET /lima/api/deals/broker/funded': { rule: 'broker', whileViewing: 'allowed' },
  'GET /lima/api/deals/nav': { rule: 'customer', whileViewing: 'allowed' },
  'GET /lima/api/deals/brokernav': { rule: 'broker', whileViewing: 'allowed' },
  'POST /lima/api/deals/details': { rule: 'notLead', whileViewing: 'allowed', dealBody: dealid },
  'POST /lima/api/deals/members': { rule: 'notLead', whileViewing: 'allowed', dealBody: dealid },
  'POST /lima/api/deals/loc': { rule: 'signedIn', whileViewing: 'allowed', body: {} },
  'POST /lima/api/deals/account-history': {
    rule: 'notLead',
    whileViewing: 'allowed',
    dealBody: dealid,
  },
  'POST /lima/api/deals/getdocuments': {
    rule: 'notLead',
    whileViewing: 'allowed',
    dealBody: dealid,
  },
  'POST /lima/api/loc/getdocuments': { rule: 'signedIn', whileViewing: 'allowed', body: {} },
  'GET /lima/api/documents/:id/download': {
    rule: 'link',
    whileViewing: 'allowed',
    url: '/lima/api/documents/doc-x/download?expires=1&signature=forged',
  },
  'POST /lima/api/deals/uploaddocument': { rule: 'notLead', whileViewing: 'refused', body: {} },
  // Leads too: their first step is a line of credit.
  'POST /lima/api/most-recent-locs': { rule: 'customerOrLead', whileViewing: 'allowed', body: {} },
  'GET /lima/api/fetchaccountprofile': { rule: 'signedIn', whileViewing: 'allowed' },
  'POST /lima/api/updateaccountprofile': { rule: 'signedIn', whileViewing: 'refused', body: {} },
  'GET /lima/api/makepayment': { rule: 'notLead', whileViewing: 'refused' },
  'POST /lima/api/process-chargent-order': { rule: 'notLead', whileViewing: 'refused', body: {} },
  'POST /lima/api/deals/budget': { rule: 'notLead', whileViewing: 'allowed', dealBody: dealid },
  'POST /lima/api/deals/draws': { rule: 'notLead', whileViewing: 'allowed', dealBody: dealid },
  'POST /lima/api/deals/draws/new': { rule: 'customer', whileViewing: 'refused', body: {} },
  'GET /lima/api/borrower/beneficiaries': { rule: 'customer', whileViewing: 'allowed' },
  'POST /lima/api/borrower/beneficiaries': { rule: 'customer', whileViewing: 'refused', body: {} },
  'POST /lima/api/deals/budget/new': { rule: 'notLead', whileViewing: 'refused', body: {} },
  // Public without a token; with one, a customer's own session only (the submit guards).
  'POST /lima/api/payoff-request': { rule: 'publicOrCustomer', whileViewing: 'refused', body: {} },
  'POST /lima/api/extension-request': { rule: 'customer', whileViewing: 'refused', body: {} },
  'POST /lima/api/capex-request': { rule: 'customer', whileViewing: 'refused', body: {} },
  'POST /lima/api/loss-draft': { rule: 'customer', whileViewing: 'refused', body: {} },
  'GET /lima/api/servicing-requests': { rule: 'signedIn', whileViewing: 'allowed' },
  'POST /lima/api/lookup-loan': { rule: 'customerOrLead', whileViewing: 'refused', body: {} },
  'POST /lima/api/add-loan': { rule: 'customerOrLead', whileViewing: 'refused', body: {} },
  'POST /lima/api/client-errors': {
    rule: 'public',
    whileViewing: 'allowed',
    body: {
      traceId: '0123456789abcdef',
      remote: 'mfe_deals',
      version: null,
      kind: 'render',
      message: 'matrix',
      path: '/dashboard',
    },
  },
  'GET /lima/api/ops/remotes': { rule: 'employee', whileViewing: 'allowed' },
  'POST /lima/api/client-vitals': {
    rule: 'public',
    whileViewing: 'allowed',
    body: {
      remote: 'mfe_deals',
      version: null,
      page: '/dashboard',
      metrics: [{ name: 'LCP', value: 1200 }],
    },
  },
  'GET /lima/api/ops/releases': { rule: 'employee', whileViewing: 'allowed' },
  'GET /lima/api/dev/mail': { rule: 'dev', whileViewing: 'allowed' },
  'GET /lima/api/docs/openapi.json': { rule: 'dev', whileViewing: 'allowed' },
  'GET /lima/api/docs': { rule: 'dev', whileViewing: 'allowed' },
  'GET /lima/api/dev/mailbox': { rule: 'dev', whileViewing: 'allowed' },
};

/** The statuses that mean "not let in": unauthenticated, forbidden, or (for a deal) not found. */
export const REFUSED = [401, 403, 404] as const;

const CUSTOMERS: readonly Audience[] = ['borrower', 'borrower2', 'viewing'];
const BROKERS: readonly Audience[] = ['broker', 'wholesale', 'employee'];

/** Whether `audience` gets past the rule (before the viewing guard and any deal check). */
export function passesRule(rule: Rule, audience: Audience): boolean {
  switch (rule) {
    case 'public':
    case 'dev':
      return true;
    case 'link':
      return false;
    case 'signedIn':
      return audience !== 'anonymous';
    case 'customer':
      return CUSTOMERS.includes(audience);
    case 'broker':
      return BROKERS.includes(audience);
    case 'notLead':
      return audience !== 'anonymous' && audience !== 'lead';
    case 'employee':
      return audience === 'employee';
    case 'customerOrLead':
      return audience === 'lead' || CUSTOMERS.includes(audience);
    case 'publicOrCustomer':
      return audience === 'anonymous' || CUSTOMERS.includes(audience);
  }
}

/** Whether `audience` gets past the row's rule and its viewing column (before any deal check). */
export const passesRow = (row: RouteRow, audience: Audience): boolean =>
  passesRule(row.rule, audience) && (audience !== 'viewing' || row.whileViewing === 'allowed');

/** Who may see each of the two deals the matrix uses. */
export const DEAL_VISIBLE_TO: Record<string, readonly Audience[]> = {
  D1004: ['borrower', 'viewing', 'broker'],
  D2009: ['borrower2'],
};
