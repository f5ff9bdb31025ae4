// Opens the configured database, migrates it and seeds it when configured.
import type { Kysely } from 'kysely';
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
