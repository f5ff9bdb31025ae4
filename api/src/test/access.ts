// The authorization checks every deal-scoped endpoint must pass, written once: the owner, a broker
// of the deal and an employee viewing the owner see it; another borrower gets the same 404 as for
// a deal that does not exist; no token is a 401; a malformed or mistyped body is a 400, never a 500.
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { TestApp } from './helpers';

/** An employee's session viewing `email`'s account (the token the portal would hold). */
export async function viewAs(t: TestApp, email: string): Promise<string> {
  const employee = await t.login('employee@demo.test');
  const response = await t.as(employee, {
    method: 'POST',
    url: '/lima/api/users/impersonate',
    payload: { username: email },
  });
  if (response.statusCode !== 200) throw new Error(`impersonate ${email}: ${response.body}`);
  return (response.json() as { token: string }).token;
}

export interface DealScopedCase {
  url: string;
  /** The body naming the deal. */
  body: (dealId: string) => object;
  /** A deal of borrower@demo.test brokered by broker@demo.test (D1002, D1004, D1008). */
  brokeredDealId?: string;
  /** Skip the employee-viewing check (the route refuses impersonation). */
  refusesImpersonation?: boolean;
}

export async function checkDealScopedAccess(t: TestApp, c: DealScopedCase): Promise<void> {
  const post = (token: string | null, payload: InjectOptions['payload'], extra = {}) =>
    token
      ? t.as(token, { method: 'POST', url: c.url, payload, ...extra })
      : t.app.inject({ method: 'POST', url: c.url, payload, ...extra });
  const ok = (response: LightMyRequestResponse, who: string) => {
    if (response.statusCode !== 200)
      throw new Error(`${who}: ${response.statusCode} ${response.body}`);
  };
  const dealId = c.brokeredDealId ?? 'D1004';

  ok(await post(await t.login('borrower@demo.test'), c.body(dealId)), 'owner');
  ok(await post(await t.login('broker@demo.test'), c.body(dealId)), 'broker');
  if (!c.refusesImpersonation)
    ok(await post(await viewAs(t, 'borrower@demo.test'), c.body(dealId)), 'employee viewing');

  const other = await post(await t.login('borrower2@demo.test'), c.body(dealId));
  const missing = await post(await t.login('borrower2@demo.test'), c.body('D9999'));
  expect(other.statusCode).toBe(404);
  expect(other.body).toBe(missing.body);
  expect(other.headers['content-type']).toBe(missing.headers['content-type']);
  // A broker who does not broker the deal, and an employee on their own session, see nothing.
  expect((await post(await t.login('wholesale@demo.test'), c.body(dealId))).body).toBe(
    missing.body,
  );
  expect((await post(await t.login('employee@demo.test'), c.body(dealId))).body).toBe(missing.body);

  expect((await post(null, c.body(dealId))).statusCode).toBe(401);
  const borrower = await t.login('borrower@demo.test');
  expect((await post(await t.login('lead@demo.test'), c.body(dealId))).statusCode).toBe(403);
  for (const bad of [
    post(borrower, '{"dealid":', { headers: { 'content-type': 'application/json' } }),
    post(borrower, { dealid: 42, opportunityId: 42 }),
    post(borrower, {}),
    post(borrower, 'x'.repeat(100), { headers: { 'content-type': 'application/json' } }),
  ]) {
    const response = await bad;
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  }
}
