// Rate-limit counters in the database: every API replica counts the same hits.
import type { Kysely } from 'kysely';
import { runStatements } from './run-sql';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `CREATE TABLE rate_limit_hits (
      key text PRIMARY KEY,
      hits integer NOT NULL,
      window_start timestamptz NOT NULL
    )`,
    `CREATE INDEX rate_limit_hits_window_start ON rate_limit_hits (window_start)`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, ['DROP TABLE rate_limit_hits']);
}
