// Start-up: config -> logger -> listen (liveness answers at once) -> wait for the database,
// migrate, seed -> ready. SIGTERM/SIGINT: not ready, stop taking connections, let requests in
// flight finish, exit within SHUTDOWN_TIMEOUT_SECONDS. Every line the process writes is JSON.
// First: before PGlite's WebAssembly is loaded.
import './wasm-code-gc';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { ConfigError, loadConfig, type Config } from './config';
import { openConfigured, prepareDatabase } from './db/open';
import { storeSeededDocumentFiles } from './documents/seed-files';
import { fileStorageFor } from './documents/file-storage';
import { storageProblem, sweepTempFiles, TEMP_FILE_MAX_AGE_MS } from './documents/temp-files';
import type { Database } from './db/types';
import { buildApp } from './app';
import { startCacheSignal, type CacheSignal } from './http/cache-signal';
import { createLifecycle } from './http/lifecycle';
import { createLogger } from './http/logger';
import { startMailSender, type MailSender } from './mail/sender';
import { smtpTransport } from './mail/smtp';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      const log = createLogger({ logLevel: 'info' });
      log.fatal({ problems: error.problems }, error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** Delivers the outbox over SMTP when SMTP_URL is set; else mail stays queued (or in the dev mailbox). */
function startMail(config: Config, db: Kysely<Database>, log: Logger): MailSender | null {
  if (!config.smtpUrl) {
    if (!config.devMailbox)
      log.warn('SMTP_URL is not set: mail stays in the mail_outbox table, unsent');
    return null;
  }
  const transport = smtpTransport(config.smtpUrl);
  const sender = startMailSender({
    db,
    transport,
    from: config.mailFrom,
    now: Date.now,
    onError: (error) => log.error({ err: error }, 'mail delivery failed'),
    onRun: ({ sent, failed }) => {
      if (sent > 0) log.info(`mail: ${sent} sent`);
      if (failed > 0) log.warn(`mail: ${failed} failed, retried later (mail_outbox.last_error)`);
    },
  });
  return {
    async stop() {
      await sender.stop();
      transport.close();
    },
  };
}

async function main(config: Config, log: Logger): Promise<void> {
  if (config.jwtSecretSource !== 'JWT_SECRET')
    log.info(`Signing secret: generated for development, kept in ${config.jwtSecretSource}`);
  const storage = await storageProblem(config.uploadDir);
  if (storage?.kind === 'unwritable')
    throw new Error(`${storage.message}: give the API's user write access to UPLOAD_DIR`);
  if (storage) log.warn(`${storage.message}: uploads will fail until there is room`);
  const sweep = async () => {
    const removed = await sweepTempFiles(config.uploadDir, Date.now());
    if (removed > 0) log.info({ removed }, 'removed temp files of uploads that never finished');
  };
  await sweep();
  setInterval(
    () =>
      void sweep().catch((error: unknown) => log.warn({ err: error }, 'temp file sweep failed')),
    TEMP_FILE_MAX_AGE_MS,
  ).unref();
  const { db, description } = openConfigured(config, log);
  const files = fileStorageFor(config);
  const lifecycle = createLifecycle('starting');
  const app = await buildApp({ config, db, storage: files, logger: log, lifecycle });
  let mail: MailSender | null = null;
  let cacheSignal: CacheSignal | null = null;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    lifecycle.markDraining();
    const deadline = config.shutdownTimeoutSeconds * 1000;
    log.info({ signal, deadlineMs: deadline }, 'shutting down: no new connections');
    setTimeout(() => {
      log.error({ deadlineMs: deadline }, 'shutdown deadline passed; exiting with requests open');
      process.exit(1);
    }, deadline).unref();
    try {
      await app.close();
      await mail?.stop();
      await cacheSignal?.stop();
      await db.destroy();
      log.info('shut down');
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const { migrations, seed } = await prepareDatabase(db, config, log);
  if (seed === 'seeded') await storeSeededDocumentFiles(db, files);
  if (config.databaseUrl && config.readCacheMs > 0)
    cacheSignal = await startCacheSignal({ url: config.databaseUrl, cache: app.readCache, log });
  mail = startMail(config, db, log);
  if (closing) return;
  lifecycle.markReady();
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  log.info(
    { database: description, migrationsApplied: migrations.length, seed },
    `API ready on http://${host}:${config.port}/lima/api`,
  );
}

const config = readConfig();
const log = createLogger(config);
main(config, log).catch((error: unknown) => {
  log.fatal(
    { err: error },
    `API failed to start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
