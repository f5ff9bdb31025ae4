// `pnpm --filter @lender/api seed`: migrate and seed the configured database (if empty).
import { randomBytes } from 'node:crypto';
import { loadConfig } from '../../config';
import { createLogger } from '../../http/logger';
import { openConfiguredDatabase } from '../open';

async function run(): Promise<void> {
  // Seeding signs nothing: a throw-away secret spares the caller from choosing one.
  const config = loadConfig({
    ...process.env,
    JWT_SECRET: process.env.JWT_SECRET || randomBytes(32).toString('hex'),
  });
  const seedMode = config.seed.kind === 'none' ? { kind: 'demo' as const } : config.seed;
  const { db, description, seed } = await openConfiguredDatabase(
    { ...config, seed: seedMode },
    createLogger({ logLevel: 'warn' }),
  );
  console.log(`${description}: seed ${seed}`);
  await db.destroy();
}

run().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
