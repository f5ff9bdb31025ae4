// Card payments charge once: a repeat with the same Idempotency-Key (per account) finds the first
// attempt's row, and a deal's fee has at most one charge in flight or succeeded at any time.
import type { Kysely } from 'kysely';
import { runStatements } from './run-sql';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `ALTER TABLE card_transactions ADD COLUMN idempotency_key text`,
    `CREATE UNIQUE INDEX card_transactions_idempotency_idx
       ON card_transactions (account_id, idempotency_key)`,
    `CREATE UNIQUE INDEX card_transactions_live_charge_idx
       ON card_transactions (deal_id, purpose) WHERE status <> 'failed'`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'DROP INDEX card_transactions_live_charge_idx',
    'DROP INDEX card_transactions_idempotency_idx',
    'ALTER TABLE card_transactions DROP COLUMN idempotency_key',
  ]);
}
