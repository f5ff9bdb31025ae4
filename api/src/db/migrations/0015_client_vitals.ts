// Web vitals browsers report per remote release: what the ops view compares a canary
// with stable by. Kept 7 days and at most 100,000 rows (client-vitals/store.ts).
import type { Kysely } from 'kysely';
import { runStatements } from './run-sql';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `CREATE TABLE client_vitals (
      id bigserial PRIMARY KEY,
      remote text NOT NULL,
      version text,
      page text NOT NULL,
      name text NOT NULL,
      value double precision NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    `CREATE INDEX client_vitals_release ON client_vitals (remote, version, created_at)`,
    `CREATE INDEX client_vitals_created ON client_vitals (created_at)`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, ['DROP TABLE client_vitals']);
}
