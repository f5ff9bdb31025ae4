// The vocabulary of a route's `access` (http/declare-route.ts): who may call it. The hooks that
// enforce each rule are in auth/access-guards.ts; the authorization matrix checks them.

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
 *   refuses in production; the mailbox answers callers on this machine only);
 * - service: the operations token (OPS_TOKEN) alone — a service's credential, never a session.
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
  | 'dev'
  | 'service';
