// Opens the configured database (no connection yet), then readies it: waits for it to answer,
// migrates it and seeds it when configured.
import { sql, type Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Config } from '../config';
import { openDatabase } from './dialect';
import { migrateToLatest } from './migrate';
import { seedIfEmpty, type SeedResult } from './seed';
import type { Database } from './types';
import { waitForDatabase } from './wait';

export interface ConfiguredDatabase {
  db: Kysely<Database>;
  /** 'PostgreSQL' or 'PGlite <dir>' (no credentials). */
  description: string;
}

export interface PreparedDatabase {
  migrations: string[];
  seed: SeedResult;
}

type Log = Pick<Logger, 'info' | 'warn'>;

export function openConfigured(config: Config, log?: Pick<Logger, 'warn'>): ConfiguredDatabase {
  if (!config.databaseUrl)
    return {
      db: openDatabase({ kind: 'pglite', dataDir: config.dataDir }),
      description: `PGlite ${config.dataDir}`,
    };
  return {
    db: openDatabase({
      kind: 'postgres',
      url: config.databaseUrl,
      onConnectionError: (error) =>
        log?.warn(
          { error: error.message, code: (error as { code?: string }).code },
          'database connection lost; it is replaced on the next query',
        ),
    }),
    description: 'PostgreSQL',
  };
}

export async function prepareDatabase(
  db: Kysely<Database>,
  config: Config,
  log: Log,
): Promise<PreparedDatabase> {
  if (config.databaseUrl) {
    log.info({ timeoutSeconds: config.dbWaitSeconds }, 'waiting for the database');
    await waitForDatabase(() => sql`SELECT 1`.execute(db), {
      timeoutMs: config.dbWaitSeconds * 1000,
      log,
    });
  }
  const migrations = await migrateToLatest(db);
  const seed = await seedIfEmpty(db, config.seed, { scryptLogN: config.scryptLogN });
  // The planner needs statistics: PGlite runs no autovacuum, so without this they would never be
  // gathered (a broker's 5,000 deals were planned as 17 rows: nested loops, twice the time).
  // PostgreSQL's autovacuum keeps them afterwards; a fresh seed is analyzed at once.
  if (!config.databaseUrl || seed === 'seeded') await sql`ANALYZE`.execute(db);
  return { migrations, seed };
}

/** Both steps at once, for one-shot tools (the seed command). */
export async function openConfiguredDatabase(
  config: Config,
  log: Log,
): Promise<ConfiguredDatabase & PreparedDatabase> {
  const opened = openConfigured(config, log);
  try {
    return { ...opened, ...(await prepareDatabase(opened.db, config, log)) };
  } catch (error) {
    await opened.db.destroy();
    throw error;
  }
}
