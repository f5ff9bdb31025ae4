// Migrations, seed and a few endpoints against the local PostgreSQL (PG_TEST_URL overrides),
// inside a fresh schema (test/postgres.ts) so parallel runs do not collide.
import { decodeJwt } from 'jose';
import { queueMail } from '../mail/outbox';
import { deliverDue } from '../mail/sender';
import { passwordResetMail } from '../mail/templates';
import { migrateToLatest } from './migrate';
import { createTestApp, type TestApp } from '../test/helpers';
import { loginKey } from '../users/sign-in-throttle';
import { createPostgresTestDb, type PostgresTestDb } from '../test/postgres';

let postgres: PostgresTestDb;
let t: TestApp;

beforeAll(async () => {
  postgres = await createPostgresTestDb({ max: 4 });
  const { db } = postgres;
  expect(postgres.seed).toBe('seeded');
  t = await createTestApp({ db });
}, 30_000);

afterAll(async () => {
  await t?.close();
  await postgres?.drop();
});

describe('on PostgreSQL', () => {
  it('created the tables in the test schema only', async () => {
    const { rows } = await postgres.admin.query<{ count: string }>(
      `SELECT count(*) FROM information_schema.tables WHERE table_schema = $1 AND table_name IN ('accounts', 'deals', 'payments')`,
      [postgres.schema],
    );
    expect(Number(rows[0]?.count)).toBe(3);
  });

  it('migrations are idempotent', async () => {
    expect(await migrateToLatest(t.db)).toEqual([]);
  });

  it('signs in and lists deals with the same wire types as PGlite', async () => {
    const token = await t.login('borrower@demo.test');
    const funded = (await t.as(token, { method: 'GET', url: '/lima/api/deals/funded' })).json();
    expect(funded.deals.map((deal: { id: string }) => deal.id).sort()).toEqual([
      'D1009',
      'D1010',
      'D1011',
      'D1012',
      'D1013',
      'D1014',
    ]);
    expect(typeof funded.deals[0].loan_amount).toBe('number');
    expect(funded.deals[0].status_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const nav = (await t.as(token, { method: 'GET', url: '/lima/api/deals/nav' })).json();
    expect(nav.construction.length).toBeGreaterThan(0);
  });

  it('keeps accounts apart and updates the profile', async () => {
    const broker = await t.login('broker@demo.test');
    expect(
      (await t.as(broker, { method: 'GET', url: '/lima/api/deals/inprocess' })).statusCode,
    ).toBe(403);
    const token = await t.login('borrower2@demo.test');
    const response = await t.as(token, {
      method: 'POST',
      url: '/lima/api/updateaccountprofile',
      payload: {
        BillingStreet: '1 Pg Way',
        BillingCity: 'Atlanta',
        BillingState: 'GA',
        BillingPostalCode: '30305',
        Phone: '4045550100',
      },
    });
    expect(response.json()).toMatchObject({ success: true, profile: { address: '1 Pg Way' } });
    const locs = (await t.as(token, { method: 'POST', url: '/lima/api/most-recent-locs' })).json();
    expect(locs.recentLOCs).toHaveLength(4);
  });

  it('checks, touches and revokes sessions in one statement per call', async () => {
    let clock = Date.UTC(2026, 2, 15, 9);
    const timed = await createTestApp({
      db: t.db,
      now: () => clock,
      env: { SESSION_IDLE_MINUTES: '22' },
    });
    try {
      const login = await timed.app.inject({
        method: 'POST',
        url: '/lima/api/users/validate',
        payload: { username: 'broker@demo.test', password: 'Demo-pass-2026' },
      });
      const token = login.json().data.token as string;
      const nav = { method: 'GET', url: '/lima/api/deals/brokernav' } as const;
      clock += 2 * 60_000;
      expect((await timed.as(token, nav)).statusCode).toBe(200);
      const row = await t.db
        .selectFrom('sessions')
        .select(['last_seen_at', 'created_at'])
        .where('id', '=', decodeJwt(token).sid as string)
        .executeTakeFirstOrThrow();
      expect(row.last_seen_at.getTime() - row.created_at.getTime()).toBe(2 * 60_000);
      clock += 24 * 60_000;
      expect((await timed.as(token, nav)).statusCode).toBe(401);
      const fresh = (
        await timed.app.inject({
          method: 'POST',
          url: '/lima/api/users/validate',
          payload: { username: 'broker@demo.test', password: 'Demo-pass-2026' },
        })
      ).json().data.token as string;
      expect(
        (await timed.as(fresh, { method: 'POST', url: '/lima/api/users/logout' })).statusCode,
      ).toBe(200);
      expect((await timed.as(fresh, nav)).statusCode).toBe(401);
    } finally {
      await timed.app.close();
    }
  });

  it('counts failed sign-ins per account and address', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/lima/api/users/validate',
        payload: { username: 'wholesale@demo.test', password: 'Wrong-pass-1' },
        remoteAddress: '10.5.0.1',
      });
    for (let i = 0; i < 5; i += 1) expect((await attempt()).statusCode).toBe(401);
    expect((await attempt()).statusCode).toBe(429);
    const rows = await t.db
      .selectFrom('sign_in_failures')
      .select(['scope', 'failures'])
      .where('login_key', '=', loginKey('wholesale@demo.test'))
      .orderBy('scope')
      .execute();
    expect(rows).toEqual([
      { scope: '*', failures: 5 },
      { scope: '10.5.0.1', failures: 5 },
    ]);
  });

  it('leases and delivers queued mail', async () => {
    const at = new Date(Date.UTC(2026, 2, 15, 9));
    const mail = passwordResetMail({
      to: 'pg@demo.test',
      name: 'Pg',
      link: 'http://x.test/r',
      hours: 24,
    });
    await queueMail(t.db, { devMailbox: false, smtpUrl: 'smtp://x:25' }, mail, at);
    const sent: string[] = [];
    const result = await deliverDue({
      db: t.db,
      transport: { sendMail: async (message) => sent.push(message.to) },
      from: 'x@x.test',
      now: () => at.getTime(),
    });
    expect(result).toEqual({ sent: 1, failed: 0 });
    expect(sent).toEqual(['pg@demo.test']);
  });

  it('sets a password from a setup link, once', async () => {
    const post = (url: string, payload: object, token?: string) =>
      t.app.inject({
        method: 'POST',
        url: `/lima/api/users/${url}`,
        payload,
        ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
      });
    expect((await post('create-account-route', { email: 'newbroker@demo.test' })).json().code).toBe(
      2,
    );
    const mail = await t.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('to_address', '=', 'newbroker@demo.test')
      .executeTakeFirstOrThrow();
    const token = /\/broker\/account-setup\/(\S+)/.exec(mail.text_body)?.[1] ?? '';
    const body = { password: 'Fresh-start-2026' };
    expect((await post('createpassword', body, token)).json()).toEqual({
      success: true,
      rep: { email: 'marcus.oyelaran@lender.example', name: 'Marcus Oyelaran' },
    });
    expect((await post('createpassword', body, token)).statusCode).toBe(401);
  });
});
