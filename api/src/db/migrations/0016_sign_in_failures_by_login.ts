// Failed sign-ins counted per submitted address (login_key: SHA-256 of the address as typed,
// trimmed and lower-cased), whether or not an account has it: a throttle that only counted known
// accounts answered 429 for them alone, telling which addresses have an account. The counters
// start empty: they only ever hold the last day's failures.
import type { Kysely } from 'kysely';
import { runStatements } from './run-sql';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'DROP TABLE sign_in_failures',
    `CREATE TABLE sign_in_failures (
      login_key text NOT NULL,
      scope text NOT NULL,
      failures integer NOT NULL,
      last_failure_at timestamptz NOT NULL,
      PRIMARY KEY (login_key, scope)
    )`,
    'CREATE INDEX sign_in_failures_last_failure ON sign_in_failures (last_failure_at)',
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'DROP TABLE sign_in_failures',
    `CREATE TABLE sign_in_failures (
      account_id text NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      scope text NOT NULL,
      failures integer NOT NULL,
      last_failure_at timestamptz NOT NULL,
      PRIMARY KEY (account_id, scope)
    )`,
  ]);
}
