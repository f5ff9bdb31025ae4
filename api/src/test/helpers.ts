// Test helpers: an in-memory PGlite with the demo seed, and an app on top of it.
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import type { HashLimiter } from '../auth/hash-limiter';
import type { PaymentGateway } from '../appraisal-payments/gateway';
import type { FileStorage } from '../documents/storage';
import { loadConfig, type Config } from '../config';
import { createPglite, openDatabase, pgliteDatabase } from '../db/dialect';
import { migrateToLatest } from '../db/migrate';
import { seedDemo } from '../db/seed';
import type { Database } from '../db/types';
import { buildApp } from '../app';
import type { Lifecycle } from '../http/lifecycle';
import { TEST_JWT_SECRET } from './tokens';

/**
 * Every test app created and not closed yet, and every one still being created. A beforeAll that
 * times out on a busy machine abandons the app it was creating, and its suite's afterAll cannot
 * close what it never got: the database would go on running after the suite, and the worker
 * would not exit. After each file's tests, what is left here is closed.
 */
const unclosed = new Set<Promise<TestApp>>();
if (typeof afterAll === 'function')
  afterAll(async () => {
    for (const created of await Promise.allSettled([...unclosed]))
      if (created.status === 'fulfilled') await created.value.close();
  });

export const TEST_ANCHOR = '2026-03-15';
export const PASSWORD = 'Demo-pass-2026';

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig(
    {
      NODE_ENV: 'test',
      JWT_SECRET: TEST_JWT_SECRET,
      SCRYPT_LOG_N: '10',
      LOGIN_RATE_LIMIT: '1000',
      // The tests read the mail the API sends, as a development stack does.
      DEV_MAILBOX: 'true',
      ...env,
    },
    '/tmp/lender-api-test',
  );
}

async function migrateAndSeed(db: Kysely<Database>): Promise<void> {
  await migrateToLatest(db);
  await seedDemo(db, { anchor: TEST_ANCHOR, scryptLogN: 10 });
}

/**
 * A dump of the migrated, seeded database, made once per jest run (in the folder
 * scripts/jest/global-setup.js names) and shared by every worker: a fresh PGlite spends ~2 s in
 * initdb, loading a dump ~1 s. Written under a temporary name and renamed, so a worker never
 * reads half a dump; two workers racing both write the same content.
 */
async function seededDump(folder: string): Promise<Blob> {
  const file = join(folder, 'seeded-pglite.tar');
  if (!existsSync(file)) {
    const client = createPglite();
    const db = pgliteDatabase(client);
    await migrateAndSeed(db);
    const dump = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
    await db.destroy();
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, dump);
    renameSync(partial, file);
  }
  return new Blob([readFileSync(file)]);
}

export async function createSeededDb(): Promise<Kysely<Database>> {
  const folder = process.env.LENDER_TEST_DB_CACHE;
  if (folder) {
    const client = createPglite(undefined, await seededDump(folder));
    await client.waitReady; // one closed while still starting would run on after its test
    return pgliteDatabase(client);
  }
  const db = openDatabase({ kind: 'pglite' });
  await migrateAndSeed(db);
  return db;
}

export interface TestApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  /** A session token; the same one again for the demo password unless `fresh`. */
  login(email: string, password?: string, options?: { fresh?: boolean }): Promise<string>;
  /** Injects with a bearer token. */
  as(token: string, options: InjectOptions): Promise<LightMyRequestResponse>;
  /** Where this app stores uploads (a fresh temp folder unless env.UPLOAD_DIR is given). */
  uploadDir: string;
  /** Every hold the app asked for (ms), in order: tests do not wait them out. */
  delays: number[];
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  db?: Kysely<Database>;
  /** A fake clock (epoch ms) for the app. */
  now?: () => number;
  hashLimiter?: HashLimiter;
  cardGateway?: PaymentGateway | null;
  logStream?: { write(line: string): void };
  lifecycle?: Lifecycle;
  /** Where uploaded files go (UPLOAD_DIR's folder store by default). */
  storage?: FileStorage;
}

/** A test app on a seeded database of its own (unless `options.db`); close() it after use. */
export function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const creating: Promise<TestApp> = buildTestApp(options).then((testApp) => {
    let closing: Promise<void> | undefined;
    return {
      ...testApp,
      // Once, whoever asks first: the suite or the clean-up above.
      close: () => {
        unclosed.delete(creating);
        return (closing ??= testApp.close());
      },
    };
  });
  unclosed.add(creating);
  creating.catch(() => unclosed.delete(creating));
  return creating;
}

async function buildTestApp(options: TestAppOptions): Promise<TestApp> {
  const db = options.db ?? (await createSeededDb());
  // Each app stores its uploads in a folder of its own, removed on close.
  const uploadDir = options.env?.UPLOAD_DIR ?? mkdtempSync(join(tmpdir(), 'lender-uploads-'));
  const delays: number[] = [];
  const app = await buildApp({
    config: testConfig({ UPLOAD_DIR: uploadDir, ...options.env }),
    db,
    delay: async (ms) => {
      delays.push(ms);
    },
    ...(options.now ? { now: options.now } : {}),
    ...(options.hashLimiter ? { hashLimiter: options.hashLimiter } : {}),
    ...(options.cardGateway !== undefined ? { cardGateway: options.cardGateway } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.lifecycle ? { lifecycle: options.lifecycle } : {}),
    ...(options.storage ? { storage: options.storage } : {}),
  });
  const tokens = new Map<string, string>();
  return {
    app,
    db,
    async login(email, password = PASSWORD, { fresh = false } = {}) {
      const cached = tokens.get(email);
      if (cached && password === PASSWORD && !fresh) return cached;
      const response = await app.inject({
        method: 'POST',
        url: '/lima/api/users/validate',
        payload: { username: email, password },
      });
      if (response.statusCode !== 200) throw new Error(`login ${email} failed: ${response.body}`);
      const token = (response.json() as { data: { token: string } }).data.token;
      tokens.set(email, token);
      return token;
    },
    as(token, injectOptions) {
      return app.inject({
        ...injectOptions,
        headers: { ...injectOptions.headers, authorization: `Bearer ${token}` },
      });
    },
    uploadDir,
    delays,
    async close() {
      await app.close();
      if (!options.db) await db.destroy();
      if (!options.env?.UPLOAD_DIR) rmSync(uploadDir, { recursive: true, force: true });
    },
  };
}
