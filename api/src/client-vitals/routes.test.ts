// Web vitals per remote release, and the ops view of releases (issue 17).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, type TestApp } from '../test/helpers';
import { CLIENT_VITALS_LIMIT } from './routes';
import { recordVitals, vitalsByRelease, VITALS_RETENTION_DAYS } from './store';

const dir = mkdtempSync(join(tmpdir(), 'lender-ops-'));
const environmentFile = join(dir, 'remotes.json');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RELEASE_STORE: dir, RELEASE_ENVIRONMENT: 'remotes.json' } });
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
  it('stores each metric of a page load, tagged with its remote release and page', async () => {
    expect((await send(report())).statusCode).toBe(204);
    const rows = await t.db.selectFrom('client_vitals').selectAll().orderBy('name').execute();
    expect(
      rows.map(({ remote, version, page, name, value }) => [remote, version, page, name, value]),
    ).toEqual([
      ['mfe_deals', '0.1.0+abcdef0123', '/dashboard/deal/:dealId', 'CLS', 0.02],
      ['mfe_deals', '0.1.0+abcdef0123', '/dashboard/deal/:dealId', 'INP', 80],
      ['mfe_deals', '0.1.0+abcdef0123', '/dashboard/deal/:dealId', 'LCP', 1200],
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
    ['no metric', { metrics: [] }],
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

  it(`takes at most ${CLIENT_VITALS_LIMIT} reports a minute from one address`, async () => {
    const answers = [];
    for (let i = 0; i <= CLIENT_VITALS_LIMIT; i += 1)
      answers.push((await send(report(), '10.9.9.9')).statusCode);
    expect(answers.filter((code) => code === 204)).toHaveLength(CLIENT_VITALS_LIMIT);
    expect(answers.at(-1)).toBe(429);
    expect((await send(report(), '10.9.9.10')).statusCode).toBe(204);
  });
});

describe('the store', () => {
  it(`keeps ${VITALS_RETENTION_DAYS} days and at most the newest rows`, async () => {
    const day = 24 * 60 * 60 * 1000;
    const now = Date.UTC(2026, 10, 25);
    await recordVitals(
      t.db,
      report({ version: 'old' }) as never,
      now - (VITALS_RETENTION_DAYS + 1) * day,
    );
    await recordVitals(t.db, report({ version: 'recent' }) as never, now - day);
    await recordVitals(t.db, report({ version: 'new' }) as never, now, 5);
    const versions = (await t.db.selectFrom('client_vitals').select('version').execute()).map(
      (r) => r.version,
    );
    // Past the age: gone; past the count (5 newest, 3 of them the newest report): 2 of 'recent' left.
    expect(versions.filter((v) => v === 'old')).toEqual([]);
    expect(versions.filter((v) => v === 'new')).toHaveLength(3);
    expect(versions.filter((v) => v === 'recent')).toHaveLength(2);
  });

  it('summarizes each release by its 75th percentiles, stable and canary side by side', async () => {
    const now = Date.now();
    for (const lcp of [1000, 2000, 3000, 4000])
      await recordVitals(t.db, report({ metrics: [{ name: 'LCP', value: lcp }] }) as never, now);
    await recordVitals(
      t.db,
      report({ version: '0.2.0+0123456789', metrics: [{ name: 'CLS', value: 0.3 }] }) as never,
      now,
    );
    expect(await vitalsByRelease(t.db)).toEqual([
      {
        remote: 'mfe_deals',
        version: '0.1.0+abcdef0123',
        samples: 4,
        p75: { LCP: 3250, INP: null, CLS: null },
      },
      {
        remote: 'mfe_deals',
        version: '0.2.0+0123456789',
        samples: 1,
        p75: { LCP: null, INP: null, CLS: 0.3 },
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
    expect(body.vitals).toEqual([
      expect.objectContaining({
        remote: 'mfe_deals',
        version: '0.1.0+abcdef0123',
        samples: 1,
        p75: { LCP: 1200, INP: 80, CLS: 0.02 },
      }),
    ]);
  });

  it('is for employees only', async () => {
    const token = await t.login('borrower@demo.test');
    expect((await t.as(token, { method: 'GET', url: '/lima/api/ops/releases' })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'GET', url: '/lima/api/ops/releases' })).statusCode).toBe(
      401,
    );
  });
});
