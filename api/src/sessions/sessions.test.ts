// Server-side sessions: every call checks the session row (revoked, idle, too old).
import { decodeJwt } from 'jose';
import { createTokenService } from '../auth/tokens';
import { createTestApp, PASSWORD, type TestApp } from '../test/helpers';
import { TEST_JWT_SECRET } from '../test/tokens';

const START = Date.UTC(2026, 2, 15, 9);
const MINUTE = 60_000;
const NAV = { method: 'GET', url: '/lima/api/deals/nav' } as const;
const LOGOUT = { method: 'POST', url: '/lima/api/users/logout' } as const;

let clock = START;
let t: TestApp;
beforeAll(async () => {
  // Tokens outlive the steps of these tests: the session rules are what is tested.
  t = await createTestApp({ now: () => clock, env: { TOKEN_TTL_MINUTES: '1440' } });
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  clock = START;
});

const signIn = async (email: string, remoteAddress = '10.1.1.1'): Promise<string> => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/lima/api/users/validate',
    payload: { username: email, password: PASSWORD },
    remoteAddress,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.token as string;
};
const sessionOf = (token: string) =>
  t.db
    .selectFrom('sessions')
    .selectAll()
    .where('id', '=', decodeJwt(token).sid as string)
    .executeTakeFirstOrThrow();

describe('sign-in', () => {
  it('opens a session row the token names', async () => {
    const token = await signIn('borrower@demo.test', '10.1.1.7');
    const claims = decodeJwt(token);
    expect(claims.sid).toMatch(/^[\w-]{24}$/);
    expect(claims.auth_time).toBe(START / 1000);
    expect(await sessionOf(token)).toMatchObject({
      account_id: 'acct-borrower',
      actor_id: null,
      parent_id: null,
      created_at: new Date(START),
      last_seen_at: new Date(START),
      revoked_at: null,
      ip: '10.1.1.7',
    });
    expect((await t.as(token, NAV)).statusCode).toBe(200);
  });

  it('refuses a token naming a session of another account', async () => {
    const token = await signIn('borrower@demo.test');
    const forged = await createTokenService({
      secret: TEST_JWT_SECRET,
      ttlMinutes: 30,
      now: () => clock,
    }).sign(
      {
        id: 'acct-borrower2',
        email: 'borrower2@demo.test',
        name: 'Priya Raman',
        accountType: 'CustomerAccount',
      },
      { sessionId: decodeJwt(token).sid as string, authTime: START / 1000 },
    );
    const response = await t.as(forged, NAV);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(
      'Your session is invalid or has expired. Please sign in again.',
    );
  });
});

describe('POST users/logout', () => {
  it('revokes the session: its token no longer works, other sessions do', async () => {
    const token = await signIn('borrower@demo.test');
    const other = await signIn('borrower@demo.test');
    const response = await t.as(token, LOGOUT);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect((await sessionOf(token)).revoked_at).toEqual(new Date(START));

    const after = await t.as(token, NAV);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Your session has ended. Please sign in again.',
    });
    const renew = await t.as(token, {
      method: 'POST',
      url: '/lima/api/users/renewtoken',
      payload: { email: 'borrower@demo.test' },
    });
    expect(renew.statusCode).toBe(401);
    expect((await t.as(token, LOGOUT)).statusCode).toBe(401);
    expect((await t.as(other, NAV)).statusCode).toBe(200);

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['account_id', 'entity_id'])
      .where('action', '=', 'logout')
      .execute();
    expect(audit).toContainEqual({
      account_id: 'acct-borrower',
      entity_id: decodeJwt(token).sid,
    });
  });

  it('needs a token', async () => {
    expect((await t.app.inject(LOGOUT)).statusCode).toBe(401);
  });
});

describe('idle limit (SESSION_IDLE_MINUTES, default 32)', () => {
  it('writes last_seen_at at most once a minute', async () => {
    const token = await signIn('borrower2@demo.test');
    clock += 30_000;
    expect((await t.as(token, NAV)).statusCode).toBe(200);
    expect((await sessionOf(token)).last_seen_at).toEqual(new Date(START));
    clock += 31_000;
    expect((await t.as(token, NAV)).statusCode).toBe(200);
    expect((await sessionOf(token)).last_seen_at).toEqual(new Date(START + 61_000));
  });

  it('never ends a session sooner than the limit after a call, and ends it once idle', async () => {
    const token = await signIn('broker@demo.test');
    const brokerNav = { method: 'GET', url: '/lima/api/deals/brokernav' } as const;
    clock += 31 * MINUTE;
    expect((await t.as(token, brokerNav)).statusCode).toBe(200); // touches: last seen +31
    clock += 30_000;
    expect((await t.as(token, brokerNav)).statusCode).toBe(200); // within the minute: not written
    // 32 minutes after that last call, 32.5 after the recorded one: still on (Continue Session).
    clock += 32 * MINUTE;
    expect((await t.as(token, brokerNav)).statusCode).toBe(200); // touches: last seen +63.5
    clock += 33 * MINUTE + 1000;
    const idle = await t.as(token, brokerNav);
    expect(idle.statusCode).toBe(401);
    expect(idle.json().message).toBe(
      'Your session ended after 32 minutes without activity. Please sign in again.',
    );
    // A refused call does not bring it back.
    expect((await sessionOf(token)).last_seen_at).toEqual(new Date(START + 63.5 * MINUTE));
  });

  it('follows SESSION_IDLE_MINUTES', async () => {
    const short = await createTestApp({
      db: t.db,
      env: { SESSION_IDLE_MINUTES: '5', TOKEN_TTL_MINUTES: '60' },
      now: () => clock,
    });
    try {
      const token = await signIn('wholesale@demo.test');
      clock += 5 * MINUTE;
      expect(
        (await short.as(token, { method: 'GET', url: '/lima/api/deals/brokernav' })).statusCode,
      ).toBe(200);
      clock += 6 * MINUTE + 1000;
      expect(
        (await short.as(token, { method: 'GET', url: '/lima/api/deals/brokernav' })).statusCode,
      ).toBe(401);
    } finally {
      await short.app.close();
    }
  });
});

describe('maximum age (SESSION_MAX_HOURS, default 12)', () => {
  it('ends the session 12 hours after sign-in however active it is', async () => {
    const token = await signIn('borrower2@demo.test');
    for (let minutes = 20; minutes < 12 * 60; minutes += 20) {
      clock = START + minutes * MINUTE;
      expect((await t.as(token, NAV)).statusCode).toBe(200);
    }
    clock = START + 12 * 60 * MINUTE;
    const response = await t.as(token, NAV);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(
      'Your session has reached its maximum length of 12 hours. Please sign in again.',
    );
  });
});
