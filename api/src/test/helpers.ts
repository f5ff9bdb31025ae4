// Test helpers: an in-memory PGlite with the demo seed, and an app on top of it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import type { HashLimiter } from '../auth/hash-limiter';
import type { PaymentGateway } from '../card-payments/gateway';
import { loadConfig, type Config } from '../config';
import { openDatabase } from '../db/dialect';
import { migrateToLatest } from '../db/migrate';
import { seedDemo } from '../db/seed';
import type { Database } from '../db/types';
import { buildApp } from '../http/app';
import { TEST_JWT_SECRET } from './tokens';

// jest.config.js gives the api project testTimeout 30 s, but jest-circus only reads the global
// option (5 s), so database set-up in beforeAll can time out on a busy machine. Every file that
// builds a test database imports this module.

export const TEST_ANCHOR = '2026-03-15';
export const PASSWORD = 'Demo-pass-2026';

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig(
    {
      NODE_ENV: 'test',
      JWT_SECRET: TEST_JWT_SECRET,
      SCRYPT_LOG_N: '10',
      LOGIN_RATE_LIMIT: '1000',
      ...env,
    },
    '/tmp/lender-api-test',
  );
}

export async function createSeededDb(): Promise<Kysely<Database>> {
  const db = openDatabase({ kind: 'pglite' });
  await migrateToLatest(db);
  await seedDemo(db, { anchor: TEST_ANCHOR, scryptLogN: 10 });
  return db;
}

export interface TestApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  login(email: string, password?: string): Promise<string>;
  /** Injects with a bearer token. */
  as(token: string, options: InjectOptions): Promise<LightMyRequestResponse>;
  /** Where this app stores uploads (a fresh temp folder unless env.UPLOAD_DIR is given). */
  uploadDir: string;
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
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const db = options.db ?? (await createSeededDb());
  // Each app stores its uploads in a folder of its own, removed on close.
  const uploadDir = options.env?.UPLOAD_DIR ?? mkdtempSync(join(tmpdir(), 'lender-uploads-'));
  const app = await buildApp({
    config: testConfig({ UPLOAD_DIR: uploadDir, ...options.env }),
    db,
    ...(options.now ? { now: options.now } : {}),
    ...(options.hashLimiter ? { hashLimiter: options.hashLimiter } : {}),
    ...(options.cardGateway !== undefined ? { cardGateway: options.cardGateway } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
  });
  const tokens = new Map<string, string>();
  return {
    app,
    db,
    async login(email, password = PASSWORD) {
      const cached = tokens.get(email);
      if (cached && password === PASSWORD) return cached;
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
    async close() {
      await app.close();
      if (!options.db) await db.destroy();
      if (!options.env?.UPLOAD_DIR) rmSync(uploadDir, { recursive: true, force: true });
    },
  };
}
