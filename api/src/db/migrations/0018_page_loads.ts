// One row per page load a browser reported (client-vitals): its remote and release, and whichever
// of LCP, INP and CLS it measured (a load outside the vitals sample reports none). Counting loads
// per release is what errors per load are judged by; the 75th percentiles come from the same rows.
// The rows of the previous shape (one per metric, not per load) cannot tell loads apart: they are
// dropped (they were kept 7 days at most).
import type { Kysely } from 'kysely';
import { runStatements } from './run-sql';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'DROP TABLE client_vitals',
    `CREATE TABLE client_vitals (
      id bigserial PRIMARY KEY,
      remote text NOT NULL,
      version text,
      page text NOT NULL,
      lcp double precision,
      inp double precision,
      cls double precision,
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    'CREATE INDEX client_vitals_release ON client_vitals (remote, version, created_at)',
    'CREATE INDEX client_vitals_created ON client_vitals (created_at)',
    // Errors per release over a window (the canary judge's evidence).
    'CREATE INDEX IF NOT EXISTS client_errors_release ON client_errors (remote, version, created_at)',
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'DROP INDEX IF EXISTS client_errors_release',
    'DROP TABLE client_vitals',
    `CREATE TABLE client_vitals (
      id bigserial PRIMARY KEY,
      remote text NOT NULL,
      version text,
      page text NOT NULL,
      name text NOT NULL,
      value double precision NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    'CREATE INDEX client_vitals_release ON client_vitals (remote, version, created_at)',
    'CREATE INDEX client_vitals_created ON client_vitals (created_at)',
  ]);
}
