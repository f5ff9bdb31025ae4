// One lock per limit and key (an account, a loan number...), held until the transaction ends: the
// check of a limit and the write it allows run as one step, so racing requests queue here and
// each sees what the one before it wrote. On PostgreSQL, a transaction-level advisory lock
// (pg_advisory_xact_lock on two 32-bit hashes: the limit's name and the key); on PGlite, whose
// one connection already runs one transaction at a time, the same statement is a harmless no-op.
import { sql, type Transaction } from 'kysely';
import type { Database } from './types';

export async function lockFor(
  trx: Transaction<Database>,
  limit: string,
  key: string,
): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${limit}), hashtext(${key}))`.execute(trx);
}
