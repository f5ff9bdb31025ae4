// The authorization matrix: for every route the API serves, who may call it, and for
// the deal-scoped ones whose deal. Who may call a route and whether viewing refuses it come from
// the route's declaration (http/declare-route.ts: `access`, `writes`, `whileViewing`); this file
// holds the audiences and what the matrix sends to each route (PROBES); the rules themselves are
// http/access-rule.ts.
import type { Rule } from '../http/access-rule';
import type { RouteDeclaration } from '../http/declare-route';
import { viewingRule } from '../impersonation/guard';

export const AUDIENCES = [
  'anonymous',
  'borrower',
  'borrower2',
  'broker',
  'wholesale',
  'lead',
  'employee',
  'viewing',
  /** A customer who added borrower@'s D1004 with Add My Loan: it follows the deal, read-only. */
  'adder',
] as const;
export type Audience = (typeof AUDIENCES)[number];

/**
 * The viewing column: what the one viewing guard (impersonation/guard.ts) does with an employee
 * viewing an account — 'refused' (403 `Not allowed while viewing another account.`) on every
 * route that may write and on the payment page; 'allowed' lets the view through to the rule.
 */
type WhileViewing = 'allowed' | 'refused';

/** What the matrix sends to a route (none: no body). */
export interface RouteProbe {
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
  /**
   * A deal-scoped write (`writes: 'deal'`): a body its schema takes, naming the deal. The matrix
   * checks that a loan added with Add My Loan is read-only to the customer who added it.
   */
  dealWrite?: (dealId: string) => Record<string, unknown>;
}

export interface RouteRow extends RouteProbe {
  rule: Rule;
  whileViewing: WhileViewing;
}

/** The matrix of the routes served: each declaration's rule and viewing column, and its probe. */
export function matrixOf(
  declarations: ReadonlyMap<string, RouteDeclaration | undefined>,
): Record<string, RouteRow> {
  const rows: Record<string, RouteRow> = {};
  for (const [route, declaration] of declarations) {
    if (!declaration) throw new Error(`${route} is served without a declaration`);
    rows[route] = {
      rule: declaration.access,
      whileViewing: viewingRule(declaration),
      ...PROBES[route],
    };
  }
  return rows;
}

const dealid = (dealId: string) => ({ dealid: dealId });

export const PROBES: Record<string, RouteProbe> = {
  'POST /lima/api/users/validate': { body: {} },
  'POST /lima/api/users/renewtoken': { body: {} },
  'POST /lima/api/users/logout': { body: {} },
  'POST /lima/api/users/create-account-route': {
    body: {},
  },
  'POST /lima/api/users/gettoken': { body: {} },
  'POST /lima/api/users/createpassword': {
    body: { password: 'Valid-pass-2026' },
  },
  'POST /lima/api/users/updatepassword': {
    body: { email: 'borrower@demo.test', password: 'Valid-pass-2026' },
  },
  'POST /lima/api/users/impersonate': { body: {} },
  'POST /lima/api/deals/details': { dealBody: dealid },
  'POST /lima/api/deals/members': { dealBody: dealid },
  'POST /lima/api/deals/loc': { body: {} },
  'POST /lima/api/deals/account-history': {
    dealBody: dealid,
  },
  'POST /lima/api/deals/getdocuments': {
    dealBody: dealid,
  },
  'POST /lima/api/loc/getdocuments': { body: {} },
  'GET /lima/api/documents/:id/download': {
    url: '/lima/api/documents/doc-x/download?expires=1&signature=forged',
  },
  'POST /lima/api/deals/uploaddocument': {
    body: {},
    dealWrite: (dealId) => ({
      opportunityId: dealId,
      rentrollfilename: 'matrix.pdf',
      rentrollfiledata: Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64'),
    }),
  },
  'POST /lima/api/most-recent-locs': { body: {} },
  'POST /lima/api/updateaccountprofile': { body: {} },
  'POST /lima/api/process-chargent-order': {
    body: {},
    dealWrite: (dealId) => ({
      FirstName: 'Matrix',
      LastName: 'Probe',
      Address: '1 Main St',
      Address2: '',
      City: 'Austin',
      State: 'TX',
      Zip: '78701',
      Country: 'United States of America',
      Company: 'Matrix LLC',
      Email: 'matrix@demo.test',
      Phone: '512-555-0100',
      CardNumber: '4242-4242-4242-4242',
      ExpMonth: '12',
      ExpYear: '2030',
      CardSecurity: '123',
      dealId,
    }),
  },
  'POST /lima/api/deals/budget': { dealBody: dealid },
  'POST /lima/api/deals/draws': { dealBody: dealid },
  'POST /lima/api/deals/draws/new': {
    body: {},
    dealWrite: (dealId) => ({
      dealid: dealId,
      LockboxAccessCode: '4321',
      BeneficiaryId: 'ben-matrix',
      lineItems: [{ budgetItem: 'item-x', costCode: '100', amount: 10, balance: 100 }],
      inspection_start_date: '2030-01-07',
      inspection_end_date: '2030-01-09',
    }),
  },
  'POST /lima/api/borrower/beneficiaries': { body: {} },
  'POST /lima/api/deals/budget/new': {
    body: {},
    dealWrite: (dealId) => ({
      opportunityid: dealId,
      budgetfilename: 'budget.xlsx',
      budgetfiledata: Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2]).toString('base64'),
    }),
  },
  'POST /lima/api/payoff-request': { body: {} },
  'POST /lima/api/extension-request': { body: {} },
  'POST /lima/api/capex-request': { body: {} },
  'POST /lima/api/loss-draft': { body: {} },
  'POST /lima/api/lookup-loan': { body: {} },
  'POST /lima/api/add-loan': { body: {} },
  'POST /lima/api/client-errors': {
    body: {
      traceId: '0123456789abcdef',
      remote: 'mfe_deals',
      version: null,
      kind: 'render',
      message: 'matrix',
      path: '/dashboard',
    },
  },
  'GET /lima/api/ops/release-evidence': {
    url: '/lima/api/ops/release-evidence?remote=mfe_deals&releases=0.1.0%2Babcdef0123&since=2026-03-01T00:00:00Z',
  },
  'POST /lima/api/client-vitals': {
    body: {
      remote: 'mfe_deals',
      version: null,
      page: '/dashboard',
      metrics: [{ name: 'LCP', value: 1200 }],
    },
  },
};

/** The statuses that mean "not let in": unauthenticated, forbidden, or (for a deal) not found. */
export const REFUSED = [401, 403, 404] as const;

const CUSTOMERS: readonly Audience[] = ['borrower', 'borrower2', 'viewing', 'adder'];
const BROKERS: readonly Audience[] = ['broker', 'wholesale', 'employee'];

/** Whether `audience` gets past the rule (before the viewing guard and any deal check). */
function passesRule(rule: Rule, audience: Audience): boolean {
  switch (rule) {
    case 'public':
    case 'dev':
      return true;
    case 'link':
    case 'service':
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
  D1004: ['borrower', 'viewing', 'broker', 'adder'],
  D2009: ['borrower2'],
};
