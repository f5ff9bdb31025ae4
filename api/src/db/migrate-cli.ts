// `node dist/db/migrate-cli.js` (in the API's image): waits for the configured database, brings its
// schema to the latest migration and exits — the migration Job that runs before the API's pods
// roll (deploy/kubernetes). The API migrates at start too, under the same lock, so a replica that
// starts first is never wrong; the Job only keeps the migration out of the pods' start-up.
// First: before PGlite's WebAssembly is loaded.
import '../wasm-code-gc';
import { randomBytes } from 'node:crypto';
import { loadConfig } from '../config';
import { createLogger } from '../http/logger';
import { openConfigured, prepareDatabase } from './open';

const log = createLogger({ logLevel: 'info' });

async function run(): Promise<void> {
  // Migrating signs nothing: a throw-away secret spares the Job from being given one.
  const config = loadConfig({
    ...process.env,
    JWT_SECRET: process.env.JWT_SECRET || randomBytes(32).toString('hex'),
    SEED: 'none',
  });
  const { db, description } = openConfigured(config, log);
  try {
    const { migrations } = await prepareDatabase(db, config, log);
    log.info({ database: description, migrations }, `migrated: ${migrations.length} applied`);
  } finally {
    await db.destroy();
  }
}

run().catch((error: unknown) => {
  log.fatal(
    { err: error },
    `migration failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
