// Servicing: account-history payments, documents (bytes live outside the DB),
// servicing requests and card transactions (never a card number or CVC).
import type { Kysely } from 'kysely';
import { runStatements } from './run-sql';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `CREATE TABLE payments (
      id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
      deal_id text NOT NULL REFERENCES deals(id) ON DELETE CASCADE,
      source_type text NOT NULL,
      reference text,
      date_received date,
      due_date date,
      total_amount numeric(14, 2) NOT NULL DEFAULT 0,
      to_principal numeric(14, 2) NOT NULL DEFAULT 0,
      to_interest numeric(14, 2) NOT NULL DEFAULT 0,
      late_charge numeric(14, 2) NOT NULL DEFAULT 0,
      to_late_charge numeric(14, 2) NOT NULL DEFAULT 0,
      to_impound numeric(14, 2) NOT NULL DEFAULT 0,
      to_reserve numeric(14, 2) NOT NULL DEFAULT 0,
      to_charges_principal numeric(14, 2) NOT NULL DEFAULT 0,
      to_prepay numeric(14, 2) NOT NULL DEFAULT 0,
      to_other_payments numeric(14, 2) NOT NULL DEFAULT 0,
      loan_balance numeric(14, 2),
      notes text,
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    `CREATE INDEX payments_deal_idx ON payments (deal_id, date_received DESC)`,
    `CREATE TABLE servicing_requests (
      id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
      account_id text REFERENCES accounts(id) ON DELETE SET NULL,
      deal_id text REFERENCES deals(id) ON DELETE SET NULL,
      kind text NOT NULL CHECK (kind IN ('payoff', 'extension', 'capex', 'loss-draft')),
      loan_number text,
      email text,
      payload jsonb NOT NULL,
      status text NOT NULL DEFAULT 'received',
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    `CREATE INDEX servicing_requests_account_idx ON servicing_requests (account_id, created_at)`,
    `CREATE INDEX servicing_requests_loan_idx ON servicing_requests (loan_number, kind, created_at)`,
    `CREATE TABLE documents (
      id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
      deal_id text REFERENCES deals(id) ON DELETE CASCADE,
      loc_id text REFERENCES locs(id) ON DELETE CASCADE,
      servicing_request_id text REFERENCES servicing_requests(id) ON DELETE CASCADE,
      uploaded_by text REFERENCES accounts(id) ON DELETE SET NULL,
      name text NOT NULL,
      storage_key text NOT NULL,
      content_type text,
      size_bytes integer NOT NULL,
      sha256 text,
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    `CREATE INDEX documents_deal_idx ON documents (deal_id, created_at DESC)`,
    `CREATE INDEX documents_loc_idx ON documents (loc_id)`,
    `CREATE TABLE card_transactions (
      id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
      account_id text REFERENCES accounts(id) ON DELETE SET NULL,
      deal_id text REFERENCES deals(id) ON DELETE SET NULL,
      purpose text NOT NULL DEFAULT 'appraisal',
      brand text NOT NULL,
      last4 text NOT NULL CHECK (last4 ~ '^[0-9]{4}$'),
      amount numeric(14, 2) NOT NULL,
      currency text NOT NULL DEFAULT 'USD',
      status text NOT NULL CHECK (status IN ('pending', 'succeeded', 'failed')),
      gateway text NOT NULL,
      gateway_ref text,
      message text,
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    `CREATE INDEX card_transactions_deal_idx ON card_transactions (deal_id)`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'DROP TABLE card_transactions',
    'DROP TABLE documents',
    'DROP TABLE servicing_requests',
    'DROP TABLE payments',
  ]);
}
