// Add My Loan: the borrower's SSN last four to match a loan lookup against, the lookups' matches
// (add-loan links only loans the account has just matched), a per-account counter of failed
// lookups (the last four are guessable), and the links of customers to loans they added.
import type { Kysely } from 'kysely';
import { runStatements } from './run-sql';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `ALTER TABLE accounts ADD COLUMN ssn_last4 text CHECK (ssn_last4 ~ '^[0-9]{4}$')`,
    `CREATE TABLE deal_accounts (
      deal_id text NOT NULL REFERENCES deals(id) ON DELETE CASCADE,
      account_id text NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (deal_id, account_id)
    )`,
    `CREATE INDEX deal_accounts_account_idx ON deal_accounts (account_id)`,
    `CREATE TABLE loan_lookup_matches (
      account_id text NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      deal_id text NOT NULL REFERENCES deals(id) ON DELETE CASCADE,
      expires_at timestamptz NOT NULL,
      PRIMARY KEY (account_id, deal_id)
    )`,
    `CREATE TABLE loan_lookup_failures (
      account_id text PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
      failures integer NOT NULL,
      window_start timestamptz NOT NULL
    )`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'DROP TABLE loan_lookup_failures',
    'DROP TABLE loan_lookup_matches',
    'DROP TABLE deal_accounts',
    'ALTER TABLE accounts DROP COLUMN ssn_last4',
  ]);
}
