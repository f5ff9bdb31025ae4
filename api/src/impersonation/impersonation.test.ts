// Impersonation: who may, whom, the token and session it opens, the refusals and the audit trail.
import { decodeJwt } from 'jose';
import { eventually } from '../test/eventually';
import { createTestApp, PASSWORD, type TestApp } from '../test/helpers';
import { IMPERSONATION_REFUSED } from './guard';

const START = Date.UTC(2026, 2, 15, 9);
const MINUTE = 60_000;
const IMPERSONATE = '/lima/api/users/impersonate';
let clock = START;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock, env: { TOKEN_TTL_MINUTES: '1440' } });
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  clock = START;
});

const signIn = async (email: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/lima/api/users/validate',
    payload: { username: email, password: PASSWORD },
  });
  return response.json().data.token as string;
};
const impersonate = (token: string, username: unknown) =>
  t.as(token, { method: 'POST', url: IMPERSONATE, payload: { username } as object });
const auditOf = (action: string) =>
  t.db
    .selectFrom('audit_log')
    .select(['account_id', 'actor_id', 'action', 'details'])
    .where('action', '=', action)
    .execute();
/** Audit rows of calls made while viewing borrower2@ (the onResponse hook writes them after the answer). */
const viewingAudits = () =>
  t.db
    .selectFrom('audit_log')
    .select(['account_id', 'actor_id', 'action', 'details'])
    .where('actor_id', '=', 'acct-employee')
    .where('account_id', '=', 'acct-borrower2')
    .orderBy('id')
    .execute();

describe('POST users/impersonate', () => {
  it("answers the account's login response, with act and a session tied to the employee's", async () => {
    const employee = await signIn('employee@demo.test');
    // The employee token holds what the client needs to restore the employee's own session.
    expect(decodeJwt(employee)).toMatchObject({
      sub: 'acct-employee',
      email: 'employee@demo.test',
      name: 'Chris Moreno',
      accountType: 'Employee',
      employee: true,
    });
    clock += 5 * MINUTE;
    const response = await impersonate(employee, 'Borrower@Demo.test');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      token: expect.any(String),
      name: 'Jordan Ellis',
      email: 'borrower@demo.test',
      accountType: 'CustomerAccount',
      userId: 'acct-borrower',
      isLead: false,
    });
    const claims = decodeJwt(body.token);
    expect(claims).toMatchObject({
      sub: 'acct-borrower',
      act: 'acct-employee',
      auth_time: START / 1000,
    });
    expect(claims.employee).toBeUndefined();
    const session = await t.db
      .selectFrom('sessions')
      .selectAll()
      .where('id', '=', claims.sid as string)
      .executeTakeFirstOrThrow();
    expect(session).toMatchObject({
      account_id: 'acct-borrower',
      actor_id: 'acct-employee',
      parent_id: decodeJwt(employee).sid,
      created_at: new Date(START),
    });
    expect(await auditOf('impersonate')).toContainEqual(
      expect.objectContaining({ account_id: 'acct-borrower', actor_id: 'acct-employee' }),
    );
  });

  it('refuses non-employees, employee targets and impersonating while impersonating', async () => {
    const borrower = await signIn('borrower@demo.test');
    const refused = await impersonate(borrower, 'broker@demo.test');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only employees can view another account.');

    const employee = await signIn('employee@demo.test');
    await t.db
      .insertInto('accounts')
      .values({
        id: 'acct-employee2',
        email: 'employee2@demo.test',
        name: 'Sam Lee',
        account_type: 'Employee',
      })
      .execute();
    for (const target of ['employee2@demo.test', 'employee@demo.test']) {
      const response = await impersonate(employee, target);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe("An employee's account cannot be viewed.");
    }

    const viewing = (await impersonate(employee, 'broker@demo.test')).json().token as string;
    const chained = await impersonate(viewing, 'borrower@demo.test');
    expect(chained.statusCode).toBe(403);
    expect(chained.json()).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: IMPERSONATION_REFUSED,
    });
  });

  it('answers 404 for an unknown email, 400 for a bad body, 401 without a session', async () => {
    const employee = await signIn('employee@demo.test');
    const unknown = await impersonate(employee, 'ghost@demo.test');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'No account was found for ghost@demo.test.',
    });
    const bad = await impersonate(employee, 'not-an-email');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Valid email address required.');
    expect(
      (await t.app.inject({ method: 'POST', url: IMPERSONATE, payload: { username: 'a@b.com' } }))
        .statusCode,
    ).toBe(401);
  });
});

describe('while viewing another account', () => {
  it('audits every call with both identities, a refused profile change included', async () => {
    const employee = await signIn('employee@demo.test');
    const viewing = (await impersonate(employee, 'borrower2@demo.test')).json().token as string;
    expect((await t.as(viewing, { method: 'GET', url: '/lima/api/deals/nav' })).statusCode).toBe(
      200,
    );
    const update = await t.as(viewing, {
      method: 'POST',
      url: '/lima/api/updateaccountprofile',
      payload: {
        BillingStreet: '9 Viewed Way',
        BillingCity: 'Atlanta',
        BillingState: 'GA',
        BillingPostalCode: '30305',
        Phone: '4045550100',
      },
    });
    // Viewing is read-only on the server: the portal disables the Save button, the API refuses.
    expect(update.statusCode).toBe(403);
    const expected = [
      expect.objectContaining({ action: 'impersonate' }),
      expect.objectContaining({ action: 'GET /lima/api/deals/nav', details: { status: 200 } }),
      expect.objectContaining({
        action: 'POST /lima/api/updateaccountprofile',
        details: { status: 403 },
      }),
    ];
    await eventually(async () => expect(await viewingAudits()).toEqual(expected));
    // The employee's own calls are not impersonation: after one, a viewing call's audit row
    // arrives (the hook runs per answer, in order) and the employee's call left none.
    await t.as(employee, { method: 'GET', url: '/lima/api/users/get-owner-info' });
    await t.as(viewing, { method: 'GET', url: '/lima/api/fetchaccountprofile' });
    await eventually(async () =>
      expect(await viewingAudits()).toEqual([
        ...expected,
        expect.objectContaining({ action: 'GET /lima/api/fetchaccountprofile' }),
      ]),
    );
    expect(await auditOf('GET /lima/api/users/get-owner-info')).toEqual([]);
  });

  it('refuses money-moving routes (makepayment), and audits the refusal', async () => {
    const employee = await signIn('employee@demo.test');
    const viewing = (await impersonate(employee, 'borrower@demo.test')).json().token as string;
    const response = await t.as(viewing, { method: 'GET', url: '/lima/api/makepayment' });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(IMPERSONATION_REFUSED);
    await eventually(async () =>
      expect(await auditOf('GET /lima/api/makepayment')).toContainEqual(
        expect.objectContaining({ account_id: 'acct-borrower', details: { status: 403 } }),
      ),
    );
    const own = await t.as(await signIn('borrower@demo.test'), {
      method: 'GET',
      url: '/lima/api/makepayment',
    });
    expect(own.statusCode).toBe(200);
  });

  it("lives with the employee's session: kept alive by it, ended with it", async () => {
    const employee = await signIn('employee@demo.test');
    const viewing = (await impersonate(employee, 'broker@demo.test')).json().token as string;
    const brokerNav = { method: 'GET', url: '/lima/api/deals/brokernav' } as const;
    // 40 minutes viewing the broker: the employee's own session stays alive meanwhile.
    for (let i = 0; i < 4; i += 1) {
      clock += 10 * MINUTE;
      expect((await t.as(viewing, brokerNav)).statusCode).toBe(200);
    }
    const renewed = await t.as(viewing, {
      method: 'POST',
      url: '/lima/api/users/renewtoken',
      payload: { email: 'broker@demo.test' },
    });
    expect(decodeJwt(renewed.json().token)).toMatchObject({
      act: 'acct-employee',
      sid: decodeJwt(viewing).sid,
    });
    const back = await t.as(employee, { method: 'GET', url: '/lima/api/users/get-owner-info' });
    expect(back.statusCode).toBe(200);
    // Signing the employee out ends the session opened from it.
    expect(
      (await t.as(employee, { method: 'POST', url: '/lima/api/users/logout' })).statusCode,
    ).toBe(200);
    expect((await t.as(viewing, brokerNav)).statusCode).toBe(401);
  });

  it('ends when the viewed account signs out of it, the employee staying signed in', async () => {
    const employee = await signIn('employee@demo.test');
    const viewing = (await impersonate(employee, 'wholesale@demo.test')).json().token as string;
    expect(
      (await t.as(viewing, { method: 'POST', url: '/lima/api/users/logout' })).statusCode,
    ).toBe(200);
    expect(
      (await t.as(viewing, { method: 'GET', url: '/lima/api/deals/brokernav' })).statusCode,
    ).toBe(401);
    expect(
      (await t.as(employee, { method: 'GET', url: '/lima/api/users/get-owner-info' })).statusCode,
    ).toBe(200);
  });
});
