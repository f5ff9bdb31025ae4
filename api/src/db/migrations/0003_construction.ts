// Construction: budgets (sublots, items), uploaded budget files, bank accounts and draws.
import type { Kysely } from 'kysely';
import { runStatements } from './run-sql';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `CREATE TABLE budgets (
      id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
      deal_id text NOT NULL UNIQUE REFERENCES deals(id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    `CREATE TABLE budget_sublots (
      id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
      budget_id text NOT NULL REFERENCES budgets(id) ON DELETE CASCADE,
      sublot text NOT NULL,
      sublot_name text NOT NULL,
      sort_order integer NOT NULL DEFAULT 0
    )`,
    `CREATE INDEX budget_sublots_budget_idx ON budget_sublots (budget_id)`,
    `CREATE TABLE budget_items (
      id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
      sublot_id text NOT NULL REFERENCES budget_sublots(id) ON DELETE CASCADE,
      code text NOT NULL,
      name text NOT NULL,
      budget numeric(14, 2) NOT NULL DEFAULT 0,
      invoiced numeric(14, 2) NOT NULL DEFAULT 0,
      sort_order integer NOT NULL DEFAULT 0,
      CONSTRAINT budget_items_not_overdrawn CHECK (invoiced <= budget)
    )`,
    `CREATE INDEX budget_items_sublot_idx ON budget_items (sublot_id)`,
    `CREATE TABLE uploaded_budgets (
      id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
      deal_id text NOT NULL REFERENCES deals(id) ON DELETE CASCADE,
      file_name text NOT NULL,
      storage_key text NOT NULL,
      size_bytes integer NOT NULL,
      uploaded_by text REFERENCES accounts(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    `CREATE INDEX uploaded_budgets_deal_idx ON uploaded_budgets (deal_id)`,
    `CREATE TABLE beneficiaries (
      id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
      account_id text NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      bank_account_name text NOT NULL,
      bank_account_number text NOT NULL,
      bank_account_type text NOT NULL,
      bank_instructions text NOT NULL,
      bank_name text NOT NULL,
      bank_routing_number text NOT NULL,
      account_address_street text NOT NULL,
      account_address_city text NOT NULL,
      account_address_state text NOT NULL,
      account_address_zip text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    `CREATE INDEX beneficiaries_account_idx ON beneficiaries (account_id)`,
    `CREATE TABLE draws (
      id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
      deal_id text NOT NULL REFERENCES deals(id) ON DELETE CASCADE,
      project_name text,
      status text NOT NULL DEFAULT '',
      draw_date date NOT NULL,
      lockbox_access_code text,
      beneficiary_id text REFERENCES beneficiaries(id) ON DELETE SET NULL,
      inspection_start_date date,
      inspection_end_date date,
      requested_by text REFERENCES accounts(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    `CREATE INDEX draws_deal_idx ON draws (deal_id, draw_date)`,
    `CREATE TABLE draw_items (
      id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
      draw_id text NOT NULL REFERENCES draws(id) ON DELETE CASCADE,
      budget_item_id text REFERENCES budget_items(id) ON DELETE SET NULL,
      sublot text,
      code text NOT NULL,
      name text NOT NULL,
      amount numeric(14, 2) NOT NULL CHECK (amount > 0)
    )`,
    `CREATE INDEX draw_items_draw_idx ON draw_items (draw_id)`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'DROP TABLE draw_items',
    'DROP TABLE draws',
    'DROP TABLE beneficiaries',
    'DROP TABLE uploaded_budgets',
    'DROP TABLE budget_items',
    'DROP TABLE budget_sublots',
    'DROP TABLE budgets',
  ]);
}
