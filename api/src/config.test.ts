import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ConfigError, loadConfig, PUBLISHED_SECRETS } from './config';

/** What `openssl rand -hex 32` printed once: what every environment takes. */
const SECRET = '3c9d7f0e5a1b84c26e0f9d3b7a51c8e2f4d06b9a3e7c15f8d2b0a64e9c3f7d18';
/** 32 random characters: enough outside production, not 256 bits. */
const SHORT_SECRET = 'k7Qe2v9XbN4sLm0PzR8tWc3YhJ6uFa1D';
/** A valid base: every environment needs a secret now. */
const load = (env: Record<string, string>) => loadConfig({ JWT_SECRET: SECRET, ...env }, '/repo');
const problems = (env: Record<string, string>): string[] => {
  try {
    load(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

const cleanUp: string[] = [];
afterAll(() => {
  for (const dir of cleanUp) rmSync(dir, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('has development defaults', () => {
    const config = load({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3100,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: '/repo/.data/pglite',
      uploadDir: '/repo/.data/uploads',
      jwtSecret: SECRET,
      tokenTtlMinutes: 30,
      sessionMaxHours: 12,
      sessionIdleMinutes: 32,
      setupTokenTtlHours: 24,
      downloadLinkTtlSeconds: 300,
      seed: { kind: 'none' },
      loginRateLimit: 10,
      corsOrigins: [],
      scryptLogN: 17,
      hashConcurrency: 2,
      hashQueue: 32,
      portalUrl: 'http://localhost:3000',
      devMailbox: false,
      trustProxy: false,
    });
  });

  it('reads every variable', () => {
    const config = load({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://u@db:5432/app',
      DATA_DIR: '/tmp/x',
      JWT_SECRET: 'Zp4xQ8vL2mN7rT1wK9sB3dF6hJ0gC5yA',
      TOKEN_TTL_MINUTES: '15',
      SESSION_MAX_HOURS: '8',
      SESSION_IDLE_MINUTES: '45',
      PORTAL_URL: 'https://portal.example.org/',
      DEV_MAILBOX: 'false',
      MAIL_FROM: 'Acme <no-reply@acme.example>',
      SCRYPT_LOG_N: '18',
      HASH_CONCURRENCY: '4',
      HASH_QUEUE: '100',
      TRUST_PROXY: '2',
      SETUP_TOKEN_TTL_HOURS: '48',
      SEED: 'large:200',
      LOGIN_RATE_LIMIT: '5',
      UPLOAD_DIR: '/tmp/up',
      SMTP_URL: 'smtp://mail:1025',
      PAYMENT_URL: 'https://pay.example.org/x',
      CORS_ORIGINS: 'http://localhost:3000, https://portal.example.org',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgres://u@db:5432/app',
      dataDir: '/tmp/x',
      tokenTtlMinutes: 15,
      sessionMaxHours: 8,
      sessionIdleMinutes: 45,
      portalUrl: 'https://portal.example.org',
      devMailbox: false,
      mailFrom: 'Acme <no-reply@acme.example>',
      scryptLogN: 18,
      hashConcurrency: 4,
      hashQueue: 100,
      trustProxy: 2,
      setupTokenTtlHours: 48,
      seed: { kind: 'large', deals: 200 },
      loginRateLimit: 5,
      uploadDir: '/tmp/up',
      smtpUrl: 'smtp://mail:1025',
      paymentUrl: 'https://pay.example.org/x',
      corsOrigins: ['http://localhost:3000', 'https://portal.example.org'],
    });
  });

  it('seeds only when asked (SEED), on any database', () => {
    expect(load({}).seed).toEqual({ kind: 'none' });
    expect(load({ DATABASE_URL: 'postgresql://localhost/db' }).seed).toEqual({ kind: 'none' });
    expect(load({ SEED: 'demo' }).seed).toEqual({ kind: 'demo' });
    expect(load({ SEED: 'large' }).seed).toEqual({ kind: 'large', deals: 5000 });
  });

  it('opens the development mailbox only when asked (DEV_MAILBOX), never in production', () => {
    expect(load({}).devMailbox).toBe(false);
    expect(load({ NODE_ENV: 'test' }).devMailbox).toBe(false);
    expect(load({ NODE_ENV: 'production' }).devMailbox).toBe(false);
    expect(load({ DEV_MAILBOX: 'true' }).devMailbox).toBe(true);
    expect(load({ DATABASE_URL: 'postgres://db/app', DEV_MAILBOX: 'true' }).devMailbox).toBe(true);
    expect(problems({ NODE_ENV: 'production', DEV_MAILBOX: 'true' })).toEqual([
      'DEV_MAILBOX must not be true when NODE_ENV=production (it shows every mail, links included)',
    ]);
  });

  it('refuses demo data in production', () => {
    for (const seed of ['demo', 'large', 'large:10'])
      expect(problems({ NODE_ENV: 'production', SEED: seed })).toEqual([
        'SEED must be none when NODE_ENV=production (the demo accounts have a published password, an employee among them)',
      ]);
    expect(load({ NODE_ENV: 'production', SEED: 'none' }).seed).toEqual({ kind: 'none' });
  });

  it('charges cards through the test gateway outside production only', () => {
    expect(load({}).cardGateway).toBe('test');
    expect(load({ NODE_ENV: 'production' }).cardGateway).toBe('none');
    expect(load({ CARD_GATEWAY: 'none' }).cardGateway).toBe('none');
    expect(problems({ CARD_GATEWAY: 'stripe' })).toEqual([
      'CARD_GATEWAY must be test or none (got "stripe")',
    ]);
    expect(problems({ NODE_ENV: 'production', CARD_GATEWAY: 'test' })).toEqual([
      'CARD_GATEWAY must not be test when NODE_ENV=production (it approves test cards without moving money)',
    ]);
  });

  it('keeps the loan lookup off unless LOAN_LOOKUP_ENABLED', () => {
    expect(load({}).loanLookupEnabled).toBe(false);
    expect(load({ LOAN_LOOKUP_ENABLED: 'true' }).loanLookupEnabled).toBe(true);
  });

  it('sends servicing notifications to SERVICING_EMAIL (servicing@lender.example by default)', () => {
    expect(load({}).servicingEmail).toBe('servicing@lender.example');
    expect(load({ SERVICING_EMAIL: 'loans@bank.example' }).servicingEmail).toBe(
      'loans@bank.example',
    );
    expect(problems({ SERVICING_EMAIL: 'not an address' })[0]).toMatch(/^SERVICING_EMAIL must be/);
  });

  it('trusts a hop count or listed proxies, never every hop', () => {
    expect(load({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(load({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(load({ TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
    expect(load({ TRUST_PROXY: '10.0.0.0/8, 172.28.0.5 ,::1, fd00::/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '172.28.0.5',
      '::1',
      'fd00::/8',
    ]);
    for (const bad of ['true', 'yes', '10.0.0.0/33', '300.1.1.1', 'proxy.internal', '11', ','])
      expect(problems({ TRUST_PROXY: bad })).toEqual([
        expect.stringMatching(/^TRUST_PROXY must be false, a hop count .* \(got "/),
      ]);
  });

  it('gives one clear message per bad value', () => {
    expect(
      problems({
        PORT: 'abc',
        TOKEN_TTL_MINUTES: '0',
        SESSION_MAX_HOURS: '0',
        SEED: 'lots',
        PAYMENT_URL: 'ftp://x',
        CORS_ORIGINS: 'localhost',
      }),
    ).toEqual([
      'PORT must be an integer from 1 to 65535 (got "abc")',
      'TOKEN_TTL_MINUTES must be an integer from 1 to 1440 (got "0")',
      'SESSION_MAX_HOURS must be an integer from 1 to 168 (got "0")',
      'SEED must be one of demo, none, large or large:<count> (got "lots")',
      'PAYMENT_URL must be an http(s) URL (got "ftp://x")',
      'CORS_ORIGINS must be a comma-separated list of origins like http://localhost:3000 (got "localhost")',
    ]);
    expect(problems({ SESSION_MAX_HOURS: '12.5' })).toEqual([
      'SESSION_MAX_HOURS must be an integer from 1 to 168 (got "12.5")',
    ]);
    expect(problems({ SESSION_MAX_HOURS: '169' })).toEqual([
      'SESSION_MAX_HOURS must be an integer from 1 to 168 (got "169")',
    ]);
    expect(problems({ PORT: '70000' })).toEqual([
      'PORT must be an integer from 1 to 65535 (got "70000")',
    ]);
    expect(problems({ DATABASE_URL: 'mysql://user:pw@x' })).toEqual([
      'DATABASE_URL must be a postgres:// or postgresql:// URL (got "mysql://***@x")',
    ]);
  });

  it('requires a secret in every environment', () => {
    const none = (env: Record<string, string>) => {
      try {
        loadConfig(env, '/repo');
      } catch (error) {
        if (error instanceof ConfigError) return error.problems;
        throw error;
      }
      return [];
    };
    expect(none({})).toEqual([
      'JWT_SECRET must be set to at least 32 random characters (e.g. `openssl rand -hex 32`); for development, JWT_SECRET_DEV=generate makes one and keeps it in DATA_DIR',
    ]);
    expect(none({ NODE_ENV: 'test' })).toHaveLength(1);
    expect(none({ NODE_ENV: 'production' })).toEqual([
      'JWT_SECRET must be set to at least 32 random characters (e.g. `openssl rand -hex 32`) when NODE_ENV=production',
    ]);
    expect(none({ NODE_ENV: 'production', JWT_SECRET_DEV: 'generate' })).toEqual([
      'JWT_SECRET must be set to at least 32 random characters (e.g. `openssl rand -hex 32`) when NODE_ENV=production',
      'JWT_SECRET_DEV must not be set when NODE_ENV=production (set JWT_SECRET)',
    ]);
    expect(problems({ NODE_ENV: 'production', JWT_SECRET: 'short' })).toEqual([
      'JWT_SECRET must be at least 32 characters (got 5 characters)',
    ]);
    expect(load({ NODE_ENV: 'production', JWT_SECRET: SECRET }).jwtSecret).toBe(SECRET);
  });

  it('refuses a secret with too little entropy outside production', () => {
    const weak = (secret: string) =>
      problems({ JWT_SECRET: secret }).map((problem) =>
        problem.replace(/about \d+ bits/, 'about N bits'),
      );
    const refusal = [
      'JWT_SECRET is too easy to guess: its characters carry about N bits of entropy, at least 100 are needed; use a random value (e.g. `openssl rand -hex 32`)',
    ];
    expect(weak('a'.repeat(32))).toEqual(refusal);
    expect(weak('ab'.repeat(32))).toEqual(refusal);
    expect(weak('abcdefgh'.repeat(4))).toEqual(refusal);
    // Random values pass: 32 hex characters (128 bits), 64 (`openssl rand -hex 32`), base64url.
    for (const secret of ['9f86d081884c7d659a2feaa0c55ad015', SECRET, SHORT_SECRET])
      expect(problems({ JWT_SECRET: secret })).toEqual([]);
  });

  it('takes in production only 32 or more random bytes as hex or base64', () => {
    const refusal = (secret: string) => problems({ NODE_ENV: 'production', JWT_SECRET: secret });
    const encoding =
      'JWT_SECRET must be at least 32 random bytes written as hex (64 or more hex digits) or base64 when NODE_ENV=production: make one with `openssl rand -hex 32`';
    const pattern =
      'JWT_SECRET follows a pattern (a run typed in sequence or repeated characters), so it is not random: make one with `openssl rand -hex 32`';
    const words =
      'JWT_SECRET reads as words, so it is not random: make one with `openssl rand -hex 32`';
    // Not an encoding of 32 bytes: too short, or not hex or base64.
    for (const secret of [
      'abcdefghijklmnopqrstuvwxyz0123456789',
      SHORT_SECRET,
      '9f86d081884c7d659a2feaa0c55ad015',
      'correct horse battery staple orange monkey table lamp',
    ])
      expect(refusal(secret)).toEqual([encoding]);
    // Long enough, but typed: keyboard rows, the alphabet, repeats; base64 of repeated text.
    for (const secret of [
      'qwertyuiopasdfghjklzxcvbnm1234567890QWERTYUIOPASDFGHJKLZXCVBNMqw',
      'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZab',
      '0123456789abcdef'.repeat(4),
      'deadbeef'.repeat(8),
      'a'.repeat(64),
      Buffer.from('password'.repeat(5)).toString('base64'),
    ])
      expect(refusal(secret)).toEqual([pattern]);
    // Passphrases of words, with separators or in one run of letters.
    for (const secret of [
      'correct-horse-battery-staple-orange-monkey-table',
      'Correct_Horse_Battery_Staple_Orange_Monkey_Table',
      'correcthorsebatterystapleorangemonkeytablelampstones',
    ])
      expect(refusal(secret)).toEqual([words]);
    // What openssl and Node print for 32 random bytes.
    for (const secret of [
      SECRET,
      randomBytes(32).toString('hex'),
      randomBytes(32).toString('base64'),
      randomBytes(48).toString('base64url'),
    ])
      expect(refusal(secret)).toEqual([]);
  });

  it('refuses every secret printed in the repository', () => {
    for (const secret of PUBLISHED_SECRETS)
      expect(problems({ JWT_SECRET: secret })).toEqual([
        expect.stringMatching(/^JWT_SECRET is a value printed in this repository/),
      ]);
  });

  it('knows every JWT_SECRET value written in the examples and docs', () => {
    const root = resolve(__dirname, '../..');
    const markdown = (dir: string): string[] =>
      readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
        .filter((name) => name.endsWith('.md'))
        .map((name) => join(dir, name));
    const files = [
      '.env.example',
      'docker-compose.yml',
      'README.md',
      'api/README.md',
      ...markdown('docs'),
    ];
    const written = files.flatMap((file) =>
      [...readFileSync(join(root, file), 'utf8').matchAll(/JWT_SECRET\s*[=:]\s*['"]?([^\s'"$]+)/g)]
        .map((match) => match[1] ?? '')
        .filter((value) => value.length >= 32),
    );
    for (const value of written) expect(PUBLISHED_SECRETS).toContain(value);
  });

  it('generates a development secret once, mode 600, and keeps it across restarts', () => {
    const root = mkdtempSync(join(tmpdir(), 'lender-secret-'));
    cleanUp.push(root);
    const dataDir = join(root, 'pglite');
    const env = { JWT_SECRET_DEV: 'generate', DATA_DIR: dataDir };
    const first = loadConfig(env, '/repo');
    expect(first.jwtSecret).toMatch(/^[\w-]{43}$/);
    expect(first.jwtSecretSource).toBe(join(dataDir, 'jwt-secret'));
    expect(statSync(join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(loadConfig(env, '/repo').jwtSecret).toBe(first.jwtSecret);
    // A JWT_SECRET wins over the generated one.
    expect(loadConfig({ ...env, JWT_SECRET: SECRET }, '/repo').jwtSecret).toBe(SECRET);
    writeFileSync(join(dataDir, 'jwt-secret'), 'short\n', { mode: 0o644 });
    expect(() => loadConfig(env, '/repo')).toThrow(/fewer than 32 characters/);
  });

  it('keeps scrypt at the OWASP cost except in tests', () => {
    expect(problems({ SCRYPT_LOG_N: '16' })).toEqual([
      'SCRYPT_LOG_N must be at least 17 unless NODE_ENV=test (got "16")',
    ]);
    expect(problems({ NODE_ENV: 'production', SCRYPT_LOG_N: '12' })).toHaveLength(1);
    expect(load({ NODE_ENV: 'test', SCRYPT_LOG_N: '10' }).scryptLogN).toBe(10);
  });

  it('the error message lists every problem', () => {
    expect(() => load({ PORT: 'x', HOST: ' ', LOGIN_RATE_LIMIT: '-1' })).toThrow(
      /PORT must be.*\n- LOGIN_RATE_LIMIT must be/s,
    );
  });

  it('reads a secret from the file <NAME>_FILE names', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lender-config-'));
    cleanUp.push(dir);
    const file = join(dir, 'jwt');
    writeFileSync(file, `${SECRET}\n`);
    const url = join(dir, 'url');
    writeFileSync(url, 'postgres://lender:pw@db:5432/lender');
    const fromFile = loadConfig({ JWT_SECRET_FILE: file, DATABASE_URL_FILE: url }, '/repo');
    expect(fromFile).toMatchObject({
      jwtSecret: SECRET,
      databaseUrl: 'postgres://lender:pw@db:5432/lender',
    });
    expect(loadConfig({ JWT_SECRET_FILE: file, DB_WAIT_SECONDS: '5' }, '/repo').dbWaitSeconds).toBe(
      5,
    );
    const missing = join(dir, 'none');
    expect(() => loadConfig({ JWT_SECRET_FILE: missing }, '/repo')).toThrow(
      `JWT_SECRET_FILE names a file that cannot be read (ENOENT: ${missing})`,
    );
    expect(() => loadConfig({ JWT_SECRET: SECRET, JWT_SECRET_FILE: file }, '/repo')).toThrow(
      'set JWT_SECRET or JWT_SECRET_FILE, not both',
    );
  });

  it('bounds the start-up wait and the shutdown deadline', () => {
    expect(load({})).toMatchObject({ dbWaitSeconds: 60, shutdownTimeoutSeconds: 10 });
    expect(load({ SHUTDOWN_TIMEOUT_SECONDS: '30' }).shutdownTimeoutSeconds).toBe(30);
    expect(problems({ SHUTDOWN_TIMEOUT_SECONDS: '0', DB_WAIT_SECONDS: 'soon' })).toEqual([
      'DB_WAIT_SECONDS must be an integer from 0 to 3600 (seconds) (got "soon")',
      'SHUTDOWN_TIMEOUT_SECONDS must be an integer from 1 to 600 (seconds) (got "0")',
    ]);
  });
});
