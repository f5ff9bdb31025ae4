// A card attempt's request fingerprint: an HMAC of what was asked (the deal and every card field but
// the security code), so a repeat of its Idempotency-Key with other details is refused whatever the
// first attempt's outcome. Never the card number itself: a keyed hash, useless without the server's
// secret. Rows from before it have none and are compared by deal alone.
import type { Kysely } from 'kysely';
import { runStatements } from './run-sql';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, ['ALTER TABLE card_transactions ADD COLUMN request_hash text']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, ['ALTER TABLE card_transactions DROP COLUMN request_hash']);
}
