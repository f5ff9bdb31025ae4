// Client error reports: what the ops view shows per remote; kept 30 days.
import type { Kysely } from 'kysely';
import { runStatements } from './run-sql';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `CREATE TABLE client_errors (
      id bigserial PRIMARY KEY,
      trace_id text NOT NULL,
      remote text NOT NULL,
      version text,
      kind text NOT NULL,
      message text NOT NULL,
      path text NOT NULL,
      account_id text,
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    `CREATE INDEX client_errors_remote_created ON client_errors (remote, created_at DESC)`,
    `CREATE INDEX client_errors_created ON client_errors (created_at)`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, ['DROP TABLE client_errors']);
}
