// Configuration from environment variables, validated once at start-up (see .env.example at the repository root).
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import * as v from 'valibot';

export type SeedMode = { kind: 'none' } | { kind: 'demo' } | { kind: 'large'; deals: number };

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  jwtSecret: string;
  tokenTtlMinutes: number;
  /** Hours from sign-in after which users/renewtoken refuses to renew the session. */
  sessionMaxHours: number;
  setupTokenTtlHours: number;
  seed: SeedMode;
  loginRateLimit: number;
  uploadDir: string;
  smtpUrl: string | undefined;
  paymentUrl: string;
  corsOrigins: string[];
  /** scrypt cost as log2(N); 15 (N=32768) unless lowered for tests. */
  scryptLogN: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  trustProxy: boolean;
}

export const DEV_JWT_SECRET = 'dev-only-secret-change-me-0123456789abcdef';
export const DEFAULT_PAYMENT_URL = 'https://payments.example.com/loan-payment';
export const DEFAULT_LARGE_DEALS = 5000;
export const DEFAULT_SESSION_MAX_HOURS = 12;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n- ${problems.join('\n- ')}`);
    this.name = 'ConfigError';
  }
}

/** The folder holding pnpm-workspace.yaml above `from`, else `from`. */
export function findRepoRoot(from: string = process.cwd()): string {
  let dir = resolve(from);
  for (;;) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return resolve(from);
    dir = parent;
  }
}

type Env = Record<string, string | undefined>;

const integer = (min: number, max: number) =>
  v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number), v.minValue(min), v.maxValue(max));
const httpUrl = v.pipe(v.string(), v.url(), v.regex(/^https?:\/\//i));
const flag = v.pipe(
  v.picklist(['true', 'false', '1', '0']),
  v.transform((x) => x === 'true' || x === '1'),
);
const seedMode = v.pipe(
  v.string(),
  v.regex(/^(none|demo|large(:\d{1,6})?)$/),
  v.transform((value): SeedMode => {
    if (value === 'none' || value === 'demo') return { kind: value };
    const count = Number(value.split(':')[1] ?? DEFAULT_LARGE_DEALS);
    return { kind: 'large', deals: count };
  }),
);

/** Each variable: how to parse it and how to describe a good value in an error message. */
const rules = {
  NODE_ENV: [
    v.picklist(['development', 'production', 'test']),
    'one of development, production, test',
  ],
  PORT: [integer(1, 65535), 'an integer from 1 to 65535'],
  HOST: [v.pipe(v.string(), v.nonEmpty()), 'a host name or IP address'],
  DATABASE_URL: [
    v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\/\S+$/)),
    'a postgres:// or postgresql:// URL',
  ],
  DATA_DIR: [v.pipe(v.string(), v.nonEmpty()), 'a folder path'],
  JWT_SECRET: [v.pipe(v.string(), v.minLength(32)), 'at least 32 characters'],
  TOKEN_TTL_MINUTES: [integer(1, 1440), 'an integer from 1 to 1440'],
  SESSION_MAX_HOURS: [integer(1, 168), 'an integer from 1 to 168'],
  SETUP_TOKEN_TTL_HOURS: [integer(1, 720), 'an integer from 1 to 720'],
  SEED: [seedMode, 'one of demo, none, large or large:<count>'],
  LOGIN_RATE_LIMIT: [integer(1, 10000), 'an integer from 1 to 10000'],
  UPLOAD_DIR: [v.pipe(v.string(), v.nonEmpty()), 'a folder path'],
  SMTP_URL: [v.pipe(v.string(), v.url(), v.regex(/^smtps?:\/\//i)), 'an smtp:// or smtps:// URL'],
  PAYMENT_URL: [httpUrl, 'an http(s) URL'],
  CORS_ORIGINS: [
    v.pipe(
      v.string(),
      v.transform((list) =>
        list
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean),
      ),
      v.check((origins) => origins.every((origin) => /^https?:\/\/[^/\s]+$/i.test(origin))),
    ),
    'a comma-separated list of origins like http://localhost:3000',
  ],
  SCRYPT_LOG_N: [integer(10, 20), 'an integer from 10 to 20'],
  LOG_LEVEL: [
    v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
    'one of fatal, error, warn, info, debug, trace, silent',
  ],
  TRUST_PROXY: [flag, 'true or false'],
} as const;

type Rules = typeof rules;

/** How a bad value is echoed: secrets by length only, credentials in URLs redacted. */
function shown(name: string, raw: string): string {
  if (name === 'JWT_SECRET') return `${raw.length} characters`;
  return JSON.stringify(raw.replace(/\/\/[^/@\s]*@/, '//***@'));
}
type Parsed = { [K in keyof Rules]?: v.InferOutput<Rules[K][0]> };

/** Reads and validates the configuration; throws ConfigError listing every bad value. */
export function loadConfig(env: Env = process.env, repoRoot: string = findRepoRoot()): Config {
  const problems: string[] = [];
  const parsed: Parsed = {};
  for (const [name, [schema, description]] of Object.entries(rules) as [
    keyof Rules,
    Rules[keyof Rules],
  ][]) {
    const raw = env[name];
    if (raw === undefined || raw.trim() === '') continue;
    const result = v.safeParse(schema as v.GenericSchema, raw.trim());
    if (result.success) (parsed as Record<string, unknown>)[name] = result.output;
    else problems.push(`${name} must be ${description} (got ${shown(name, raw)})`);
  }

  const nodeEnv = parsed.NODE_ENV ?? 'development';
  const production = nodeEnv === 'production';
  if (production && !parsed.JWT_SECRET && !problems.some((p) => p.startsWith('JWT_SECRET'))) {
    problems.push('JWT_SECRET must be set (at least 32 characters) when NODE_ENV=production');
  }
  if (production && parsed.SCRYPT_LOG_N !== undefined && parsed.SCRYPT_LOG_N < 15) {
    problems.push(
      `SCRYPT_LOG_N must be at least 15 when NODE_ENV=production (got "${parsed.SCRYPT_LOG_N}")`,
    );
  }
  if (problems.length > 0) throw new ConfigError(problems);

  const dataRoot = join(repoRoot, '.data');
  return {
    nodeEnv,
    port: parsed.PORT ?? 3100,
    host: parsed.HOST ?? '127.0.0.1',
    databaseUrl: parsed.DATABASE_URL,
    dataDir: resolve(parsed.DATA_DIR ?? join(dataRoot, 'pglite')),
    jwtSecret: parsed.JWT_SECRET ?? DEV_JWT_SECRET,
    tokenTtlMinutes: parsed.TOKEN_TTL_MINUTES ?? 30,
    sessionMaxHours: parsed.SESSION_MAX_HOURS ?? DEFAULT_SESSION_MAX_HOURS,
    setupTokenTtlHours: parsed.SETUP_TOKEN_TTL_HOURS ?? 24,
    seed: parsed.SEED ?? (parsed.DATABASE_URL ? { kind: 'none' } : { kind: 'demo' }),
    loginRateLimit: parsed.LOGIN_RATE_LIMIT ?? 10,
    uploadDir: resolve(parsed.UPLOAD_DIR ?? join(dataRoot, 'uploads')),
    smtpUrl: parsed.SMTP_URL,
    paymentUrl: parsed.PAYMENT_URL ?? DEFAULT_PAYMENT_URL,
    corsOrigins: parsed.CORS_ORIGINS ?? [],
    scryptLogN: parsed.SCRYPT_LOG_N ?? 15,
    logLevel: parsed.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    trustProxy: parsed.TRUST_PROXY ?? false,
  };
}
