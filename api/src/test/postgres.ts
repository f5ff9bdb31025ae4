// The API tests' PostgreSQL: a fresh schema on the local server (PG_TEST_URL overrides), migrated
// and seeded with the demo data, dropped afterwards, so parallel runs never collide.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../db/dialect';
import { migrateToLatest } from '../db/migrate';
import { seedIfEmpty } from '../db/seed';
import type { Database } from '../db/types';

export interface PostgresTestDb {
  db: Kysely<Database>;
  /** A connection of its own, outside the app's pool (to read or change things behind its back). */
  admin: pg.Client;
  schema: string;
  /** What seeding answered (the schema is new: 'seeded'). */
  seed: Awaited<ReturnType<typeof seedIfEmpty>>;
  /** Closes both and drops the schema. */
  drop(): Promise<void>;
}

export async function createPostgresTestDb({ max = 10 } = {}): Promise<PostgresTestDb> {
  const url = process.env.PG_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const schema = `api_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const db = openDatabase({ kind: 'postgres', url, schema, max });
  await migrateToLatest(db);
  const seed = await seedIfEmpty(db, { kind: 'demo' }, { scryptLogN: 10, anchor: '2026-03-15' });
  return {
    db,
    admin,
    schema,
    seed,
    async drop() {
      await db.destroy();
      await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.end();
    },
  };
}
