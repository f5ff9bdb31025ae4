// Opens the database: embedded PGlite (a data folder, or in memory) or PostgreSQL through pg.
import { mkdirSync } from 'node:fs';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, type Dialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { Database } from './types';

export type DbTarget =
  | {
      kind: 'pglite';
      /** undefined: in memory */ dataDir?: string;
      /** Starts from a dump of another PGlite (`dumpDataDir`) instead of an empty cluster. */
      loadDataDir?: Blob;
    }
  | {
      kind: 'postgres';
      url: string;
      /** search_path for this pool (tests use a fresh schema) */ schema?: string;
      max?: number;
      /**
       * A pooled connection failed (a restart, a failover, pg_terminate_backend): it is dropped
       * and the next query opens a new one. Without a listener pg would crash the process.
       */
      onConnectionError?: (error: Error) => void;
    };

const OID = { INT8: 20, NUMERIC: 1700, DATE: 1082 } as const;

const parseNumber = (value: string): number => Number(value);
const keepText = (value: string): string => value;

/** A PGlite with the API's type parsers (numbers as numbers, dates as text). */
export function createPglite(dataDir?: string, loadDataDir?: Blob): PGlite {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  return new PGlite({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir
      ? {
          loadDataDir,
          // A dump is of a running cluster: starting from it is a recovery, whose progress timer
          // (10 s, re-armed) would otherwise outlive close() and keep Node from exiting.
          startParams: [...PGlite.defaultStartParams, '-c', 'log_startup_progress_interval=0'],
        }
      : {}),
    parsers: {
      [pgliteTypes.INT8]: parseNumber,
      [pgliteTypes.NUMERIC]: parseNumber,
      [pgliteTypes.DATE]: keepText,
    },
  });
}

export const pgliteDatabase = (client: PGlite): Kysely<Database> =>
  new Kysely<Database>({ dialect: new PGliteDialect(client) });

/** A connection attempt that has no answer by then fails (503) instead of waiting forever. */
const CONNECT_TIMEOUT_MS = 5000;

function postgresDialect(
  url: string,
  schema: string | undefined,
  max: number,
  onConnectionError: (error: Error) => void,
): Dialect {
  const parsers: Record<number, (value: string) => unknown> = {
    [OID.INT8]: parseNumber,
    [OID.NUMERIC]: parseNumber,
    [OID.DATE]: keepText,
  };
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        parsers[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle connection's error reaches the pool's 'error' event (the pool has dropped it
  // already); a checked-out one's reaches only the client, so each client gets a listener too.
  // Its query, if any, fails on its own; the pool drops the client when it is released.
  pool.on('error', onConnectionError);
  pool.on('connect', (client) => client.on('error', onConnectionError));
  return new PostgresDialect({ pool });
}

export function openDatabase(target: DbTarget): Kysely<Database> {
  if (target.kind === 'pglite')
    return pgliteDatabase(createPglite(target.dataDir, target.loadDataDir));
  return new Kysely<Database>({
    dialect: postgresDialect(
      target.url,
      target.schema,
      target.max ?? 10,
      target.onConnectionError ?? (() => undefined),
    ),
  });
}
