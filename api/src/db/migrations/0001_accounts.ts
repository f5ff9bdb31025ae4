// Accounts, their reps, single-use tokens, the mail outbox and the audit log.
import type { Kysely } from 'kysely';
import { runStatements } from './run-sql';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `CREATE TABLE reps (
      id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
      name text NOT NULL,
      title text,
      email text,
      phone text,
      image text,
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    `CREATE TABLE accounts (
      id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
      email text NOT NULL,
      name text NOT NULL,
      password_hash text,
      account_type text NOT NULL,
      is_lead boolean NOT NULL DEFAULT false,
      phone text,
      billing_street text,
      billing_city text,
      billing_state text,
      billing_zip text,
      rep_id text REFERENCES reps(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT accounts_email_lower CHECK (email = lower(email))
    )`,
    `CREATE UNIQUE INDEX accounts_email_key ON accounts (email)`,
    `CREATE TABLE auth_tokens (
      id text PRIMARY KEY,
      account_id text NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      purpose text NOT NULL CHECK (purpose IN ('reset', 'setup')),
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    `CREATE INDEX auth_tokens_account_idx ON auth_tokens (account_id)`,
    `CREATE TABLE mail_outbox (
      id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
      to_address text NOT NULL,
      subject text NOT NULL,
      text_body text NOT NULL,
      html_body text,
      template text NOT NULL,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
      attempts integer NOT NULL DEFAULT 0,
      last_error text,
      created_at timestamptz NOT NULL DEFAULT now(),
      sent_at timestamptz
    )`,
    `CREATE INDEX mail_outbox_pending_idx ON mail_outbox (created_at) WHERE status = 'pending'`,
    `CREATE TABLE audit_log (
      id bigserial PRIMARY KEY,
      account_id text,
      actor_id text,
      action text NOT NULL,
      entity text,
      entity_id text,
      details jsonb NOT NULL DEFAULT '{}'::jsonb,
      ip text,
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    `CREATE INDEX audit_log_account_idx ON audit_log (account_id, created_at)`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'DROP TABLE audit_log',
    'DROP TABLE mail_outbox',
    'DROP TABLE auth_tokens',
    'DROP TABLE accounts',
    'DROP TABLE reps',
  ]);
}
