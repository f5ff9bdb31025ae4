import type { Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { migrationProvider } from './migrations';

/** Brings the schema to the latest migration; throws with the failing migration's name. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the Migrator works on any schema
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider });
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
