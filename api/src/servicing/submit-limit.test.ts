// Signed-in servicing submits per account: SERVICING_SUBMIT_LIMIT an hour, then 429 with
// Retry-After and nothing stored (no row, no file, no mail); other accounts and visitors are not
// counted. (Racing submits: the race matrix, on PostgreSQL.)
import { capexForm, payoffForm } from '../test/forms';
import { createTestApp, type TestApp } from '../test/helpers';
import { SERVICING_SUBMIT_LIMIT, SERVICING_SUBMIT_WINDOW_MS } from './submit-limit';
import { footprint } from './testing';

const START = Date.UTC(2026, 2, 15, 12);
let clock = START;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    now: () => clock,
    env: { TOKEN_TTL_MINUTES: '1440', SESSION_IDLE_MINUTES: '1440' },
  });
});
afterAll(async () => {
  await t.close();
});

const payoff = payoffForm({ email: 'borrower@demo.test', external: false });
const capex = capexForm({ email: 'borrower@demo.test' });
const post = async (email: string, url: string, payload: object) =>
  t.as(await t.login(email), { method: 'POST', url: `/lima/api/${url}`, payload });

it(`takes ${SERVICING_SUBMIT_LIMIT} requests an hour per account, then 429 storing nothing`, async () => {
  for (let i = 0; i < SERVICING_SUBMIT_LIMIT; i += 1) {
    clock += 60_000;
    expect((await post('borrower@demo.test', 'payoff-request', payoff)).statusCode).toBe(200);
  }
  const before = await footprint(t);
  const refused = await post('borrower@demo.test', 'capex-request', capex);
  expect(refused.statusCode).toBe(429);
  expect(refused.json().message).toBe(
    'Too many servicing requests from this account. Try again in 51 minutes.',
  );
  // The first of the ten leaves the hour 51 minutes from now.
  expect(refused.headers['retry-after']).toBe(String(51 * 60));
  expect(await footprint(t)).toEqual(before);

  // Another account, and a visitor, are not counted with this one.
  expect((await post('borrower2@demo.test', 'payoff-request', payoff)).statusCode).toBe(200);
  const visitor = await t.app.inject({
    method: 'POST',
    url: '/lima/api/payoff-request',
    payload: { ...payoff, external: true },
  });
  expect(visitor.statusCode).toBe(200);

  clock = START + 60_000 + SERVICING_SUBMIT_WINDOW_MS;
  expect((await post('borrower@demo.test', 'capex-request', capex)).statusCode).toBe(200);
});
