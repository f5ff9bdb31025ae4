// Servicing requests: the $20 fee flag of a second payoff request for a loan within 30 days, and
// a sequence number so "newest first" is stable for requests made at the same instant.
import type { Kysely } from 'kysely';
import { runStatements } from './run-sql';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `ALTER TABLE servicing_requests ADD COLUMN fee_applies boolean NOT NULL DEFAULT false`,
    `ALTER TABLE servicing_requests ADD COLUMN seq bigserial`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'ALTER TABLE servicing_requests DROP COLUMN seq',
    'ALTER TABLE servicing_requests DROP COLUMN fee_applies',
  ]);
}
