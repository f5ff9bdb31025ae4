import { ConfigError, DEV_JWT_SECRET, loadConfig } from './config';

const load = (env: Record<string, string>) => loadConfig(env, '/repo');
const problems = (env: Record<string, string>): string[] => {
  try {
    load(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

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
      jwtSecret: DEV_JWT_SECRET,
      tokenTtlMinutes: 30,
      sessionMaxHours: 12,
      setupTokenTtlHours: 24,
      seed: { kind: 'demo' },
      loginRateLimit: 10,
      corsOrigins: [],
      scryptLogN: 15,
    });
  });

  it('reads every variable', () => {
    const config = load({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://u@db:5432/app',
      DATA_DIR: '/tmp/x',
      JWT_SECRET: 'x'.repeat(32),
      TOKEN_TTL_MINUTES: '15',
      SESSION_MAX_HOURS: '8',
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
      setupTokenTtlHours: 48,
      seed: { kind: 'large', deals: 200 },
      loginRateLimit: 5,
      uploadDir: '/tmp/up',
      smtpUrl: 'smtp://mail:1025',
      paymentUrl: 'https://pay.example.org/x',
      corsOrigins: ['http://localhost:3000', 'https://portal.example.org'],
    });
  });

  it('does not seed PostgreSQL by default', () => {
    expect(load({ DATABASE_URL: 'postgresql://localhost/db' }).seed).toEqual({ kind: 'none' });
    expect(load({ SEED: 'large' }).seed).toEqual({ kind: 'large', deals: 5000 });
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

  it('requires a strong JWT secret in production', () => {
    expect(problems({ NODE_ENV: 'production' })).toEqual([
      'JWT_SECRET must be set (at least 32 characters) when NODE_ENV=production',
    ]);
    expect(problems({ NODE_ENV: 'production', JWT_SECRET: 'short' })).toEqual([
      'JWT_SECRET must be at least 32 characters (got 5 characters)',
    ]);
    expect(
      problems({ NODE_ENV: 'production', JWT_SECRET: 's'.repeat(40), SCRYPT_LOG_N: '12' }),
    ).toHaveLength(1);
    expect(load({ NODE_ENV: 'production', JWT_SECRET: 's'.repeat(40) }).jwtSecret).toBe(
      's'.repeat(40),
    );
  });

  it('the error message lists every problem', () => {
    expect(() => load({ PORT: 'x', HOST: ' ', LOGIN_RATE_LIMIT: '-1' })).toThrow(
      /PORT must be.*\n- LOGIN_RATE_LIMIT must be/s,
    );
  });
});
