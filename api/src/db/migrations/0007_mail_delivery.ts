// Mail delivery with retries: when a pending row may next be tried (a lease while it is being sent,
// then the backoff after a failure).
import type { Kysely } from 'kysely';
import { runStatements } from './run-sql';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `ALTER TABLE mail_outbox ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now()`,
    `DROP INDEX mail_outbox_pending_idx`,
    `CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at) WHERE status = 'pending'`,
    `CREATE INDEX mail_outbox_created_idx ON mail_outbox (created_at)`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'DROP INDEX mail_outbox_created_idx',
    'DROP INDEX mail_outbox_due_idx',
    `CREATE INDEX mail_outbox_pending_idx ON mail_outbox (created_at) WHERE status = 'pending'`,
    'ALTER TABLE mail_outbox DROP COLUMN next_attempt_at',
  ]);
}
