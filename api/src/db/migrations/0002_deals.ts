// Borrowing entities and their lines of credit, deals, broker links, properties and members.
import type { Kysely } from 'kysely';
import { runStatements } from './run-sql';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `CREATE TABLE borrowing_entities (
      id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
      account_id text NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      name text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    `CREATE INDEX borrowing_entities_account_idx ON borrowing_entities (account_id)`,
    `CREATE TABLE locs (
      id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
      borrowing_entity_id text NOT NULL REFERENCES borrowing_entities(id) ON DELETE CASCADE,
      name text NOT NULL,
      loc_status text,
      sales_loc_status text,
      entity_milestone text,
      application_receipt text,
      amount numeric(14, 2),
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    `CREATE INDEX locs_entity_idx ON locs (borrowing_entity_id, created_at DESC)`,
    `CREATE TABLE loc_checklist_items (
      id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
      loc_id text NOT NULL REFERENCES locs(id) ON DELETE CASCADE,
      name text NOT NULL,
      status text NOT NULL DEFAULT 'Open',
      sort_order integer NOT NULL DEFAULT 0
    )`,
    `CREATE INDEX loc_checklist_items_loc_idx ON loc_checklist_items (loc_id)`,
    `CREATE TABLE underwritings (
      id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
      loc_id text NOT NULL REFERENCES locs(id) ON DELETE CASCADE,
      name text NOT NULL,
      status text,
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    `CREATE INDEX underwritings_loc_idx ON underwritings (loc_id)`,
    `CREATE TABLE deals (
      id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
      account_id text NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      borrowing_entity_id text REFERENCES borrowing_entities(id) ON DELETE SET NULL,
      rep_id text REFERENCES reps(id) ON DELETE SET NULL,
      nickname text,
      address text,
      street text,
      city text,
      state text,
      zip text,
      loan_number text,
      number text,
      product text,
      product_type text,
      type text,
      property_type text,
      status text NOT NULL,
      status_date date,
      funded boolean GENERATED ALWAYS AS (status = 'Funded') STORED,
      loan_amount numeric(14, 2),
      amount numeric(14, 2),
      rate numeric(6, 3),
      maturity_date date,
      loan_sign_date date,
      next_payment_date date,
      principal_balance numeric(14, 2),
      t_i_escrow_balance numeric(14, 2),
      suspense_balance numeric(14, 2),
      interest_reserves numeric(14, 2),
      legal_name text,
      remaining_escrow numeric(14, 2),
      construction boolean NOT NULL DEFAULT false,
      borrowing_entity_name text,
      appraisal_ordered_date date,
      appraisal_completed_date date,
      appraisal_paid boolean NOT NULL DEFAULT false,
      appraisal_amount numeric(14, 2),
      title_ordered_date date,
      title_completed_date date,
      inspection_ordered_date date,
      inspection_completed_date date,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`,
    `CREATE INDEX deals_account_idx ON deals (account_id, funded)`,
    `CREATE TABLE broker_deals (
      account_id text NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      deal_id text NOT NULL REFERENCES deals(id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (account_id, deal_id)
    )`,
    `CREATE INDEX broker_deals_deal_idx ON broker_deals (deal_id)`,
    `CREATE TABLE properties (
      id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
      deal_id text NOT NULL REFERENCES deals(id) ON DELETE CASCADE,
      street text,
      city text,
      state text,
      zip text,
      property_type text
    )`,
    `CREATE INDEX properties_deal_idx ON properties (deal_id)`,
    `CREATE TABLE deal_members (
      id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
      deal_id text NOT NULL REFERENCES deals(id) ON DELETE CASCADE,
      firstname text NOT NULL,
      lastname text NOT NULL,
      email text,
      role text NOT NULL,
      status text NOT NULL
    )`,
    `CREATE INDEX deal_members_deal_idx ON deal_members (deal_id)`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'DROP TABLE deal_members',
    'DROP TABLE properties',
    'DROP TABLE broker_deals',
    'DROP TABLE deals',
    'DROP TABLE underwritings',
    'DROP TABLE loc_checklist_items',
    'DROP TABLE locs',
    'DROP TABLE borrowing_entities',
  ]);
}
