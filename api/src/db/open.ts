// Opens the configured database, migrates it and seeds it when configured.
import { sql, type Kysely } from 'kysely';
import type { Config } from '../config';
import { openDatabase } from './dialect';
import { migrateToLatest } from './migrate';
import { seedIfEmpty, type SeedResult } from './seed';
import type { Database } from './types';

export interface OpenedDatabase {
  db: Kysely<Database>;
  /** 'PostgreSQL' or 'PGlite <dir>' (no credentials). */
  description: string;
  migrations: string[];
  seed: SeedResult;
}

export async function openConfiguredDatabase(config: Config): Promise<OpenedDatabase> {
  const db = config.databaseUrl
    ? openDatabase({ kind: 'postgres', url: config.databaseUrl })
    : openDatabase({ kind: 'pglite', dataDir: config.dataDir });
  try {
    const migrations = await migrateToLatest(db);
    const seed = await seedIfEmpty(db, config.seed, { scryptLogN: config.scryptLogN });
    // The planner needs statistics: PGlite runs no autovacuum, so without this they would never be
    // gathered (a broker's 5,000 deals were planned as 17 rows: nested loops, twice the time).
    // PostgreSQL's autovacuum keeps them afterwards; a fresh seed is analyzed at once.
    if (!config.databaseUrl || seed === 'seeded') await sql`ANALYZE`.execute(db);
    return {
      db,
      description: config.databaseUrl ? 'PostgreSQL' : `PGlite ${config.dataDir}`,
      migrations,
      seed,
    };
  } catch (error) {
    await db.destroy();
    throw error;
  }
}
