// The API rides out its database, on the local PostgreSQL (PG_TEST_URL overrides), in a fresh
// schema: terminated connections are dropped and replaced without a crash, a query on one fails
// as "unavailable" (a 503), and replicas on one database empty each other's read caches at once.
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { startCacheSignal, type CacheSignal } from '../http/cache-signal';
import { createTestApp, type TestApp } from '../test/helpers';
import { connectTestPostgres, pgTestUrl } from '../test/postgres';
import { openDatabase } from './dialect';
import { migrateToLatest } from './migrate';
import { seedIfEmpty } from './seed';
import type { Database } from './types';
import { isDatabaseUnavailable } from './unavailable';

const base = pgTestUrl();
const schema = `api_test_${randomBytes(6).toString('hex')}`;
/** Every connection this file opens carries this name, so the test can terminate them. */
const appName = `resilience_${schema}`;
const url = `${base}${base.includes('?') ? '&' : '?'}application_name=${appName}`;
let admin: pg.Client | undefined;

const terminateAll = async (): Promise<number> => {
  if (!admin) throw new Error('no admin connection');
  const { rows } = await admin.query<{ count: string }>(
    'SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity WHERE application_name = $1',
    [appName],
  );
  return Number(rows[0]?.count);
};

/** Resolves when `check` holds, polling; fails the test after `limitMs`. */
async function until(check: () => boolean, what: string, limitMs = 10_000): Promise<void> {
  const end = Date.now() + limitMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * Every pool this file opens. Each is destroyed after its suite even when the suite's set-up
 * failed or timed out half-way: an open connection would keep jest's worker from exiting.
 */
const pools: Kysely<Database>[] = [];
const openPool = (options: { max: number; onConnectionError?: (error: Error) => void }) => {
  const db = openDatabase({ kind: 'postgres', url, schema, ...options });
  pools.push(db);
  return db;
};
const destroyPools = () => Promise.all(pools.splice(0).map((db) => db.destroy()));

beforeAll(async () => {
  admin = await connectTestPostgres(base);
  await admin.query(`CREATE SCHEMA ${schema}`);
  const db = openPool({ max: 2 });
  await migrateToLatest(db);
  await seedIfEmpty(db, { kind: 'demo' }, { scryptLogN: 10, anchor: '2026-03-15' });
  await destroyPools();
}, 30_000);

afterAll(async () => {
  await destroyPools();
  if (!admin) return;
  await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await admin.end();
});

describe('a terminated connection', () => {
  let t: TestApp;
  const lost: Error[] = [];

  beforeAll(async () => {
    const db = openPool({ max: 4, onConnectionError: (error) => void lost.push(error) });
    t = await createTestApp({ db });
  });
  afterAll(async () => {
    await t?.close();
    await destroyPools();
  });

  it('fails the query in flight as unavailable, is reported, and the next calls succeed', async () => {
    const token = await t.login('borrower@demo.test');
    const deals = () => t.as(token, { method: 'GET', url: '/lima/api/deals/funded' });
    expect((await deals()).statusCode).toBe(200);

    // A transaction holds a connection (a request in flight) while every connection is killed.
    let inFlightError: unknown;
    await t.db
      .transaction()
      .execute(async (trx) => {
        await sql`SELECT 1`.execute(trx);
        expect(await terminateAll()).toBeGreaterThanOrEqual(1);
        await until(() => lost.length >= 1, 'the pool to see the terminations');
        await sql`SELECT 1`.execute(trx);
      })
      .catch((error: unknown) => {
        inFlightError = error;
      });
    expect(isDatabaseUnavailable(inFlightError)).toBe(true);
    expect(lost.every((error) => isDatabaseUnavailable(error))).toBe(true);

    // The process is still here (an unhandled pool error would have crashed jest's worker), and
    // the pool opens new connections.
    expect((await deals()).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/lima/api/health/ready' })).statusCode).toBe(
      200,
    );
  });
});

describe('two replicas', () => {
  const replica = () => {
    const db = openPool({ max: 2 });
    // A long cache: without the signal a replica would serve a revoked session for a minute.
    return createTestApp({ db, env: { READ_CACHE_MS: '60000', DATABASE_URL: base } });
  };
  let one: TestApp;
  let two: TestApp;
  let three: TestApp;
  let signal: Promise<CacheSignal> | undefined;
  let listening = 0;

  beforeAll(async () => {
    [one, two, three] = await Promise.all([replica(), replica(), replica()]);
    const log = { info: () => undefined, warn: () => undefined };
    signal = startCacheSignal({
      url,
      cache: two.app.readCache,
      log: log as never,
      onListening: () => {
        listening += 1;
      },
    });
    await signal;
  });
  afterAll(async () => {
    // A listener still starting (a set-up that timed out) is waited for, and stopped too.
    await (await signal)?.stop();
    for (const t of [one, two, three]) await t?.close();
    await destroyPools();
  });

  const fundedOn = (t: TestApp, token: string) =>
    t.as(token, { method: 'GET', url: '/lima/api/deals/funded' });

  async function signOutOnOne(): Promise<string> {
    // A fresh session each time (login() would hand back the revoked token it remembers).
    const token = await one.login('borrower2@demo.test', 'Demo-pass-2026', { fresh: true });
    expect((await fundedOn(two, token)).statusCode).toBe(200);
    expect((await fundedOn(three, token)).statusCode).toBe(200);
    const logout = await one.as(token, { method: 'POST', url: '/lima/api/users/logout' });
    expect(logout.statusCode).toBe(200);
    return token;
  }

  /** The notification travels on another connection: poll until the replica has heard it. */
  async function untilRefusedOn(t: TestApp, token: string): Promise<void> {
    while ((await fundedOn(t, token)).statusCode !== 401)
      await new Promise((resolve) => setImmediate(resolve));
  }

  it('a sign-out on one is in force on a listening replica once told', async () => {
    const token = await signOutOnOne();
    await untilRefusedOn(two, token);
    // The third replica does not listen: its cache still serves the session (what the signal
    // is for).
    expect((await fundedOn(three, token)).statusCode).toBe(200);
  });

  it("empties on a listening replica only what the write can change, not another account's", async () => {
    const other = await one.login('borrower@demo.test', 'Demo-pass-2026', { fresh: true });
    const nicknameOnTwo = async () =>
      (
        (await fundedOn(two, other)).json() as { deals: { id: string; nickname: string | null }[] }
      ).deals.find((deal) => deal.id === 'D1011')?.nickname;
    const before = await nicknameOnTwo();
    await one.db
      .updateTable('deals')
      .set({ nickname: 'Renamed behind the API' })
      .where('id', '=', 'D1011')
      .execute();
    // borrower2@'s sign-out reaches the second replica, and empties borrower2@'s entries only.
    const token = await signOutOnOne();
    await untilRefusedOn(two, token);
    expect(await nicknameOnTwo()).toBe(before);
  });

  it('the listener comes back after its connection is terminated, and starts afresh', async () => {
    const before = listening;
    await terminateAll();
    await until(() => listening > before, 'the listener to reconnect');
    const token = await signOutOnOne();
    await untilRefusedOn(two, token);
  });
});
