import { sql, type Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { migrationProvider } from './migrations';

/** The advisory lock's first key; its second is the schema's name (hashed). */
const MIGRATION_LOCK = 'lender-api schema migrations';

/**
 * Brings the schema to the latest migration; throws with the failing migration's name.
 *
 * One migration run per schema at a time: two API replicas starting at once, or two test files
 * each migrating a schema of its own, queue on a session advisory lock keyed by the schema (held
 * by the one connection this runs on; PostgreSQL releases it if that connection dies). Kysely's
 * own lock covers only the migrations, not the creation of its bookkeeping tables before them.
 * Those tables are looked for in this schema (current_schema(), the first of search_path): left to
 * itself, Kysely takes another schema's kysely_migration for this one's and skips creating it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the Migrator works on any schema
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  return db.connection().execute(async (connection) => {
    const { rows } = await sql<{
      schema: string | null;
    }>`SELECT current_schema() AS schema`.execute(connection);
    const schema = rows[0]?.schema;
    if (!schema) throw new Error('Migrations need a schema: search_path names none that exists');
    const lock = sql`hashtext(${MIGRATION_LOCK}), hashtext(${schema})`;
    await sql`SELECT pg_advisory_lock(${lock})`.execute(connection);
    try {
      return await migrate(connection, schema);
    } finally {
      await sql`SELECT pg_advisory_unlock(${lock})`.execute(connection);
    }
  });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
async function migrate(db: Kysely<any>, schema: string): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    migrationTableSchema: schema,
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((result) => result.status === 'Error');
  if (error || failed) {
    const cause = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${cause}`);
  }
  return results
    .filter((result) => result.status === 'Success')
    .map((result) => result.migrationName);
}
