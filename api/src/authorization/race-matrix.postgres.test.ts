// The race matrix: every limit the API declares (limits.ts) × 50 requests at once, on the local
// PostgreSQL (PG_TEST_URL overrides) in a fresh schema, where requests really run side by side on
// a pool of connections. Each race checks the limit's exact number in the answers and in the
// database: a limit whose lock or constraint is removed lets more through and fails here, and a
// declared limit without a race fails the first test.
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import * as v from 'valibot';
import {
  BANK_ACCOUNT_MESSAGES,
  CREATE_ACCOUNT_CODE,
  DRAW_MESSAGES,
  GET_TOKEN_CODE,
  budgetResponseSchema,
} from '@lender/contracts';
import { PAYMENT_MESSAGES } from '../appraisal-payments/charge';
import type { PaymentGateway } from '../appraisal-payments/gateway';
import { testGateway } from '../appraisal-payments/test-gateway';
import { MAX_BENEFICIARIES } from '../construction/beneficiaries';
import { MAX_FAILURES } from '../loan-lookup/throttle';
import { PUBLIC_PAYOFF_LIMIT } from '../servicing/payoff';
import { SERVICING_SUBMIT_LIMIT } from '../servicing/submit-limit';
import { BANK_ACCOUNT, cardForm, payoffForm } from '../test/forms';
import { createTestApp, PASSWORD, type TestApp } from '../test/helpers';
import { createPostgresTestDb, type PostgresTestDb } from '../test/postgres';
import { ACCOUNT_FREE, ADDRESS_FREE } from '../users/sign-in-throttle';
import { CLIENT_ERROR_LIMIT } from '../client-errors/routes';
import { CLIENT_VITALS_LIMIT } from '../client-vitals/routes';
import { LIMITS } from './limits';

const NOW = Date.UTC(2026, 2, 16, 15);
const AT_ONCE = 50;
/** The per-address request limit of the sign-in, create-account and reset endpoints here. */
const LOGIN_RATE_LIMIT = 10;

let postgres: PostgresTestDb;
/** The app most races use: sign-in endpoints limited per address only far above 50. */
let t: TestApp;
/** The same database behind an app with LOGIN_RATE_LIMIT=10, for the per-address limits. */
let limited: TestApp;
let charges = 0;
const countingGateway: PaymentGateway = {
  name: 'test',
  async charge(request) {
    charges += 1;
    return testGateway().charge(request);
  },
};

beforeAll(async () => {
  postgres = await createPostgresTestDb();
  const { db } = postgres;
  // Hashing may queue all 50 sign-ins of a race (HASH_QUEUE is not what these races count).
  const env = { LOAN_LOOKUP_ENABLED: 'true', TOKEN_TTL_MINUTES: '1440', HASH_QUEUE: '100' };
  t = await createTestApp({ db, now: () => NOW, cardGateway: countingGateway, env });
  limited = await createTestApp({
    db,
    now: () => NOW,
    env: { ...env, LOGIN_RATE_LIMIT: String(LOGIN_RATE_LIMIT) },
  });
}, 60_000);

afterAll(async () => {
  await limited?.close();
  await t?.close();
  await postgres?.drop();
});

/** `count` requests at once; `request(i)` builds the i-th. */
const atOnce = (request: (i: number) => Promise<LightMyRequestResponse>, count = AT_ONCE) =>
  Promise.all(Array.from({ length: count }, (_, i) => request(i)));
const statuses = (answers: LightMyRequestResponse[]) =>
  answers.reduce<Record<number, number>>((tally, answer) => {
    tally[answer.statusCode] = (tally[answer.statusCode] ?? 0) + 1;
    return tally;
  }, {});
const api = (path: string) => `/lima/api/${path}`;
const post = (app: TestApp, path: string, payload: object, extra: Partial<InjectOptions> = {}) =>
  app.app.inject({ method: 'POST', url: api(path), payload, ...extra });
const postAs = (token: string, path: string, payload: object, extra: Partial<InjectOptions> = {}) =>
  t.as(token, { method: 'POST', url: api(path), payload, ...extra });
const count = async (query: string, params: unknown[] = []): Promise<number> =>
  (await postgres.admin.query<{ n: number }>(query.replaceAll('$schema', postgres.schema), params))
    .rows[0]?.n ?? -1;
const mailsTo = (to: string) =>
  count('SELECT count(*)::int AS n FROM $schema.mail_outbox WHERE to_address = $1', [to]);
const newestLinkToken = async (to: string): Promise<string> => {
  const { rows } = await postgres.admin.query<{ text_body: string }>(
    `SELECT text_body FROM ${postgres.schema}.mail_outbox WHERE to_address = $1 ORDER BY created_at DESC, id DESC LIMIT 1`,
    [to],
  );
  const link = /https?:\/\/\S+\/(\S+)/.exec(rows[0]?.text_body ?? '');
  if (!link?.[1]) throw new Error(`no link mailed to ${to}`);
  return link[1];
};

let addresses = 0;
/**
 * 50 requests at once from one client address (a new one per race) to a route limited per
 * address: `limit` of them get `passed`, the rest 429.
 */
async function fromOneAddress(
  app: TestApp,
  path: string,
  /** The body, or the body of the i-th request. */
  payload: object | ((i: number) => object),
  { passed, limit }: { passed: number; limit: number },
): Promise<void> {
  const remoteAddress = `192.0.2.${(addresses += 1)}`;
  const bodyOf = (i: number) => (typeof payload === 'function' ? payload(i) : payload);
  // At least AT_ONCE, and more than the limit lets through.
  const requests = Math.max(AT_ONCE, limit + 10);
  const answers = await atOnce((i) => post(app, path, bodyOf(i), { remoteAddress }), requests);
  expect(statuses(answers)).toEqual({ [passed]: limit, 429: requests - limit });
}

const PAYOFF = payoffForm({ email: 'visitor@example.test' });
const CARD = cardForm();

/** One race per declared limit: 50 requests at once, then the limit's exact numbers. */
const RACES: Record<string, () => Promise<void>> = {
  'sign-in-failures-by-address': async () => {
    const answers = await atOnce(() =>
      post(
        t,
        'users/validate',
        { username: 'broker@demo.test', password: 'Wrong-pass-1' },
        {
          remoteAddress: '203.0.113.10',
        },
      ),
    );
    // No more password checks than the free ones; the rest refused before any hashing.
    expect(statuses(answers)).toEqual({ 401: ADDRESS_FREE, 429: AT_ONCE - ADDRESS_FREE });
  },

  'sign-in-failures-by-account': async () => {
    const heldBefore = t.delays.length;
    const answers = await atOnce((i) =>
      post(
        t,
        'users/validate',
        { username: 'wholesale@demo.test', password: 'Wrong-pass-1' },
        {
          remoteAddress: `203.0.114.${i + 1}`,
        },
      ),
    );
    expect(statuses(answers)).toEqual({ 401: AT_ONCE });
    // Every attempt after the free ones was held, each counted once.
    expect(t.delays.length - heldBefore).toBe(AT_ONCE - ACCOUNT_FREE);
    const owner = await post(
      t,
      'users/validate',
      { username: 'wholesale@demo.test', password: PASSWORD },
      { remoteAddress: '203.0.114.200' },
    );
    expect(owner.statusCode).toBe(200);
  },

  'sign-in-requests-by-address': () =>
    fromOneAddress(
      limited,
      'users/validate',
      // A different address each: the per-address failure count is another row's race.
      (i) => ({ username: `nobody${i}@demo.test`, password: 'x' }),
      {
        passed: 401,
        limit: LOGIN_RATE_LIMIT,
      },
    ),

  'create-account-requests-by-address': () =>
    fromOneAddress(
      limited,
      'users/create-account-route',
      { email: 'nobody@demo.test' },
      {
        passed: 200,
        limit: LOGIN_RATE_LIMIT,
      },
    ),

  'password-reset-requests-by-address': () =>
    fromOneAddress(
      limited,
      'users/gettoken',
      { email: 'nobody@demo.test', sendEmail: true },
      {
        passed: 200,
        limit: LOGIN_RATE_LIMIT,
      },
    ),

  'setup-link-resend': async () => {
    const answers = await atOnce(() =>
      post(t, 'users/create-account-route', { email: 'newborrower@demo.test', simple: true }),
    );
    const codes = answers.map((answer) => answer.json().code as number);
    expect(codes.filter((code) => code === CREATE_ACCOUNT_CODE.linkSent)).toHaveLength(1);
    expect(codes.filter((code) => code === CREATE_ACCOUNT_CODE.linkSentRecently)).toHaveLength(
      AT_ONCE - 1,
    );
    expect(await mailsTo('newborrower@demo.test')).toBe(1);
  },

  'password-reset-link-resend': async () => {
    const answers = await atOnce(() =>
      post(t, 'users/gettoken', { email: 'broker@demo.test', sendEmail: true }),
    );
    const codes = answers.map((answer) => answer.json().code as number);
    expect(codes.filter((code) => code === GET_TOKEN_CODE.sent)).toHaveLength(1);
    expect(codes.filter((code) => code === GET_TOKEN_CODE.goToLogin)).toHaveLength(AT_ONCE - 1);
    expect(await mailsTo('broker@demo.test')).toBe(1);
  },

  'setup-link-single-use': async () => {
    const link = await newestLinkToken('newborrower@demo.test');
    const answers = await atOnce(() =>
      t.as(link, {
        method: 'POST',
        url: api('users/createpassword'),
        payload: { password: 'Race-pass-2026' },
      }),
    );
    expect(statuses(answers)).toEqual({ 200: 1, 401: AT_ONCE - 1 });
  },

  'password-reset-link-single-use': async () => {
    const link = await newestLinkToken('broker@demo.test');
    const answers = await atOnce(() =>
      t.as(link, {
        method: 'POST',
        url: api('users/updatepassword'),
        payload: { email: 'broker@demo.test', password: 'Race-pass-2026' },
      }),
    );
    expect(statuses(answers)).toEqual({ 200: 1, 401: AT_ONCE - 1 });
  },

  'loan-lookup-misses': async () => {
    const token = await t.login('borrower2@demo.test');
    const answers = await atOnce((i) =>
      postAs(token, 'lookup-loan', { loan_number: 'LN-1011', ssn: String(i).padStart(4, '0') }),
    );
    // Only MAX_FAILURES guesses are ever evaluated, however many arrive together.
    expect(statuses(answers)).toEqual({ 200: MAX_FAILURES, 429: AT_ONCE - MAX_FAILURES });
    expect(
      await count(
        `SELECT failures AS n FROM $schema.loan_lookup_failures WHERE account_id = 'acct-borrower2'`,
      ),
    ).toBe(MAX_FAILURES);
  },

  'loan-lookup-match-single-use': async () => {
    const token = await t.login('lead@demo.test');
    const lookup = await postAs(token, 'lookup-loan', { loan_number: 'LN-1012', ssn: '4821' });
    expect(lookup.json()).toHaveLength(1);
    const answers = await atOnce(() => postAs(token, 'add-loan', { loans: ['D1012'] }));
    expect(statuses(answers)).toEqual({ 200: 1, 404: AT_ONCE - 1 });
    expect(answers.find((answer) => answer.statusCode === 200)?.json()).toEqual({
      success: true,
      added: 1,
    });
  },

  'bank-accounts': async () => {
    const token = await t.login('borrower@demo.test');
    const answers = await atOnce(() => postAs(token, 'borrower/beneficiaries', BANK_ACCOUNT));
    expect(statuses(answers)).toEqual({
      200: MAX_BENEFICIARIES,
      409: AT_ONCE - MAX_BENEFICIARIES,
    });
    expect(answers.find((answer) => answer.statusCode === 409)?.json().message).toBe(
      BANK_ACCOUNT_MESSAGES.tooMany,
    );
    expect(
      await count(
        `SELECT count(*)::int AS n FROM $schema.beneficiaries WHERE account_id = 'acct-borrower'`,
      ),
    ).toBe(MAX_BENEFICIARIES);
  },

  'one-pending-draw-per-deal': async () => {
    const token = await t.login('borrower@demo.test');
    const bankId = (await t.as(token, { method: 'GET', url: api('borrower/beneficiaries') })).json()
      .accounts[0].id as string;
    const budget = v.parse(
      budgetResponseSchema,
      (await postAs(token, 'deals/budget', { dealid: 'D1010' })).json(),
    ).budget;
    const [item] = budget.sublots.flatMap((sublot) => sublot.items).filter((i) => i.balance > 0);
    if (!item) throw new Error('D1010 has a budget balance');
    const draw = {
      dealid: 'D1010',
      LockboxAccessCode: '2468',
      BeneficiaryId: bankId,
      lineItems: [{ budgetItem: item.id, costCode: item.code, amount: 1 }],
      inspection_start_date: '2026-03-19',
      inspection_end_date: '2026-03-23',
    };
    const answers = await atOnce(() => postAs(token, 'deals/draws/new', draw));
    expect(statuses(answers)).toEqual({ 200: 1, 409: AT_ONCE - 1 });
    expect(answers.find((answer) => answer.statusCode === 409)?.json().message).toBe(
      DRAW_MESSAGES.pending,
    );
    expect(
      await count(
        `SELECT count(*)::int AS n FROM $schema.draws WHERE deal_id = 'D1010' AND status = ''`,
      ),
    ).toBe(1);
  },

  'card-idempotency': async () => {
    const token = await t.login('borrower@demo.test');
    const before = charges;
    const headers = { 'idempotency-key': 'race-same-key-0001' };
    const answers = await atOnce(() => postAs(token, 'process-chargent-order', CARD, { headers }));
    // Every duplicate waited for the first and got its answer.
    expect(statuses(answers)).toEqual({ 200: AT_ONCE });
    for (const answer of answers)
      expect(answer.json()).toEqual({ success: true, message: 'Transaction successful.' });
    expect(charges - before).toBe(1);
    expect(
      await count(
        `SELECT count(*)::int AS n FROM $schema.card_transactions WHERE deal_id = 'D1005'`,
      ),
    ).toBe(1);
  },

  'card-one-charge-per-fee': async () => {
    await postgres.admin.query(
      `DELETE FROM ${postgres.schema}.card_transactions WHERE deal_id = 'D1005'`,
    );
    await postgres.admin.query(
      `UPDATE ${postgres.schema}.deals SET appraisal_paid = false WHERE id = 'D1005'`,
    );
    const token = await t.login('borrower@demo.test');
    const before = charges;
    const answers = await atOnce((i) =>
      postAs(token, 'process-chargent-order', CARD, {
        headers: { 'idempotency-key': `race-own-key-${i}` },
      }),
    );
    expect(statuses(answers)).toEqual({ 200: 1, 409: AT_ONCE - 1 });
    expect(answers.find((answer) => answer.statusCode === 409)?.json().message).toBe(
      PAYMENT_MESSAGES.alreadyPaid,
    );
    expect(charges - before).toBe(1);
  },

  'payoff-fee-window': async () => {
    const answers = await atOnce((i) =>
      post(
        t,
        'payoff-request',
        { ...PAYOFF, loan_number: 'LN-RACE-1', external: true },
        {
          remoteAddress: `198.51.100.${i + 1}`,
        },
      ),
    );
    expect(statuses(answers)).toEqual({ 200: AT_ONCE });
    // Exactly one request is the fee-free one.
    expect(
      await count(
        `SELECT count(*)::int AS n FROM $schema.servicing_requests
         WHERE loan_number = 'LN-RACE-1' AND NOT fee_applies`,
      ),
    ).toBe(1);
  },

  'public-payoffs-by-address': async () => {
    await fromOneAddress(
      t,
      'payoff-request',
      { ...PAYOFF, loan_number: 'LN-RACE-2', external: true },
      {
        passed: 200,
        limit: PUBLIC_PAYOFF_LIMIT,
      },
    );
    expect(
      await count(
        `SELECT count(*)::int AS n FROM $schema.servicing_requests WHERE loan_number = 'LN-RACE-2'`,
      ),
    ).toBe(PUBLIC_PAYOFF_LIMIT);
  },

  'servicing-submits': async () => {
    const token = await t.login('borrower2@demo.test');
    const answers = await atOnce(() =>
      postAs(token, 'payoff-request', { ...PAYOFF, loan_number: 'LN-2006', external: false }),
    );
    expect(statuses(answers)).toEqual({
      200: SERVICING_SUBMIT_LIMIT,
      429: AT_ONCE - SERVICING_SUBMIT_LIMIT,
    });
    expect(
      await count(
        `SELECT count(*)::int AS n FROM $schema.servicing_requests WHERE account_id = 'acct-borrower2'`,
      ),
    ).toBe(SERVICING_SUBMIT_LIMIT);
  },

  'client-error-reports-by-address': async () => {
    const report = {
      traceId: '0123456789abcdef',
      remote: 'mfe_deals',
      version: null,
      kind: 'render',
      message: 'race',
      path: '/dashboard',
    };
    await fromOneAddress(t, 'client-errors', report, { passed: 204, limit: CLIENT_ERROR_LIMIT });
    expect(await count(`SELECT count(*)::int AS n FROM $schema.client_errors`)).toBe(
      CLIENT_ERROR_LIMIT,
    );
  },

  'client-vitals-reports-by-address': async () => {
    const report = {
      remote: 'mfe_deals',
      version: null,
      page: '/dashboard',
      metrics: [{ name: 'LCP', value: 1200 }],
    };
    await fromOneAddress(t, 'client-vitals', report, { passed: 204, limit: CLIENT_VITALS_LIMIT });
    expect(await count(`SELECT count(*)::int AS n FROM $schema.client_vitals`)).toBe(
      CLIENT_VITALS_LIMIT,
    );
  },
};

it('has a race for every declared limit, and no race for a limit that is not declared', () => {
  expect(Object.keys(RACES).sort()).toEqual(LIMITS.map((limit) => limit.name).sort());
});

describe.each(Object.entries(RACES))('%s', (_name, race) => {
  it(`holds with ${AT_ONCE} requests at once`, race, 60_000);
});
