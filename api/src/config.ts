// Configuration from environment variables, validated once at start-up (see .env.example at the repository root).
import { existsSync, readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import * as v from 'valibot';
import { DOWNLOAD_LINK_TTL_SECONDS } from './documents/download-links';
import { parseS3Url, type S3Location } from './documents/s3-storage';
import { readOrCreateSecret } from './secret-file';
import { estimatedEntropyBits, MIN_SECRET_BITS, productionSecretProblem } from './secret-strength';
import { SERVICING_SUBMIT_LIMIT } from './servicing/submit-limit';

export type SeedMode = { kind: 'none' } | { kind: 'demo' } | { kind: 'large'; deals: number };

/** Fastify's trustProxy: false, a hop count, or the proxies' addresses/CIDRs (never `true`). */
export type TrustProxy = false | number | string[];

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  jwtSecret: string;
  /** Where the secret came from (for the start-up line): 'JWT_SECRET' or the generated file. */
  jwtSecretSource: string;
  tokenTtlMinutes: number;
  /** Hours from sign-in after which a session ends (every call, and users/renewtoken). */
  sessionMaxHours: number;
  /** Minutes without a call after which a session ends. */
  sessionIdleMinutes: number;
  setupTokenTtlHours: number;
  /** Seconds a document's download link works (DOWNLOAD_LINK_TTL_SECONDS, default 300). */
  downloadLinkTtlSeconds: number;
  seed: SeedMode;
  /** Signed-in servicing requests an account may file in an hour (SERVICING_SUBMIT_LIMIT, default 10). */
  servicingSubmitLimit: number;
  loginRateLimit: number;
  uploadDir: string;
  /** S3_URL: files go to this object store instead of uploadDir. */
  s3: S3Location | null;
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * GET dev/mail and dev/mailbox exist (answering loopback callers only); mail is marked sent
   * without SMTP unless SMTP_URL is set. Off unless DEV_MAILBOX=true: a development stack asks.
   */
  devMailbox: boolean;
  /** The shell's public URL: the base of the links in setup and reset mails. No trailing slash. */
  portalUrl: string;
  paymentUrl: string;
  corsOrigins: string[];
  /** scrypt cost as log2(N); 17 (N=131072, OWASP) unless lowered for tests. */
  scryptLogN: number;
  /** scrypt computations running at once, and how many more may wait before a 503. */
  hashConcurrency: number;
  hashQueue: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** How long a hot read (session, deal lists, details, history) may be served from memory; 0: off. */
  readCacheMs: number;
  trustProxy: TrustProxy;
  /** The card gateway of process-chargent-order: 'test' (moves no money) or 'none' (503). */
  cardGateway: 'test' | 'none';
  /** lookup-loan and add-loan exist (the portal hides Add My Loan while its flag is off). */
  loanLookupEnabled: boolean;
  /** The servicing mailbox: every servicing request's notification (with its summary) goes here. */
  servicingEmail: string;
  /** At start, how long to wait for PostgreSQL to answer before giving up. */
  dbWaitSeconds: number;
  /** After SIGTERM, how long requests in flight may take before the process exits anyway. */
  shutdownTimeoutSeconds: number;
  /** The environment's remotes.json (its history beside it), shown in the ops view. */
  /**
   * The operations token (OPS_TOKEN): the service credential the release tool's judge reads the
   * evidence of canaries with; unset, nothing answers to it.
   */
  opsToken: string | undefined;
  /** The release store and the environment the ops view shows (scripts/release.mjs writes them). */
  releaseEnvironment: { store: string; key: string } | undefined;
}

const DEFAULT_PAYMENT_URL = 'https://payments.example.com/loan-payment';
const DEFAULT_PORTAL_URL = 'http://localhost:3000';
const DEFAULT_SERVICING_EMAIL = 'servicing@lender.example';
const DEFAULT_MAIL_FROM = 'Lender Portal <no-reply@lender.example>';
const DEFAULT_LARGE_DEALS = 5000;
const DEFAULT_SESSION_MAX_HOURS = 12;
/**
 * The longest a portal tab whose user is still there can go without calling us: its guard renews
 * only when the session clock is past the action interval (10 min), then the idle timeout (20 min)
 * and the Session Expiring modal (2 min) run before Continue Session calls again.
 */
const DEFAULT_SESSION_IDLE_MINUTES = 32;
/** OWASP's scrypt minimum: N = 2^17 (with r = 8, p = 1). */
const MIN_SCRYPT_LOG_N = 17;
/** The file, in DATA_DIR, holding the secret JWT_SECRET_DEV=generate made. */
const GENERATED_SECRET_FILE = 'jwt-secret';

/**
 * Secrets printed in this repository (examples, the old development default, test values): anyone
 * can sign tokens with them, so the API refuses to start with one. config.test.ts checks that every
 * JWT_SECRET value written in the docs and examples is in this list.
 */
export const PUBLISHED_SECRETS: readonly string[] = [
  'dev-only-secret-change-me-0123456789abcdef',
  'change-me-to-a-long-random-string-of-32-chars-or-more',
  'test-secret-0123456789abcdef-0123456789',
];

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n- ${problems.join('\n- ')}`);
    this.name = 'ConfigError';
  }
}

/** The folder holding pnpm-workspace.yaml above `from`, else `from`. */
function findRepoRoot(from: string = process.cwd()): string {
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

/** proxy-addr's names for address ranges, accepted by Fastify's trustProxy. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isProxyAddress = (item: string): boolean => {
  if (PROXY_RANGE_NAMES.has(item)) return true;
  const [address = '', prefix, ...rest] = item.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
};
const trustProxy = v.pipe(
  v.string(),
  v.check((value) => value !== 'true'),
  v.transform((value): TrustProxy => {
    if (value === 'false') return false;
    if (/^\d+$/.test(value)) return Number(value);
    return value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
  }),
  v.check(
    (value) =>
      value === false ||
      (typeof value === 'number' && value <= 10) ||
      (Array.isArray(value) && value.length > 0 && value.every(isProxyAddress)),
  ),
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
  JWT_SECRET_DEV: [v.picklist(['generate']), 'generate (or unset)'],
  TOKEN_TTL_MINUTES: [integer(1, 1440), 'an integer from 1 to 1440'],
  SESSION_MAX_HOURS: [integer(1, 168), 'an integer from 1 to 168'],
  SESSION_IDLE_MINUTES: [integer(1, 1440), 'an integer from 1 to 1440'],
  SETUP_TOKEN_TTL_HOURS: [integer(1, 720), 'an integer from 1 to 720'],
  DOWNLOAD_LINK_TTL_SECONDS: [integer(1, 3600), 'an integer from 1 to 3600 (seconds)'],
  SEED: [seedMode, 'one of demo, none, large or large:<count>'],
  LOGIN_RATE_LIMIT: [integer(1, 10000), 'an integer from 1 to 10000'],
  SERVICING_SUBMIT_LIMIT: [integer(1, 10000), 'an integer from 1 to 10000'],
  UPLOAD_DIR: [v.pipe(v.string(), v.nonEmpty()), 'a folder path'],
  S3_URL: [
    v.pipe(
      v.string(),
      v.check((value) => parseS3Url(value) !== null),
    ),
    'an http(s)://ACCESS_KEY:SECRET@host[:port]/bucket URL (files go to that object store)',
  ],
  SMTP_URL: [v.pipe(v.string(), v.url(), v.regex(/^smtps?:\/\//i)), 'an smtp:// or smtps:// URL'],
  MAIL_FROM: [
    v.pipe(v.string(), v.regex(/^[^\r\n]*@[^\r\n]*$/)),
    'a sender address such as Lender Portal <no-reply@lender.example>',
  ],
  DEV_MAILBOX: [flag, 'true or false'],
  SERVICING_EMAIL: [
    v.pipe(v.string(), v.regex(/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/)),
    'an email address such as servicing@lender.example',
  ],
  PORTAL_URL: [
    v.pipe(
      httpUrl,
      v.transform((url) => url.replace(/\/+$/, '')),
    ),
    'an http(s) URL such as https://portal.example.com',
  ],
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
  HASH_CONCURRENCY: [integer(1, 64), 'an integer from 1 to 64'],
  HASH_QUEUE: [integer(0, 10000), 'an integer from 0 to 10000'],
  LOG_LEVEL: [
    v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
    'one of fatal, error, warn, info, debug, trace, silent',
  ],
  READ_CACHE_MS: [integer(0, 60000), 'an integer from 0 to 60000 (milliseconds; 0 turns it off)'],
  CARD_GATEWAY: [v.picklist(['test', 'none']), 'test or none'],
  LOAN_LOOKUP_ENABLED: [flag, 'true or false'],
  TRUST_PROXY: [
    trustProxy,
    'false, a hop count (0 to 10) or a comma-separated list of proxy addresses or CIDRs ' +
      '(e.g. loopback or 10.0.0.0/8); true would trust every hop, letting any client choose its address',
  ],
  DB_WAIT_SECONDS: [integer(0, 3600), 'an integer from 0 to 3600 (seconds)'],
  SHUTDOWN_TIMEOUT_SECONDS: [integer(1, 600), 'an integer from 1 to 600 (seconds)'],
  OPS_TOKEN: [
    v.pipe(v.string(), v.minLength(32)),
    'at least 32 random characters (openssl rand -hex 32)',
  ],
  RELEASE_STORE: [
    v.pipe(v.string(), v.minLength(1)),
    'a folder, or http(s)://KEY:SECRET@host/bucket[/prefix] (an S3-compatible bucket)',
  ],
  RELEASE_ENVIRONMENT: [
    v.pipe(v.string(), v.regex(/^[\w.+-]+(\/[\w.+-]+)*\.json$/)),
    "the environment's remotes.json in the release store, e.g. remotes.json",
  ],
} as const;

type Rules = typeof rules;

/** How a bad value is echoed: secrets by length only, credentials in URLs redacted. */
function shown(name: string, raw: string): string {
  if (name === 'JWT_SECRET' || name === 'OPS_TOKEN') return `${raw.length} characters`;
  return JSON.stringify(raw.replace(/\/\/[^/@\s]*@/, '//***@'));
}
type Parsed = { [K in keyof Rules]?: v.InferOutput<Rules[K][0]> };

/** The cross-variable rules: what production refuses, and the secret's provenance. */
function policyProblems(parsed: Parsed, problems: readonly string[]): string[] {
  const found: string[] = [];
  const nodeEnv = parsed.NODE_ENV ?? 'development';
  const production = nodeEnv === 'production';
  const secretInvalid = problems.some((p) => p.startsWith('JWT_SECRET'));
  if (!parsed.JWT_SECRET && !secretInvalid && (production || !parsed.JWT_SECRET_DEV)) {
    found.push(
      'JWT_SECRET must be set to at least 32 random characters (e.g. `openssl rand -hex 32`)' +
        (production
          ? ' when NODE_ENV=production'
          : '; for development, JWT_SECRET_DEV=generate makes one and keeps it in DATA_DIR'),
    );
  }
  if (parsed.JWT_SECRET && PUBLISHED_SECRETS.includes(parsed.JWT_SECRET)) {
    found.push(
      'JWT_SECRET is a value printed in this repository (an example or an old default): anyone could sign tokens with it; use a random one (e.g. `openssl rand -hex 32`)',
    );
  } else if (parsed.JWT_SECRET && production) {
    const problem = productionSecretProblem(parsed.JWT_SECRET);
    if (problem) found.push(problem);
  } else if (parsed.JWT_SECRET) {
    const bits = estimatedEntropyBits(parsed.JWT_SECRET);
    if (bits < MIN_SECRET_BITS)
      found.push(
        `JWT_SECRET is too easy to guess: its characters carry about ${bits} bits of entropy, at least ${MIN_SECRET_BITS} are needed; use a random value (e.g. \`openssl rand -hex 32\`)`,
      );
  }
  if (production && parsed.OPS_TOKEN) {
    const problem = productionSecretProblem(parsed.OPS_TOKEN, 'OPS_TOKEN');
    if (problem) found.push(problem);
  }
  if (production && parsed.JWT_SECRET_DEV) {
    found.push('JWT_SECRET_DEV must not be set when NODE_ENV=production (set JWT_SECRET)');
  }
  if (
    nodeEnv !== 'test' &&
    parsed.SCRYPT_LOG_N !== undefined &&
    parsed.SCRYPT_LOG_N < MIN_SCRYPT_LOG_N
  ) {
    found.push(
      `SCRYPT_LOG_N must be at least ${MIN_SCRYPT_LOG_N} unless NODE_ENV=test (got "${parsed.SCRYPT_LOG_N}")`,
    );
  }
  if (production && parsed.SEED && parsed.SEED.kind !== 'none') {
    found.push(
      'SEED must be none when NODE_ENV=production (the demo accounts have a published password, an employee among them)',
    );
  }
  if (production && parsed.DEV_MAILBOX === true) {
    found.push(
      'DEV_MAILBOX must not be true when NODE_ENV=production (it shows every mail, links included)',
    );
  }
  if (production && parsed.CARD_GATEWAY === 'test') {
    found.push(
      'CARD_GATEWAY must not be test when NODE_ENV=production (it approves test cards without moving money)',
    );
  }
  return found;
}

/**
 * A variable's value, or the content of the file `<NAME>_FILE` names (Docker and Kubernetes
 * secrets are files): a secret need not be in the process's environment.
 */
function valueOf(env: Env, name: string, problems: string[]): string | undefined {
  const file = env[`${name}_FILE`];
  if (!file) return env[name];
  if (env[name] !== undefined) {
    problems.push(`set ${name} or ${name}_FILE, not both`);
    return undefined;
  }
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    problems.push(
      `${name}_FILE names a file that cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'}: ${file})`,
    );
    return undefined;
  }
}

/**
 * Reads and validates the configuration; throws ConfigError listing every bad value. With
 * JWT_SECRET_DEV=generate (and no JWT_SECRET) it reads, or creates, DATA_DIR/jwt-secret.
 */
export function loadConfig(env: Env = process.env, repoRoot: string = findRepoRoot()): Config {
  const problems: string[] = [];
  const parsed: Parsed = {};
  for (const [name, [schema, description]] of Object.entries(rules) as [
    keyof Rules,
    Rules[keyof Rules],
  ][]) {
    const raw = valueOf(env, name, problems);
    if (raw === undefined || raw.trim() === '') continue;
    const result = v.safeParse(schema as v.GenericSchema, raw.trim());
    if (result.success) (parsed as Record<string, unknown>)[name] = result.output;
    else problems.push(`${name} must be ${description} (got ${shown(name, raw)})`);
  }
  problems.push(...policyProblems(parsed, problems));
  if (problems.length > 0) throw new ConfigError(problems);

  const nodeEnv = parsed.NODE_ENV ?? 'development';
  const dataRoot = join(repoRoot, '.data');
  const dataDir = resolve(parsed.DATA_DIR ?? join(dataRoot, 'pglite'));
  let jwtSecret = parsed.JWT_SECRET;
  let jwtSecretSource = 'JWT_SECRET';
  if (!jwtSecret) {
    jwtSecretSource = join(dataDir, GENERATED_SECRET_FILE);
    jwtSecret = readOrCreateSecret(jwtSecretSource);
  }
  return {
    nodeEnv,
    port: parsed.PORT ?? 3100,
    host: parsed.HOST ?? '127.0.0.1',
    databaseUrl: parsed.DATABASE_URL,
    dataDir,
    jwtSecret,
    jwtSecretSource,
    tokenTtlMinutes: parsed.TOKEN_TTL_MINUTES ?? 30,
    sessionMaxHours: parsed.SESSION_MAX_HOURS ?? DEFAULT_SESSION_MAX_HOURS,
    sessionIdleMinutes: parsed.SESSION_IDLE_MINUTES ?? DEFAULT_SESSION_IDLE_MINUTES,
    setupTokenTtlHours: parsed.SETUP_TOKEN_TTL_HOURS ?? 24,
    downloadLinkTtlSeconds: parsed.DOWNLOAD_LINK_TTL_SECONDS ?? DOWNLOAD_LINK_TTL_SECONDS,
    seed: parsed.SEED ?? { kind: 'none' },
    loginRateLimit: parsed.LOGIN_RATE_LIMIT ?? 10,
    servicingSubmitLimit: parsed.SERVICING_SUBMIT_LIMIT ?? SERVICING_SUBMIT_LIMIT,
    uploadDir: resolve(parsed.UPLOAD_DIR ?? join(dataRoot, 'uploads')),
    s3: parsed.S3_URL ? parseS3Url(parsed.S3_URL) : null,
    smtpUrl: parsed.SMTP_URL,
    mailFrom: parsed.MAIL_FROM ?? DEFAULT_MAIL_FROM,
    devMailbox: parsed.DEV_MAILBOX ?? false,
    portalUrl: parsed.PORTAL_URL ?? DEFAULT_PORTAL_URL,
    paymentUrl: parsed.PAYMENT_URL ?? DEFAULT_PAYMENT_URL,
    corsOrigins: parsed.CORS_ORIGINS ?? [],
    scryptLogN: parsed.SCRYPT_LOG_N ?? MIN_SCRYPT_LOG_N,
    hashConcurrency: parsed.HASH_CONCURRENCY ?? 2,
    hashQueue: parsed.HASH_QUEUE ?? 32,
    logLevel: parsed.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    readCacheMs: parsed.READ_CACHE_MS ?? (nodeEnv === 'test' ? 0 : 1000),
    trustProxy: parsed.TRUST_PROXY ?? false,
    cardGateway: parsed.CARD_GATEWAY ?? (nodeEnv === 'production' ? 'none' : 'test'),
    loanLookupEnabled: parsed.LOAN_LOOKUP_ENABLED ?? false,
    servicingEmail: parsed.SERVICING_EMAIL ?? DEFAULT_SERVICING_EMAIL,
    dbWaitSeconds: parsed.DB_WAIT_SECONDS ?? 60,
    shutdownTimeoutSeconds: parsed.SHUTDOWN_TIMEOUT_SECONDS ?? 10,
    opsToken: parsed.OPS_TOKEN,
    releaseEnvironment: parsed.RELEASE_STORE
      ? { store: parsed.RELEASE_STORE, key: parsed.RELEASE_ENVIRONMENT ?? 'remotes.json' }
      : undefined,
  };
}
