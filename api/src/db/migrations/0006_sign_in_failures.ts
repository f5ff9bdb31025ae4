// Failed sign-ins per account, per client address and for every address ('*'): the sign-in
// throttle backs off an account under attack without locking its owner out.
import type { Kysely } from 'kysely';
import { runStatements } from './run-sql';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `CREATE TABLE sign_in_failures (
      account_id text NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      scope text NOT NULL,
      failures integer NOT NULL,
      last_failure_at timestamptz NOT NULL,
      PRIMARY KEY (account_id, scope)
    )`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, ['DROP TABLE sign_in_failures']);
}
