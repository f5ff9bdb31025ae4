// Every route × every audience × (for deal-scoped routes) a deal of their own and another's: the
// refused get 401/403/404, the rest get past authorization (their empty or partial bodies then
// answer 2xx or 400 — never 500), and no refused write leaves a row behind. The viewing column:
// an employee viewing an account gets the viewing guard's 403 on exactly the rows marked refused.
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { CUSTOMER_ACCOUNT_TYPE } from '@lender/contracts';
import { hashPassword } from '../auth/password';
import { ADDED_LOAN_READ_ONLY } from '../deals/access';
import { IMPERSONATION_REFUSED } from '../impersonation/guard';
import { viewAs } from '../test/access';
import { createTestApp, PASSWORD, type TestApp } from '../test/helpers';
import {
  AUDIENCES,
  DEAL_VISIBLE_TO,
  PROBES,
  REFUSED,
  matrixOf,
  passesRow,
  type Audience,
  type RouteRow,
} from '../test/matrix';

let t: TestApp;
let MATRIX: Record<string, RouteRow>;
const tokens = new Map<Audience, string | null>();
/** Every log line the app wrote during the matrix (at debug level: the most it ever logs). */
const logLines: string[] = [];

beforeAll(async () => {
  t = await createTestApp({
    // Every feature on, so that every route the API can serve is in the matrix.
    env: {
      LOG_LEVEL: 'debug',
      LOAN_LOOKUP_ENABLED: 'true',
      // The canary judge's evidence answers its token alone.
      OPS_TOKEN: 'c0ffee11d2e3f4a5b6c7d8e9f0a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f809',
    },
    logStream: { write: (line: string) => void logLines.push(line) },
  });
  MATRIX = matrixOf(t.app.routeDeclarations);
  tokens.set('anonymous', null);
  tokens.set('borrower', await t.login('borrower@demo.test'));
  tokens.set('borrower2', await t.login('borrower2@demo.test'));
  tokens.set('broker', await t.login('broker@demo.test'));
  tokens.set('wholesale', await t.login('wholesale@demo.test'));
  tokens.set('lead', await t.login('lead@demo.test'));
  tokens.set('employee', await t.login('employee@demo.test'));
  tokens.set('viewing', await viewAs(t, 'borrower@demo.test'));
  tokens.set('adder', await addedLoanCustomer(t, 'D1004'));
});

/** A customer who added `dealId` with Add My Loan (as add-loan links it); their session. */
async function addedLoanCustomer(app: TestApp, dealId: string): Promise<string> {
  await app.db
    .insertInto('accounts')
    .values({
      id: 'acct-adder',
      email: 'adder@demo.test',
      name: 'Avery Adder',
      account_type: CUSTOMER_ACCOUNT_TYPE,
      password_hash: await hashPassword(PASSWORD, 10),
    })
    .execute();
  await app.db
    .insertInto('deal_accounts')
    .values({ account_id: 'acct-adder', deal_id: dealId, created_at: new Date() })
    .execute();
  return app.login('adder@demo.test');
}
afterAll(async () => {
  await t.close();
});

async function call(key: string, row: RouteRow, audience: Audience, dealId?: string) {
  const [method, path] = key.split(' ') as [InjectOptions['method'], string];
  const payload = dealId && row.dealBody ? row.dealBody(dealId) : row.body;
  const options: InjectOptions = {
    method,
    url: row.url ?? path,
    ...(payload !== undefined ? { payload } : {}),
  };
  const token = tokens.get(audience);
  return token ? t.as(token, options) : t.app.inject(options);
}

const refused = (response: LightMyRequestResponse) =>
  (REFUSED as readonly number[]).includes(response.statusCode);

it('has a row for every route the API serves, and probes no route it does not', () => {
  expect(Object.keys(MATRIX).sort()).toEqual([...t.app.registeredRoutes].sort());
  const served = new Set(t.app.registeredRoutes);
  expect(Object.keys(PROBES).filter((route) => !served.has(route))).toEqual([]);
});

it('lets in exactly who the table says, on their own deals only', async () => {
  const wrong: string[] = [];
  for (const [key, row] of Object.entries(MATRIX)) {
    // Logging out would end the session the rest of the matrix uses.
    if (key === 'POST /lima/api/users/logout') continue;
    for (const audience of AUDIENCES) {
      const deals = row.dealBody ? Object.keys(DEAL_VISIBLE_TO) : [undefined];
      for (const dealId of deals) {
        const response = await call(key, row, audience, dealId);
        const allowed =
          passesRow(row, audience) &&
          (dealId === undefined || (DEAL_VISIBLE_TO[dealId] ?? []).includes(audience));
        const where = `${key} as ${audience}${dealId ? ` on ${dealId}` : ''}`;
        if (response.statusCode >= 500) wrong.push(`${where}: ${response.statusCode}`);
        else if (allowed === refused(response))
          wrong.push(
            `${where}: ${response.statusCode} (${allowed ? 'should pass' : 'should be refused'})`,
          );
      }
    }
  }
  expect(wrong).toEqual([]);
});

it('refuses an employee viewing an account on exactly the routes its viewing column refuses', async () => {
  const wrong: string[] = [];
  for (const [key, row] of Object.entries(MATRIX)) {
    if (key === 'POST /lima/api/users/logout') continue;
    const response = await call(key, row, 'viewing', row.dealBody ? 'D1004' : undefined);
    const byGuard =
      response.statusCode === 403 && response.json().message === IMPERSONATION_REFUSED;
    if (byGuard !== (row.whileViewing === 'refused'))
      wrong.push(`${key}: ${response.statusCode} (the column says ${row.whileViewing})`);
  }
  expect(wrong).toEqual([]);
});

it('keeps a loan added with Add My Loan read-only to who added it, on every deal write', async () => {
  const writes = Object.entries(MATRIX).filter(
    ([key]) => t.app.routeDeclarations.get(key)?.writes === 'deal',
  );
  expect(writes.length).toBeGreaterThan(0);
  const wrong: string[] = [];
  for (const [key, row] of writes) {
    if (!row.dealWrite) {
      wrong.push(`${key}: no dealWrite probe`);
      continue;
    }
    const [, path] = key.split(' ') as [string, string];
    const response = await t.as(tokens.get('adder') ?? '', {
      method: 'POST',
      url: path,
      headers: { 'idempotency-key': 'matrix-adder-0001' },
      payload: row.dealWrite('D1004'),
    });
    if (response.statusCode !== 403 || response.json().message !== ADDED_LOAN_READ_ONLY)
      wrong.push(`${key}: ${response.statusCode} ${response.body}`);
  }
  expect(wrong).toEqual([]);
});

it('lets an employee viewing an account sign out of the view', async () => {
  const viewing = await viewAs(t, 'borrower2@demo.test');
  const logout = await t.as(viewing, {
    method: 'POST',
    url: '/lima/api/users/logout',
    payload: {},
  });
  expect(logout.statusCode).toBe(200);
});

it('stores nothing for the refused', async () => {
  const counts = async () =>
    (
      await sql<{ n: number }>`SELECT (SELECT count(*) FROM servicing_requests)
        + (SELECT count(*) FROM draws) + (SELECT count(*) FROM documents)
        + (SELECT count(*) FROM beneficiaries) AS n`.execute(t.db)
    ).rows[0]?.n;
  const before = await counts();
  for (const [key, row] of Object.entries(MATRIX))
    for (const audience of AUDIENCES)
      if (!passesRow(row, audience) && key.startsWith('POST'))
        await call(key, row, audience, row.dealBody ? 'D1004' : undefined);
  expect(await counts()).toBe(before);
});

it('writes no token, password, card number or file content to the log', async () => {
  const card = '4242424242424242';
  const fileData = Buffer.from('%PDF-1.4 secret file content').toString('base64');
  const borrower = tokens.get('borrower') ?? '';
  await t.as(borrower, {
    method: 'POST',
    url: '/lima/api/process-chargent-order',
    headers: { 'idempotency-key': 'log-hygiene-0001' },
    payload: { CardNumber: card, CardSecurity: '123', dealId: 'D1004' },
  });
  await t.as(borrower, {
    method: 'POST',
    url: '/lima/api/capex-request',
    payload: { files: [{ fileName: 'a.pdf', fileData }] },
  });
  await t.app.inject({
    method: 'POST',
    url: '/lima/api/users/validate',
    payload: { username: 'borrower@demo.test', password: 'Wrong-pass-2026' },
  });
  expect(logLines.length).toBeGreaterThan(0);
  const secrets = [
    ...[...tokens.values()].filter((token): token is string => Boolean(token)),
    'Demo-pass-2026',
    'Wrong-pass-2026',
    'Valid-pass-2026',
    card,
    fileData,
  ];
  const leaks = logLines.flatMap((line) =>
    secrets
      .filter((secret) => line.includes(secret))
      .map((secret) => `${secret.slice(0, 12)}… in ${line.slice(0, 200)}`),
  );
  expect(leaks).toEqual([]);
});
