// Bank accounts are answered oldest first and the page selects the last one as the newest: a
// sequence number breaks ties between accounts added at the same instant (a fake clock, a burst).
import type { Kysely } from 'kysely';
import { runStatements } from './run-sql';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `ALTER TABLE beneficiaries ADD COLUMN seq bigserial`,
    `DROP INDEX beneficiaries_account_created_idx`,
    `CREATE INDEX beneficiaries_account_order_idx ON beneficiaries (account_id, created_at, seq)`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'DROP INDEX beneficiaries_account_order_idx',
    'CREATE INDEX beneficiaries_account_created_idx ON beneficiaries (account_id, created_at)',
    'ALTER TABLE beneficiaries DROP COLUMN seq',
  ]);
}
