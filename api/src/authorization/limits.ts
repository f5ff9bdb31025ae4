// Every limit the API enforces on what callers may do or store: what it counts, per what, and what
// the caller gets past it. Each is held under concurrency by a lock or a constraint in the
// transaction that writes, and each has a row in the race matrix (race-matrix.postgres.test.ts:
// 50 requests at once on PostgreSQL) — a limit declared here without a race fails that test, and
// api/README.md's table of limits names each one (limits.test.ts).
import { BANK_ACCOUNTS } from '../construction/beneficiaries';
import { LOOKUP_MISSES } from '../loan-lookup/throttle';
import { PAYOFF_FEE_WINDOW, PUBLIC_PAYOFFS } from '../servicing/payoff';
import { SERVICING_SUBMITS } from '../servicing/submit-limit';
import {
  SIGN_IN_FAILURES_BY_ACCOUNT,
  SIGN_IN_FAILURES_BY_ADDRESS,
} from '../users/sign-in-throttle';

export interface Limit {
  name: string;
  /** What is counted or kept unique. */
  counts: string;
  /** Per what, and how many in which window. */
  per: string;
  /** What the caller gets past it. */
  answer: string;
  /** What holds it under concurrency. */
  heldBy: string;
}

export const LIMITS: readonly Limit[] = [
  {
    name: SIGN_IN_FAILURES_BY_ADDRESS,
    counts: 'users/validate attempts that failed (counted before the password is checked)',
    per: 'account and client address: 5 free, then refused until 30 s after the last failure, doubling per failure up to 15 minutes; starts over a day after the last failure; a success clears it',
    answer: '429 with Retry-After, no password check',
    heldBy: "the account's lock (sign-in)",
  },
  {
    name: SIGN_IN_FAILURES_BY_ACCOUNT,
    counts: 'users/validate attempts that failed, from every address',
    per: 'account: 20 free, then an attempt from an address the account never signed in from is held until 1 s after the last failure, doubling up to 10 s',
    answer: 'the answer, later (never refused: the owner at a new address signs in)',
    heldBy: "the account's lock (sign-in)",
  },
  {
    name: 'sign-in-requests-by-address',
    counts: 'users/validate requests',
    per: 'client address: LOGIN_RATE_LIMIT (10) a minute',
    answer: '429 `Too many sign-in attempts. Try again in N seconds.`',
    heldBy: 'an atomic upsert of rate_limit_hits',
  },
  {
    name: 'create-account-requests-by-address',
    counts: 'users/create-account-route requests',
    per: 'client address: LOGIN_RATE_LIMIT (10) a minute',
    answer: '429 `Too many requests. Try again in N seconds.`',
    heldBy: 'an atomic upsert of rate_limit_hits',
  },
  {
    name: 'password-reset-requests-by-address',
    counts: 'users/gettoken requests',
    per: 'client address: LOGIN_RATE_LIMIT (10) a minute',
    answer: '429 `Too many requests. Try again in N seconds.`',
    heldBy: 'an atomic upsert of rate_limit_hits',
  },
  {
    name: 'setup-link-resend',
    counts: 'account setup links sent (create-account-route, gettoken)',
    per: 'account: 1 in 10 minutes',
    answer: 'code 1 (create-account-route) or 3 (gettoken), nothing sent',
    heldBy: "the account row's lock (FOR UPDATE)",
  },
  {
    name: 'password-reset-link-resend',
    counts: 'password reset links sent (gettoken)',
    per: 'account: 1 in 10 minutes',
    answer: 'code 2, nothing sent',
    heldBy: "the account row's lock (FOR UPDATE)",
  },
  {
    name: 'setup-link-single-use',
    counts: 'uses of an account setup link (createpassword)',
    per: 'link: once, within SETUP_TOKEN_TTL_HOURS (24)',
    answer: '401 `This link is invalid, used or expired. Please ask for a new one.`',
    heldBy: "the link row's lock (FOR UPDATE)",
  },
  {
    name: 'password-reset-link-single-use',
    counts: 'uses of a password reset link (updatepassword)',
    per: 'link: once, within SETUP_TOKEN_TTL_HOURS (24)',
    answer: '401 `This link is invalid, used or expired. Please ask for a new one.`',
    heldBy: "the link row's lock (FOR UPDATE)",
  },
  {
    name: LOOKUP_MISSES,
    counts: 'lookup-loan calls that found nothing',
    per: 'account: 5 an hour (from the first miss)',
    answer:
      '429 with Retry-After `Too many loan lookups that found nothing. Try again in N minutes.`',
    heldBy: "the account's lock (loan-lookup-misses)",
  },
  {
    name: 'loan-lookup-match-single-use',
    counts: 'add-loan uses of a lookup match',
    per: 'account and loan: once, within 15 minutes of the lookup',
    answer: '404 `These loans were not found. Please look them up again.`',
    heldBy: 'the match row, claimed by its deletion',
  },
  {
    name: BANK_ACCOUNTS,
    counts: 'bank accounts (borrower/beneficiaries)',
    per: 'account: 25',
    answer: '409 `No more bank accounts can be added to this account.`',
    heldBy: "the account's lock (bank-accounts)",
  },
  {
    name: 'one-pending-draw-per-deal',
    counts: 'draw requests not yet completed (deals/draws/new)',
    per: 'deal: 1',
    answer: '409 `DRAW_MESSAGES.pending` (a draw request is already pending)',
    heldBy: "the deal row's lock, and a partial unique index",
  },
  {
    name: 'card-idempotency',
    counts: 'charges per Idempotency-Key (process-chargent-order)',
    per: 'account and key: 1; a repeat, later or at the same time, gets the first answer',
    answer: "the first attempt's answer; 422 for a key used for another deal",
    heldBy: "the deal row's lock through the gateway call, and a unique index",
  },
  {
    name: 'card-one-charge-per-fee',
    counts: 'successful charges of a deal’s appraisal fee',
    per: 'deal fee: 1',
    answer: '409 `The appraisal fee for this deal has already been paid.`',
    heldBy: "the deal row's lock, and a partial unique index",
  },
  {
    name: PAYOFF_FEE_WINDOW,
    counts: 'payoff requests for a loan number (case and spaces ignored)',
    per: 'loan number: 1 without the $20 fee in 30 days; later ones carry it',
    answer:
      "200; the fee notice to the loan's own signed-in borrower only, the servicing team always",
    heldBy: "the loan number's lock (payoff-fee-window)",
  },
  {
    name: PUBLIC_PAYOFFS,
    counts: 'payoff-request calls without a session',
    per: 'client address: 5 in 15 minutes',
    answer: '429 `Too many payoff requests from this address. Try again later.`',
    heldBy: 'an atomic upsert of rate_limit_hits',
  },
  {
    name: SERVICING_SUBMITS,
    counts: 'servicing requests filed signed in (payoff, extension, capex, loss draft together)',
    per: 'account: SERVICING_SUBMIT_LIMIT (10) an hour',
    answer:
      '429 with Retry-After `Too many servicing requests from this account. Try again in N minutes.`',
    heldBy: "the account's lock (servicing-submits)",
  },
  {
    name: 'client-error-reports-by-address',
    counts: 'client-errors reports',
    per: 'client address: 30 a minute',
    answer: '429 `Too many error reports.`',
    heldBy: 'an atomic upsert of rate_limit_hits',
  },
  {
    name: 'client-vitals-reports-by-address',
    counts: 'client-vitals reports (web vitals of a page load)',
    per: 'client address: 30 a minute',
    answer: '429 `Too many vitals reports.`',
    heldBy: 'an atomic upsert of rate_limit_hits',
  },
];
