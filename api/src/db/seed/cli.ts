// `pnpm --filter @lender/api seed` (in an image: `node dist/db/seed/cli.js`): migrate the
// configured database and seed it if it is empty: SEED's data set, demo when SEED is unset. An
// operator's deliberate act for a demonstration environment; the API itself never seeds demo data
// in production. Seeded documents get their bytes in the configured file storage.
// First: before PGlite's WebAssembly is loaded.
import '../../wasm-code-gc';
import { randomBytes } from 'node:crypto';
import { loadConfig } from '../../config';
import { fileStorageFor } from '../../documents/file-storage';
import { storeSeededDocumentFiles } from '../../documents/seed-files';
import { createLogger } from '../../http/logger';
import { openConfiguredDatabase } from '../open';

const log = createLogger({ logLevel: 'info' });

async function run(): Promise<void> {
  // Seeding signs nothing: a throw-away secret spares the caller from choosing one.
  const config = loadConfig({
    ...process.env,
    JWT_SECRET: process.env.JWT_SECRET || randomBytes(32).toString('hex'),
  });
  const seedMode = config.seed.kind === 'none' ? { kind: 'demo' as const } : config.seed;
  const { db, description, seed } = await openConfiguredDatabase(
    { ...config, seed: seedMode },
    log,
  );
  if (seed === 'seeded') await storeSeededDocumentFiles(db, fileStorageFor(config));
  log.info({ database: description, seed }, `seed: ${seed}`);
  await db.destroy();
}

run().catch((error: unknown) => {
  log.fatal(
    { err: error },
    `seed failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
