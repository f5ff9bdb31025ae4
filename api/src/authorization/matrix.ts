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
 * - customerSubmit: a customer's own session (an employee viewing is refused, spec §6);
 * - selfOnly: a session of one's own (an employee viewing may not act as the user);
 * - selfNotLead: a session of one's own that is not a lead's (money and uploads);
 * - customerOrLeadSubmit: a customer's or a lead's own session (Add My Loan; LOAN_LOOKUP_ENABLED);
 * - employee: an employee's own session (View Account);
 * - dev: the development mailbox, open to anyone where it exists (DEV_MAILBOX, which the API
 *   refuses to start with in production).
 */
export type Rule =
  | 'public'
  | 'link'
  | 'signedIn'
  | 'customer'
  | 'broker'
  | 'notLead'
  | 'customerSubmit'
  | 'selfOnly'
  | 'selfNotLead'
  | 'publicOrCustomerSubmit'
  | 'customerOrLead'
  | 'customerOrLeadSubmit'
  | 'employee'
  | 'dev';

export interface RouteRow {
  rule: Rule;
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
  'GET /lima/api/health': { rule: 'public' },
  'GET /lima/api/health/live': { rule: 'public' },
  'GET /lima/api/health/ready': { rule: 'public' },
  'POST /lima/api/users/validate': { rule: 'public', body: {} },
  'POST /lima/api/users/renewtoken': { rule: 'signedIn', body: {} },
  'GET /lima/api/users/get-owner-info': { rule: 'signedIn' },
  'POST /lima/api/users/logout': { rule: 'signedIn', body: {} },
  'POST /lima/api/users/create-account-route': { rule: 'public', body: {} },
  'POST /lima/api/users/gettoken': { rule: 'public', body: {} },
  'POST /lima/api/users/createpassword': { rule: 'link', body: { password: 'Valid-pass-2026' } },
  'POST /lima/api/users/updatepassword': {
    rule: 'link',
    body: { email: 'borrower@demo.test', password: 'Valid-pass-2026' },
  },
  'POST /lima/api/users/impersonate': { rule: 'employee', body: {} },
  'GET /lima/api/deals/inprocess': { rule: 'customer' },
  'GET /lima/api/deals/funded': { rule: 'customer' },
  'GET /lima/api/deals/broker/inprocess': { rule: 'broker' },
  'GET /lima/api/deals/broker/funded': { rule: 'broker' },
  'GET /lima/api/deals/nav': { rule: 'customer' },
  'GET /lima/api/deals/brokernav': { rule: 'broker' },
  'POST /lima/api/deals/details': { rule: 'notLead', dealBody: dealid },
  'POST /lima/api/deals/members': { rule: 'notLead', dealBody: dealid },
  'POST /lima/api/deals/loc': { rule: 'signedIn', body: {} },
  'POST /lima/api/deals/account-history': { rule: 'notLead', dealBody: dealid },
  'POST /lima/api/deals/getdocuments': { rule: 'notLead', dealBody: dealid },
  'POST /lima/api/loc/getdocuments': { rule: 'signedIn', body: {} },
  'GET /lima/api/documents/:id/download': {
    rule: 'link',
    url: '/lima/api/documents/doc-x/download?expires=1&signature=forged',
  },
  'POST /lima/api/deals/uploaddocument': { rule: 'selfNotLead', body: {} },
  // Leads too: their first step is a line of credit.
  'POST /lima/api/most-recent-locs': { rule: 'customerOrLead', body: {} },
  'GET /lima/api/fetchaccountprofile': { rule: 'signedIn' },
  'POST /lima/api/updateaccountprofile': { rule: 'signedIn', body: {} },
  'GET /lima/api/makepayment': { rule: 'selfNotLead' },
  'POST /lima/api/process-chargent-order': { rule: 'selfNotLead', body: {} },
  'POST /lima/api/deals/budget': { rule: 'notLead', dealBody: dealid },
  'POST /lima/api/deals/draws': { rule: 'notLead', dealBody: dealid },
  'POST /lima/api/deals/draws/new': { rule: 'customerSubmit', body: {} },
  'GET /lima/api/borrower/beneficiaries': { rule: 'customer' },
  'POST /lima/api/borrower/beneficiaries': { rule: 'customerSubmit', body: {} },
  'POST /lima/api/deals/budget/new': { rule: 'selfNotLead', body: {} },
  // Public without a token; with one, a customer's own session only (the submit guards).
  'POST /lima/api/payoff-request': { rule: 'publicOrCustomerSubmit', body: {} },
  'POST /lima/api/extension-request': { rule: 'customerSubmit', body: {} },
  'POST /lima/api/capex-request': { rule: 'customerSubmit', body: {} },
  'POST /lima/api/loss-draft': { rule: 'customerSubmit', body: {} },
  'GET /lima/api/servicing-requests': { rule: 'signedIn' },
  'POST /lima/api/lookup-loan': { rule: 'customerOrLeadSubmit', body: {} },
  'POST /lima/api/add-loan': { rule: 'customerOrLeadSubmit', body: {} },
  'POST /lima/api/client-errors': {
    rule: 'public',
    body: {
      traceId: '0123456789abcdef',
      remote: 'mfe_deals',
      version: null,
      kind: 'render',
      message: 'matrix',
      path: '/dashboard',
    },
  },
  'GET /lima/api/ops/remotes': { rule: 'employee' },
  'POST /lima/api/client-vitals': {
    rule: 'public',
    body: {
      remote: 'mfe_deals',
      version: null,
      page: '/dashboard',
      metrics: [{ name: 'LCP', value: 1200 }],
    },
  },
  'GET /lima/api/ops/releases': { rule: 'employee' },
  'GET /lima/api/dev/mail': { rule: 'dev' },
  'GET /lima/api/docs/openapi.json': { rule: 'dev' },
  'GET /lima/api/docs': { rule: 'dev' },
  'GET /lima/api/dev/mailbox': { rule: 'dev' },
};

/** The statuses that mean "not let in": unauthenticated, forbidden, or (for a deal) not found. */
export const REFUSED = [401, 403, 404] as const;

const CUSTOMERS: readonly Audience[] = ['borrower', 'borrower2', 'viewing'];
const BROKERS: readonly Audience[] = ['broker', 'wholesale', 'employee'];

/** Whether `audience` gets past the rule (before any deal check). */
export function passesRule(rule: Rule, audience: Audience): boolean {
  switch (rule) {
    case 'public':
      return true;
    case 'link':
      return false;
    case 'dev':
      return true;
    case 'signedIn':
      return audience !== 'anonymous';
    case 'customer':
      return CUSTOMERS.includes(audience);
    case 'broker':
      return BROKERS.includes(audience);
    case 'notLead':
      return audience !== 'anonymous' && audience !== 'lead';
    case 'customerSubmit':
      return audience === 'borrower' || audience === 'borrower2';
    case 'selfOnly':
      return audience !== 'anonymous' && audience !== 'viewing';
    case 'selfNotLead':
      return audience !== 'anonymous' && audience !== 'viewing' && audience !== 'lead';
    case 'employee':
      return audience === 'employee';
    case 'customerOrLead':
      return audience === 'lead' || CUSTOMERS.includes(audience);
    case 'customerOrLeadSubmit':
      return audience === 'lead' || passesRule('customerSubmit', audience);
    case 'publicOrCustomerSubmit':
      return audience === 'anonymous' || passesRule('customerSubmit', audience);
  }
}

/** Who may see each of the two deals the matrix uses. */
export const DEAL_VISIBLE_TO: Record<string, readonly Audience[]> = {
  D1004: ['borrower', 'viewing', 'broker'],
  D2009: ['borrower2'],
};
