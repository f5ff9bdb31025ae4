// Start-up: config -> database (migrate, seed) -> listen; graceful shutdown on SIGTERM/SIGINT.
import { ConfigError, loadConfig, type Config } from './config';
import { openConfiguredDatabase } from './db/open';
import { buildApp } from './http/app';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  if (config.jwtSecretSource !== 'JWT_SECRET')
    console.log(`Signing secret: generated for development, kept in ${config.jwtSecretSource}`);
  const { db, description, migrations, seed } = await openConfiguredDatabase(config);
  const app = await buildApp({ config, db });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    try {
      await app.close();
      await db.destroy();
      process.exit(0);
    } catch (error) {
      console.error(error);
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  console.log(
    `API listening on http://${host}:${config.port}/lima/api (${description}; migrations applied: ${migrations.length}; seed: ${seed})`,
  );
}

main().catch((error: unknown) => {
  console.error('API failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
