// The bad-input sweep: every route that takes a body or parameters, called by someone
// it lets in, with malformed JSON, wrong types, missing fields, an oversize body, control and odd
// Unicode characters and script payloads: always a 4xx (never a 500), and nothing stored.
import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { viewAs } from '../test/access';
import { createTestApp, type TestApp } from '../test/helpers';
import { AUDIENCES, matrixOf, passesRow, type Audience, type RouteRow } from '../test/matrix';

let t: TestApp;
const tokens = new Map<Audience, string | null>();

beforeAll(async () => {
  t = await createTestApp({ env: { LOAN_LOOKUP_ENABLED: 'true' } });
  tokens.set('anonymous', null);
  tokens.set('borrower', await t.login('borrower@demo.test'));
  tokens.set('broker', await t.login('broker@demo.test'));
  tokens.set('employee', await t.login('employee@demo.test'));
  tokens.set('viewing', await viewAs(t, 'borrower@demo.test'));
});
afterAll(async () => {
  await t.close();
});

const ODD = [
  '\u0000',
  '\u202e',
  '\ud800',
  '\u0007',
  '<script>alert(1)</script>',
  '"; DROP TABLE deals; --',
];
const oddObject = (value: string) => ({
  dealid: value,
  email: value,
  username: value,
  password: value,
  loan_number: value,
  opportunityId: value,
  opportunityid: value,
  locId: value,
  Phone: value,
  files: [{ fileName: value, fileData: value }],
});

/** The bodies to send: raw strings are sent as they are, with a JSON content type. */
const BAD_BODIES: { name: string; payload: string | object }[] = [
  { name: 'malformed JSON', payload: '{"dealid": ' },
  { name: 'a JSON array', payload: '[1,2,3]' },
  { name: 'a JSON string', payload: '"hello"' },
  { name: 'null', payload: 'null' },
  { name: 'wrong types', payload: { dealid: 7, email: ['x'], password: {}, files: 'nope' } },
  { name: 'an oversize body', payload: { dealid: 'x'.repeat(7 * 1024 * 1024) } },
  ...ODD.map((value) => ({ name: `odd text ${JSON.stringify(value)}`, payload: oddObject(value) })),
];

/** Calls whose payload is "none" (§7): they read no body, so no body can be bad for them. */
const NO_PAYLOAD = new Set(['POST /lima/api/most-recent-locs', 'POST /lima/api/users/logout']);

/** Someone each route lets in (the anonymous first, so public routes are swept as the public). */
const callerFor = (row: RouteRow): Audience | undefined =>
  (['anonymous', 'borrower', 'broker', 'employee', 'viewing'] as const).find(
    (audience) => AUDIENCES.includes(audience) && passesRow(row, audience),
  );

const counts = async () =>
  (
    await sql<{ n: string }>`SELECT (SELECT count(*) FROM servicing_requests)
      + (SELECT count(*) FROM draws) + (SELECT count(*) FROM documents)
      + (SELECT count(*) FROM beneficiaries) + (SELECT count(*) FROM card_transactions)
      + (SELECT count(*) FROM uploaded_budgets) + (SELECT count(*) FROM mail_outbox) AS n`.execute(
      t.db,
    )
  ).rows[0]?.n;

it('answers every bad body to every route with a 4xx, never a 500, and stores nothing', async () => {
  const before = await counts();
  const wrong: string[] = [];
  for (const [key, row] of Object.entries(matrixOf(t.app.routeDeclarations))) {
    const [method, path] = key.split(' ') as [InjectOptions['method'], string];
    if (method !== 'POST' || NO_PAYLOAD.has(key)) continue;
    const caller = callerFor(row);
    if (!caller) continue;
    for (const bad of BAD_BODIES) {
      const token = tokens.get(caller);
      const options: InjectOptions = {
        method,
        url: path,
        headers: { 'content-type': 'application/json', 'idempotency-key': 'sweep-key-0001' },
        payload: typeof bad.payload === 'string' ? bad.payload : JSON.stringify(bad.payload),
      };
      const response = token ? await t.as(token, options) : await t.app.inject(options);
      if (response.statusCode < 400 || response.statusCode >= 500)
        wrong.push(`${key} with ${bad.name} as ${caller}: ${response.statusCode}`);
    }
  }
  expect(wrong).toEqual([]);
  expect(await counts()).toBe(before);
});

it('answers odd path and query parameters with a 4xx, never a 500', async () => {
  const token = tokens.get('borrower') ?? '';
  for (const url of [
    '/lima/api/documents/%00/download',
    '/lima/api/documents/%E2%80%AE/download?expires=abc&signature=%00',
    `/lima/api/documents/${'x'.repeat(5000)}/download`,
    '/lima/api/deals/inprocess?x=%ud800',
  ]) {
    const response = await t.as(token, { method: 'GET', url });
    expect([url, response.statusCode < 500]).toEqual([url, true]);
  }
});
