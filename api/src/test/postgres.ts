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

/** The PostgreSQL the *.postgres.test.ts files use (.ci/run starts the local one). */
export const pgTestUrl = (): string =>
  process.env.PG_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** The URL without its password, for a message. */
const shown = (url: string) => url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');

/** What to do when the test PostgreSQL does not answer: the tests fail with this, not ECONNREFUSED. */
function postgresMissing(url: string, cause: unknown): Error {
  const why = cause instanceof Error ? cause.message : String(cause);
  return new Error(
    [
      `PostgreSQL does not answer at ${shown(url)} (${why}).`,
      "The API's *.postgres.test.ts files need it. Start the local server, as .ci/run does:",
      '  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n 1)" main start',
      'or point PG_TEST_URL at another one (PG_TEST_URL=postgres://user@host:5432/db).',
      'To run the other API tests without it: pnpm test:unit --selectProjects api --testPathIgnorePatterns postgres',
    ].join('\n'),
  );
}

/**
 * Every connection and test database still being opened here, with what closes it. A beforeAll
 * that times out on a busy machine abandons what it was opening, and its suite's afterAll cannot
 * close what it never got: the open connections would keep jest's worker from exiting. After
 * each file's tests, what was still being opened is waited for and closed. (What was handed over
 * is the suite's to close.)
 */
const opening = new Set<Promise<{ close(): Promise<void> }>>();
if (typeof afterAll === 'function')
  afterAll(async () => {
    for (const opened of await Promise.allSettled([...opening]))
      if (opened.status === 'fulfilled') await opened.value.close();
  });

/** `open`, closed by `close` if it is still being opened when the file's tests end. */
function closedIfAbandoned<T>(open: Promise<T>, close: (opened: T) => Promise<void>): Promise<T> {
  const entry = open.then((opened) => ({ close: () => close(opened) }));
  opening.add(entry);
  const settled = () => opening.delete(entry);
  entry.then(settled, settled);
  return open;
}

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => undefined);
    throw postgresMissing(url, error);
  }
  return client;
}

/** A client of its own on the test PostgreSQL; a clear message when the server is not there. */
export function connectTestPostgres(url: string = pgTestUrl()): Promise<pg.Client> {
  return closedIfAbandoned(connect(url), (client) => client.end());
}

export function createPostgresTestDb({ max = 10 } = {}): Promise<PostgresTestDb> {
  return closedIfAbandoned(openPostgresTestDb(max), (postgres) => postgres.drop());
}

async function openPostgresTestDb(max: number): Promise<PostgresTestDb> {
  const url = pgTestUrl();
  const schema = `api_test_${randomBytes(6).toString('hex')}`;
  const admin = await connect(url);
  let db: Kysely<Database> | undefined;
  let dropping: Promise<void> | undefined;
  // Once, whoever asks first: the suite, the clean-up above, or a failed set-up below.
  const drop = () =>
    (dropping ??= (async () => {
      try {
        await db?.destroy();
        await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      } finally {
        await admin.end();
      }
    })());
  try {
    await admin.query(`CREATE SCHEMA ${schema}`);
    db = openDatabase({ kind: 'postgres', url, schema, max });
    await migrateToLatest(db);
    const seed = await seedIfEmpty(db, { kind: 'demo' }, { scryptLogN: 10, anchor: '2026-03-15' });
    return { db, admin, schema, seed, drop };
  } catch (error) {
    await drop().catch(() => undefined);
    throw error;
  }
}
