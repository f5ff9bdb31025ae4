// Web vitals per remote release, and the ops view of releases.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, type TestApp } from '../test/helpers';
import { CLIENT_VITALS_LIMIT } from './routes';
import { recordVitals, releaseStats, VITALS_RETENTION_DAYS } from './store';

const dir = mkdtempSync(join(tmpdir(), 'lender-ops-'));
const environmentFile = join(dir, 'remotes.json');
const OPS_TOKEN = 'f3b1c8d2e4a6978561c3e5f7a9b0d2c4e6f8a1b3c5d7e9f0a2b4c6d8e0f1a3b5';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { RELEASE_STORE: dir, RELEASE_ENVIRONMENT: 'remotes.json', OPS_TOKEN },
  });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  await t.db.deleteFrom('client_vitals').execute();
});

const report = (change: Record<string, unknown> = {}) => ({
  remote: 'mfe_deals',
  version: '0.1.0+abcdef0123',
  page: '/dashboard/deal/:dealId',
  metrics: [
    { name: 'LCP', value: 1200 },
    { name: 'INP', value: 80 },
    { name: 'CLS', value: 0.02 },
  ],
  ...change,
});
const send = (payload: unknown, ip = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/lima/api/client-vitals',
    payload: payload as object,
    remoteAddress: ip,
  });

describe('POST client-vitals', () => {
  it('stores a page load with its metrics, tagged with its remote release and page', async () => {
    expect((await send(report())).statusCode).toBe(204);
    // A load outside the vitals sample reports itself with no metric.
    expect((await send(report({ metrics: [] }))).statusCode).toBe(204);
    const rows = await t.db.selectFrom('client_vitals').selectAll().orderBy('id').execute();
    expect(
      rows.map(({ remote, version, page, lcp, inp, cls }) => [
        remote,
        version,
        page,
        lcp,
        inp,
        cls,
      ]),
    ).toEqual([
      ['mfe_deals', '0.1.0+abcdef0123', '/dashboard/deal/:dealId', 1200, 80, 0.02],
      ['mfe_deals', '0.1.0+abcdef0123', '/dashboard/deal/:dealId', null, null, null],
    ]);
  });

  it.each([
    ['an unknown metric', { metrics: [{ name: 'FID', value: 1 }] }],
    [
      'a metric twice',
      {
        metrics: [
          { name: 'LCP', value: 1 },
          { name: 'LCP', value: 2 },
        ],
      },
    ],
    ['a negative value', { metrics: [{ name: 'CLS', value: -1 }] }],
    ['a value over a minute', { metrics: [{ name: 'LCP', value: 60_001 }] }],
    ['a remote that is not a container name', { remote: 'deals' }],
    ['a page that is not a path', { page: 'https://evil.example' }],
  ])('refuses %s with 400 and stores nothing', async (_case, change) => {
    const response = await send(report(change));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(await t.db.selectFrom('client_vitals').selectAll().execute()).toEqual([]);
  });

  it(`takes at most ${CLIENT_VITALS_LIMIT} reports a minute from one address for one release`, async () => {
    const answers = [];
    for (let i = 0; i <= CLIENT_VITALS_LIMIT; i += 1)
      answers.push((await send(report({ metrics: [] }), '10.9.9.9')).statusCode);
    expect(answers.filter((code) => code === 204)).toHaveLength(CLIENT_VITALS_LIMIT);
    expect(answers.at(-1)).toBe(429);
    expect((await send(report(), '10.9.9.10')).statusCode).toBe(204);
    // Another release from the same address has its own budget: stable's flood starves no canary.
    expect((await send(report({ version: '0.2.0+0123456789' }), '10.9.9.9')).statusCode).toBe(204);
  });
});

describe('the store', () => {
  it(`keeps ${VITALS_RETENTION_DAYS} days and at most the newest loads`, async () => {
    const day = 24 * 60 * 60 * 1000;
    const now = Date.UTC(2026, 10, 25);
    await recordVitals(
      t.db,
      report({ version: 'old' }) as never,
      now - (VITALS_RETENTION_DAYS + 1) * day,
    );
    for (let i = 0; i < 6; i += 1)
      await recordVitals(t.db, report({ version: 'recent' }) as never, now - day);
    await recordVitals(t.db, report({ version: 'new' }) as never, now, 5);
    const versions = (await t.db.selectFrom('client_vitals').select('version').execute()).map(
      (r) => r.version,
    );
    // Past the age: gone; past the count (the 5 newest loads): 4 of 'recent' and the new one left.
    expect(versions.filter((v) => v === 'old')).toEqual([]);
    expect(versions.filter((v) => v === 'new')).toHaveLength(1);
    expect(versions.filter((v) => v === 'recent')).toHaveLength(4);
  });

  it('summarizes each release: loads, errors reported from it, 75th percentiles', async () => {
    const now = Date.now();
    for (const lcp of [1000, 2000, 3000, 4000])
      await recordVitals(t.db, report({ metrics: [{ name: 'LCP', value: lcp }] }) as never, now);
    await recordVitals(t.db, report({ metrics: [] }) as never, now);
    await recordVitals(
      t.db,
      report({ version: '0.2.0+0123456789', metrics: [{ name: 'CLS', value: 0.3 }] }) as never,
      now,
    );
    await t.db.deleteFrom('client_errors').execute();
    await t.db
      .insertInto('client_errors')
      .values(
        [1, 2].map((i) => ({
          trace_id: `000000000000000${i}`,
          remote: 'mfe_deals',
          version: '0.2.0+0123456789',
          kind: 'render',
          message: 'boom',
          path: '/dashboard',
          account_id: null,
          created_at: new Date(now),
        })),
      )
      .execute();
    expect(await releaseStats(t.db)).toEqual([
      {
        remote: 'mfe_deals',
        version: '0.1.0+abcdef0123',
        loads: 5,
        errors: 0,
        measured: { LCP: 4, INP: 0, CLS: 0 },
        p75: { LCP: 3250, INP: null, CLS: null },
      },
      {
        remote: 'mfe_deals',
        version: '0.2.0+0123456789',
        loads: 1,
        errors: 2,
        measured: { LCP: 0, INP: 0, CLS: 1 },
        p75: { LCP: null, INP: null, CLS: 0.3 },
      },
    ]);
    // A window: only what came since; an asked release that never ran has zeros and no vitals.
    expect(
      await releaseStats(t.db, {
        remote: 'mfe_deals',
        versions: ['0.3.0+aaaaaaaaaa'],
        since: new Date(now - 1000),
      }),
    ).toEqual([
      {
        remote: 'mfe_deals',
        version: '0.3.0+aaaaaaaaaa',
        loads: 0,
        errors: 0,
        measured: { LCP: 0, INP: 0, CLS: 0 },
        p75: { LCP: null, INP: null, CLS: null },
      },
    ]);
  });
});

describe('GET ops/releases', () => {
  it("gives an employee the environment, its newest history first, and each release's vitals", async () => {
    const environment = {
      mfe_deals: {
        base: 'https://deals.example',
        stable: '0.1.0+abcdef0123',
        canary: { version: '0.2.0+0123456789', percent: 10 },
      },
    };
    writeFileSync(environmentFile, JSON.stringify(environment));
    const entry = (to: string, action = 'deploy') => ({
      at: '2026-11-25T10:00:00.000Z',
      who: 'alice',
      action,
      remote: 'mfe_deals',
      from: null,
      to,
      reason: '',
      forced: false,
    });
    writeFileSync(
      join(dir, 'remotes.history.jsonl'),
      [entry('0.1.0+abcdef0123'), entry('0.2.0+0123456789', 'canary')]
        .map((e) => JSON.stringify(e))
        .join('\n') + '\n',
    );
    await send(report());
    const token = await t.login('employee@demo.test');
    const answer = await t.as(token, { method: 'GET', url: '/lima/api/ops/releases' });
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.environment).toEqual(environment);
    expect(body.history.map((e: { to: string }) => e.to)).toEqual([
      '0.2.0+0123456789',
      '0.1.0+abcdef0123',
    ]);
    expect(body.vitals).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          remote: 'mfe_deals',
          version: '0.1.0+abcdef0123',
          loads: 1,
          p75: { LCP: 1200, INP: 80, CLS: 0.02 },
        }),
      ]),
    );
  });

  it('is for employees only (not the operations token either)', async () => {
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/lima/api/ops/releases',
          headers: { authorization: `Bearer ${OPS_TOKEN}` },
        })
      ).statusCode,
    ).toBe(401);
    const token = await t.login('borrower@demo.test');
    expect((await t.as(token, { method: 'GET', url: '/lima/api/ops/releases' })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'GET', url: '/lima/api/ops/releases' })).statusCode).toBe(
      401,
    );
  });
});

describe('GET ops/release-evidence', () => {
  const url = (since: string) =>
    `/lima/api/ops/release-evidence?remote=mfe_deals&releases=0.1.0%2Babcdef0123,0.2.0%2B0123456789&since=${since}`;
  const ask = (since: string, token = OPS_TOKEN) =>
    t.app.inject({ method: 'GET', url: url(since), headers: { authorization: `Bearer ${token}` } });

  it("answers the operations token each release's loads, errors and vitals since a time", async () => {
    const before = new Date(Date.now() - 60_000).toISOString();
    await send(report(), '10.7.0.1');
    await send(report({ version: '0.2.0+0123456789', metrics: [] }), '10.7.0.1');
    const answer = await ask(before);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().releases).toEqual([
      expect.objectContaining({ version: '0.1.0+abcdef0123', loads: 1 }),
      expect.objectContaining({
        version: '0.2.0+0123456789',
        loads: 1,
        p75: { LCP: null, INP: null, CLS: null },
      }),
    ]);
    // Nothing since a later time.
    const later = await ask(new Date(Date.now() + 60_000).toISOString());
    expect(later.json().releases.map((r: { loads: number }) => r.loads)).toEqual([0, 0]);
  });

  it('is for the operations token only: not a session, not a wrong token', async () => {
    const since = new Date().toISOString();
    expect((await ask(since, 'x'.repeat(64))).statusCode).toBe(401);
    const employee = await t.login('employee@demo.test');
    expect((await ask(since, employee)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: url(since) })).statusCode).toBe(401);
  });

  it('is refused while no operations token is configured', async () => {
    const bare = await createTestApp();
    try {
      const answer = await bare.app.inject({
        method: 'GET',
        url: url(new Date().toISOString()),
        headers: { authorization: 'Bearer anything' },
      });
      expect(answer.statusCode).toBe(503);
    } finally {
      await bare.close();
    }
  });
});
