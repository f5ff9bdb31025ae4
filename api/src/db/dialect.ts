// Opens the database: embedded PGlite (a data folder, or in memory) or PostgreSQL through pg.
import { mkdirSync } from 'node:fs';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, type Dialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { Database } from './types';

export type DbTarget =
  | { kind: 'pglite'; /** undefined: in memory */ dataDir?: string }
  | {
      kind: 'postgres';
      url: string;
      /** search_path for this pool (tests use a fresh schema) */ schema?: string;
      max?: number;
    };

const OID = { INT8: 20, NUMERIC: 1700, DATE: 1082 } as const;

const parseNumber = (value: string): number => Number(value);
const keepText = (value: string): string => value;

function pgliteDialect(dataDir: string | undefined): Dialect {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite({
    ...(dataDir ? { dataDir } : {}),
    parsers: {
      [pgliteTypes.INT8]: parseNumber,
      [pgliteTypes.NUMERIC]: parseNumber,
      [pgliteTypes.DATE]: keepText,
    },
  });
  return new PGliteDialect(client);
}

function postgresDialect(url: string, schema: string | undefined, max: number): Dialect {
  const parsers: Record<number, (value: string) => unknown> = {
    [OID.INT8]: parseNumber,
    [OID.NUMERIC]: parseNumber,
    [OID.DATE]: keepText,
  };
  const pool = new pg.Pool({
    connectionString: url,
    max,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        parsers[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  return new PostgresDialect({ pool });
}

export function openDatabase(target: DbTarget): Kysely<Database> {
  const dialect =
    target.kind === 'pglite'
      ? pgliteDialect(target.dataDir)
      : postgresDialect(target.url, target.schema, target.max ?? 10);
  return new Kysely<Database>({ dialect });
}
