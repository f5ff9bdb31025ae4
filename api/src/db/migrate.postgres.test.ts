// Migrations run concurrently on PostgreSQL: two API replicas starting at once on one schema, and
// two test files (or jest workers) each migrating a fresh schema of its own.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import { openDatabase } from './dialect';
import { migrateToLatest } from './migrate';
import { migrationProvider } from './migrations';
import type { Database } from './types';
import { connectTestPostgres, pgTestUrl } from '../test/postgres';

let admin: pg.Client;
const schemas: string[] = [];
const pools: Kysely<Database>[] = [];
/** Connections standing in for another replica: each holds its migration lock until ended. */
const holders: pg.Client[] = [];

beforeAll(async () => {
  admin = await connectTestPostgres();
});

afterAll(async () => {
  // First, in case a test timed out holding a lock: a pool whose migration waits for it would
  // never end, and its open connections would keep jest's worker from exiting.
  await Promise.all(holders.map((holder) => holder.end()));
  await Promise.all(pools.map((db) => db.destroy()));
  for (const schema of schemas) await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await admin.end();
});

/** A fresh, empty schema. */
async function newSchema(): Promise<string> {
  const schema = `api_migrate_${randomBytes(6).toString('hex')}`;
  await admin.query(`CREATE SCHEMA ${schema}`);
  schemas.push(schema);
  return schema;
}

/** A pool of its own on `schema`, as a replica (or a test file) has. */
function poolOn(schema: string): Kysely<Database> {
  const db = openDatabase({ kind: 'postgres', url: pgTestUrl(), schema, max: 2 });
  pools.push(db);
  return db;
}

const allMigrations = async () => Object.keys(await migrationProvider.getMigrations()).sort();

/** The migrations recorded as applied in `schema`'s own bookkeeping table. */
async function appliedIn(schema: string): Promise<string[]> {
  const { rows } = await admin.query<{ name: string }>(
    `SELECT name FROM ${schema}.kysely_migration ORDER BY name`,
  );
  return rows.map((row) => row.name);
}

describe('migrateToLatest on PostgreSQL', () => {
  it('migrates two fresh schemas at once beside a migrated one, each with its own bookkeeping', async () => {
    // Another test file's schema, migrated already: its kysely_migration is not this one's.
    await migrateToLatest(poolOn(await newSchema()));
    const [a, b] = [await newSchema(), await newSchema()];
    const [ranA, ranB] = await Promise.all([
      migrateToLatest(poolOn(a)),
      migrateToLatest(poolOn(b)),
    ]);
    const all = await allMigrations();
    expect(ranA.sort()).toEqual(all);
    expect(ranB.sort()).toEqual(all);
    expect(await appliedIn(a)).toEqual(all);
    expect(await appliedIn(b)).toEqual(all);
  });

  it('runs each migration once when two replicas migrate one schema at once', async () => {
    const schema = await newSchema();
    const runs = await Promise.all([
      migrateToLatest(poolOn(schema)),
      migrateToLatest(poolOn(schema)),
    ]);
    const all = await allMigrations();
    // One ran them all; the other, let in after it, found nothing left to do.
    expect(runs.map((ran) => ran.length).sort((x, y) => x - y)).toEqual([0, all.length]);
    expect(await appliedIn(schema)).toEqual(all);
  });

  it("waits for the schema's migration lock, and takes no other schema's", async () => {
    const [held, other] = [await newSchema(), await newSchema()];
    // Another replica is migrating `held`: it holds the lock for that schema.
    const holder = await connectTestPostgres();
    holders.push(holder);
    try {
      await holder.query(
        `SELECT pg_advisory_lock(hashtext('lender-api schema migrations'), hashtext($1))`,
        [held],
      );
      const waiting = migrateToLatest(poolOn(held));
      // A schema of its own is not held up by it.
      expect((await migrateToLatest(poolOn(other))).length).toBeGreaterThan(0);
      // The run on `held` queues on the lock, having created nothing yet.
      await lockWaitSeen(held);
      const { rows } = await admin.query<{ count: string }>(
        `SELECT count(*) FROM information_schema.tables WHERE table_schema = $1`,
        [held],
      );
      expect(Number(rows[0]?.count)).toBe(0);
      await holder.query(
        `SELECT pg_advisory_unlock(hashtext('lender-api schema migrations'), hashtext($1))`,
        [held],
      );
      expect((await waiting).sort()).toEqual(await allMigrations());
    } finally {
      await holder.end();
    }
  });
});

/** Resolves once a session waits for the advisory lock of `schema` (polled, no timer). */
async function lockWaitSeen(schema: string): Promise<void> {
  for (;;) {
    const { rows } = await admin.query<{ waiting: boolean }>(
      `SELECT EXISTS (
         SELECT 1 FROM pg_locks
         WHERE locktype = 'advisory' AND NOT granted
           AND classid = hashtext('lender-api schema migrations')::oid
           AND objid = hashtext($1)::oid AND objsubid = 2
       ) AS waiting`,
      [schema],
    );
    if (rows[0]?.waiting) return;
  }
}
