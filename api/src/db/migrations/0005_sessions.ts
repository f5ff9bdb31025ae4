// Server-side sessions: a token names its session (sid), and every call checks the row, so a
// sign-out, a password change, idleness or the maximum age ends a session on the server too.
import type { Kysely } from 'kysely';
import { runStatements } from './run-sql';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `CREATE TABLE sessions (
      id text PRIMARY KEY,
      account_id text NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      actor_id text REFERENCES accounts(id) ON DELETE CASCADE,
      parent_id text REFERENCES sessions(id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL,
      last_seen_at timestamptz NOT NULL,
      revoked_at timestamptz,
      ip text
    )`,
    `CREATE INDEX sessions_account_idx ON sessions (account_id, created_at)`,
    `CREATE INDEX sessions_actor_idx ON sessions (actor_id) WHERE actor_id IS NOT NULL`,
    `CREATE INDEX sessions_parent_idx ON sessions (parent_id) WHERE parent_id IS NOT NULL`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, ['DROP TABLE sessions']);
}
