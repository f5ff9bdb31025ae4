// Draw requests: a deal has at most one pending draw (status ''), so racing submissions cannot
// both succeed even if the request's row lock were ever skipped; uploaded budgets keep their
// content type and hash like documents do.
import type { Kysely } from 'kysely';
import { runStatements } from './run-sql';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `CREATE UNIQUE INDEX draws_one_pending_per_deal_idx ON draws (deal_id) WHERE status = ''`,
    `CREATE INDEX draw_items_budget_item_idx ON draw_items (budget_item_id)`,
    `CREATE INDEX beneficiaries_account_created_idx ON beneficiaries (account_id, created_at)`,
    `DROP INDEX beneficiaries_account_idx`,
    `ALTER TABLE uploaded_budgets ADD COLUMN content_type text`,
    `ALTER TABLE uploaded_budgets ADD COLUMN sha256 text`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'ALTER TABLE uploaded_budgets DROP COLUMN sha256',
    'ALTER TABLE uploaded_budgets DROP COLUMN content_type',
    'CREATE INDEX beneficiaries_account_idx ON beneficiaries (account_id)',
    'DROP INDEX beneficiaries_account_created_idx',
    'DROP INDEX draw_items_budget_item_idx',
    'DROP INDEX draws_one_pending_per_deal_idx',
  ]);
}
