// Seeds an empty database (accounts table empty) according to SEED.
import { sql, type Kysely } from 'kysely';
import type { SeedMode } from '../../config';
import type { Database } from '../types';
import { isoDate } from './dates';
import { seedDemo } from './demo';
import { generateLarge } from './large';

export { generateLarge, LONG_HISTORY_DEAL_ID } from './large';
export { seedDemo } from './demo';

export type SeedResult = 'disabled' | 'skipped' | 'seeded';

export async function seedIfEmpty(
  db: Kysely<Database>,
  mode: SeedMode,
  options: { scryptLogN: number; anchor?: string },
): Promise<SeedResult> {
  if (mode.kind === 'none') return 'disabled';
  const { rows } = await sql<{
    count: number;
  }>`SELECT count(*)::int AS count FROM accounts`.execute(db);
  if ((rows[0]?.count ?? 0) > 0) return 'skipped';
  const seedOptions = {
    scryptLogN: options.scryptLogN,
    anchor: options.anchor ?? isoDate(new Date()),
  };
  await seedDemo(db, seedOptions);
  if (mode.kind === 'large') await generateLarge(db, mode.deals, seedOptions);
  return 'seeded';
}
