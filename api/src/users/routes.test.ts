import { DEFAULT_SUPPORT_CONTACT } from '@lender/contracts';
import { failedLoginDetails } from './login';
import { createTestApp, PASSWORD, type TestApp } from '../test/helpers';
import { decodeJwt } from 'jose';
import { expiredToken, tokenWithoutSession } from '../test/tokens';

const VALIDATE = '/lima/api/users/validate';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const login = (payload: unknown, remoteAddress = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: VALIDATE, payload: payload as object, remoteAddress });

describe('POST users/validate', () => {
  it('returns the login response', async () => {
    const response = await login({ username: 'Borrower@Demo.test', password: PASSWORD });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toEqual({
      token: expect.any(String),
      name: 'Jordan Ellis',
      email: 'borrower@demo.test',
      accountType: 'CustomerAccount',
      userId: 'acct-borrower',
      isLead: false,
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('reports isLead and the account type', async () => {
    expect(
      (await login({ username: 'lead@demo.test', password: PASSWORD })).json().data,
    ).toMatchObject({ isLead: true, accountType: 'CustomerAccount' });
    expect(
      (await login({ username: 'wholesale@demo.test', password: PASSWORD })).json().data
        .accountType,
    ).toBe('WholesaleAccount');
  });

  it('answers 401 for a wrong password or an unknown user, and audits it', async () => {
    for (const payload of [
      { username: 'borrower@demo.test', password: 'nope' },
      { username: 'ghost@demo.test', password: PASSWORD },
    ]) {
      const response = await login(payload);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        message: 'Invalid login credentials.',
      });
    }
    const failed = await t.db
      .selectFrom('audit_log')
      .select(['account_id', 'action'])
      .where('action', '=', 'login.failed')
      .execute();
    expect(failed).toEqual(
      expect.arrayContaining([
        { account_id: 'acct-borrower', action: 'login.failed' },
        { account_id: null, action: 'login.failed' },
      ]),
    );
  });

  it('refuses an over-long username before it reaches the audit log', async () => {
    const long = `${'a'.repeat(250)}@demo.test`;
    const response = await login({ username: long, password: PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Valid email address required.');
    const rows = await t.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'login.failed')
      .execute();
    expect(rows.some((row) => JSON.stringify(row.details).includes(long))).toBe(false);
    expect(failedLoginDetails(long).username).toHaveLength(254);
    expect(failedLoginDetails('ghost@demo.test')).toEqual({ username: 'ghost@demo.test' });
  });

  it('answers 400 with the schema message for a bad body', async () => {
    const cases: [unknown, string][] = [
      [{ username: 'not-an-email', password: 'x' }, 'Valid email address required.'],
      [
        { username: 'a@b.com' },
        'Valid Email and Password are required. For help with your password click below.',
      ],
      [{}, 'Valid email address required.'],
      [{ username: 5, password: 'x' }, 'Valid email address required.'],
    ];
    for (const [payload, message] of cases) {
      const response = await login(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message });
    }
  });

  it('answers 400 for malformed JSON and a non-object body', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: VALIDATE,
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Request body is not valid JSON.',
    });
    const array = await t.app.inject({
      method: 'POST',
      url: VALIDATE,
      headers: { 'content-type': 'application/json' },
      payload: '[1]',
    });
    expect(array.json()).toMatchObject({
      statusCode: 400,
      message: 'Request body must be a JSON object.',
    });
  });
});

describe('POST users/renewtoken', () => {
  it('issues a fresh token for the signed-in email', async () => {
    const token = await t.login('borrower@demo.test');
    const response = await t.as(token, {
      method: 'POST',
      url: '/lima/api/users/renewtoken',
      payload: { email: 'borrower@demo.test' },
    });
    expect(response.statusCode).toBe(200);
    const renewed = response.json().token as string;
    expect(typeof renewed).toBe('string');
    const nav = await t.as(renewed, { method: 'GET', url: '/lima/api/deals/nav' });
    expect(nav.statusCode).toBe(200);
  });

  it('keeps the session (sid) and its sign-in time (auth_time) in the renewed token', async () => {
    let clock = Date.UTC(2026, 2, 15, 9);
    const timed = await createTestApp({ db: t.db, now: () => clock });
    try {
      const login = await timed.app.inject({
        method: 'POST',
        url: VALIDATE,
        payload: { username: 'borrower2@demo.test', password: PASSWORD },
      });
      const token = login.json().data.token as string;
      const signedIn = decodeJwt(token);
      expect(signedIn.auth_time).toBe(signedIn.iat);
      clock += 10 * 60_000;
      const response = await timed.as(token, {
        method: 'POST',
        url: '/lima/api/users/renewtoken',
        payload: { email: 'borrower2@demo.test' },
      });
      expect(response.statusCode).toBe(200);
      const renewed = decodeJwt(response.json().token as string);
      expect(renewed).toMatchObject({
        sid: signedIn.sid,
        auth_time: signedIn.auth_time,
        name: 'Priya Raman',
        iat: (signedIn.iat as number) + 600,
      });
    } finally {
      await timed.app.close();
    }
  });

  it('refuses with 401 once the session is older than SESSION_MAX_HOURS', async () => {
    let clock = Date.UTC(2026, 2, 15, 9);
    const url = '/lima/api/users/renewtoken';
    const payload = { email: 'borrower@demo.test' };
    const shorter = await createTestApp({
      env: { SESSION_MAX_HOURS: '2' },
      db: t.db,
      now: () => clock,
    });
    try {
      const login = await shorter.app.inject({
        method: 'POST',
        url: VALIDATE,
        payload: { username: 'borrower@demo.test', password: PASSWORD },
      });
      let token = login.json().data.token as string;
      // Renewed every 20 minutes (the token lives 30), the session still ends at 2 hours.
      for (let minutes = 20; minutes < 120; minutes += 20) {
        clock += 20 * 60_000;
        const renewed = await shorter.as(token, { method: 'POST', url, payload });
        expect(renewed.statusCode).toBe(200);
        token = renewed.json().token as string;
      }
      clock += 20 * 60_000;
      const refused = await shorter.as(token, { method: 'POST', url, payload });
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        message: 'Your session has reached its maximum length of 2 hours. Please sign in again.',
      });
      // Not only renewal: every call of the session.
      const nav = await shorter.as(token, { method: 'GET', url: '/lima/api/deals/nav' });
      expect(nav.statusCode).toBe(401);
    } finally {
      await shorter.app.close();
    }
  });

  it('refuses another email with 403', async () => {
    const token = await t.login('borrower@demo.test');
    const response = await t.as(token, {
      method: 'POST',
      url: '/lima/api/users/renewtoken',
      payload: { email: 'borrower2@demo.test' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('answers 401 without, with a bad, an expired or a session-less token', async () => {
    const url = '/lima/api/users/renewtoken';
    const payload = { email: 'borrower@demo.test' };
    expect((await t.app.inject({ method: 'POST', url, payload })).statusCode).toBe(401);
    expect((await t.as('garbage', { method: 'POST', url, payload })).statusCode).toBe(401);
    const expired = await expiredToken('acct-borrower', 'borrower@demo.test', 'CustomerAccount');
    const response = await t.as(expired, { method: 'POST', url, payload });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('Unauthorized');
    const legacy = await tokenWithoutSession(
      'acct-borrower',
      'borrower@demo.test',
      'CustomerAccount',
    );
    expect((await t.as(legacy, { method: 'POST', url, payload })).statusCode).toBe(401);
  });

  it('answers 400 on a bad body', async () => {
    const token = await t.login('borrower@demo.test');
    expect(
      (await t.as(token, { method: 'POST', url: '/lima/api/users/renewtoken', payload: {} }))
        .statusCode,
    ).toBe(400);
  });
});

describe('GET users/get-owner-info', () => {
  it("returns the account's rep", async () => {
    const token = await t.login('borrower@demo.test');
    const response = await t.as(token, { method: 'GET', url: '/lima/api/users/get-owner-info' });
    expect(response.json()).toEqual({
      name: 'Dana Whitfield',
      email: 'dana.whitfield@lender.example',
      phone: '512-555-0142',
    });
  });

  it('falls back to the support contact', async () => {
    const token = await t.login('lead@demo.test');
    const response = await t.as(token, { method: 'GET', url: '/lima/api/users/get-owner-info' });
    // The one default contact, the same the portal shows (spec §9).
    expect(response.json()).toEqual(DEFAULT_SUPPORT_CONTACT);
    expect(response.json()).toEqual({
      name: 'Customer Support',
      email: 'support@lender.example',
      phone: '800-555-0100',
    });
  });

  it('needs a token', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/lima/api/users/get-owner-info' })).statusCode,
    ).toBe(401);
  });
});

describe('login rate limit', () => {
  it('answers 429 after LOGIN_RATE_LIMIT attempts per minute from one IP', async () => {
    const limited = await createTestApp({ env: { LOGIN_RATE_LIMIT: '3' }, db: t.db });
    try {
      const attempt = (ip: string) =>
        limited.app.inject({
          method: 'POST',
          url: VALIDATE,
          payload: { username: 'borrower@demo.test', password: 'wrong' },
          remoteAddress: ip,
        });
      for (let i = 0; i < 3; i += 1) expect((await attempt('10.9.9.9')).statusCode).toBe(401);
      const blocked = await attempt('10.9.9.9');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
      expect(blocked.json().message).toMatch(/^Too many sign-in attempts/);
      expect((await attempt('10.9.9.10')).statusCode).toBe(401);
    } finally {
      await limited.app.close();
    }
  });
});
