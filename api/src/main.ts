// Start-up: config -> database (migrate, seed) -> mail sender -> listen; graceful shutdown on
// SIGTERM/SIGINT.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { ConfigError, loadConfig, type Config } from './config';
import { openConfiguredDatabase } from './db/open';
import { storeSeededDocumentFiles } from './documents/seed-files';
import { fileStorageFor } from './documents/file-storage';
import { removeUnfinishedUploads } from './documents/temp-files';
import type { Database } from './db/types';
import { buildApp } from './http/app';
import { startMailSender, type MailSender } from './mail/sender';
import { smtpTransport } from './mail/smtp';

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

/** Delivers the outbox over SMTP when SMTP_URL is set; else mail stays queued (or in the dev mailbox). */
function startMail(
  config: Config,
  db: Kysely<Database>,
  log: FastifyBaseLogger,
): MailSender | null {
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

async function main(): Promise<void> {
  const config = readConfig();
  if (config.jwtSecretSource !== 'JWT_SECRET')
    console.log(`Signing secret: generated for development, kept in ${config.jwtSecretSource}`);
  const unfinished = await removeUnfinishedUploads(config.uploadDir);
  if (unfinished > 0)
    console.log(`Removed ${unfinished} temp files of uploads that never finished`);
  const { db, description, migrations, seed } = await openConfiguredDatabase(config);
  const storage = fileStorageFor(config);
  if (seed === 'seeded') await storeSeededDocumentFiles(db, storage);
  const app = await buildApp({ config, db, storage });
  const mail = startMail(config, db, app.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    try {
      await app.close();
      await mail?.stop();
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
