// @ts-check
// The throughput budgets (docs/bench.md): autocannon on loopback against the API's build on the
// demo data (NODE_ENV=production, its access log), GET deals/inprocess as the demo borrower, on
// PGlite and on PostgreSQL, each a ratio to a Fastify hello-world measured right before it.
//   BENCH_API_SECONDS (10), BENCH_API_CONNECTIONS (50), BENCH_CPU_PROFILE=<dir> (--cpu-prof),
//   BENCH_PG_URL: a server to make and drop a database on; skipped when it does not answer
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD } from './browser.mjs';
import { ROOT, waitFor } from '../stack.mjs';

const require = createRequire(import.meta.url);
/**
 * autocannon ships no types: the call made here and what is read of its result (ms).
 * @typedef {{ url: string, headers?: Record<string, string> }} Request
 * @typedef {{ requests: { average: number }, latency: { p50: number, p99: number },
 *   non2xx: number, errors: number, timeouts: number }} CannonResult
 * @type {(options: Request & { connections: number, duration: number },
 *   done: (error: Error | null, result: CannonResult) => void) => unknown}
 */
const autocannon = require('autocannon');
/** @type {{ Client: new (options: { connectionString: string }) => { connect(): Promise<void>,
 *   query(sql: string): Promise<unknown>, end(): Promise<void> } }} the API's PostgreSQL client */
const pg = createRequire(path.join(ROOT, 'api/package.json'))('pg');

const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_API_CONNECTIONS ?? 50);
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
// Run in api/, whose Fastify it is.
const HELLO_WORLD = `const app = require('fastify')({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });`;

/** `node <args>`, once `url` answers: its stop. @param {string[]} args @param {Record<string, string>} env @param {string} url */
async function start(args, env, url) {
  const cwd = args[0] === '-e' ? path.join(ROOT, 'api') : ROOT;
  const stdio = /** @type {['ignore', 'ignore', 'pipe']} */ (['ignore', 'ignore', 'pipe']);
  const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const failed = exited.then((code) => {
    throw new Error(`${args.at(-1)} exited (${code}): ${stderr}`);
  });
  await Promise.race([waitFor(url), failed]);
  return () => (child.kill('SIGTERM'), exited);
}

/** 2 s of warm-up, then the measured run. @param {string} name @param {Request} request */
async function measure(name, request) {
  /** @type {(duration: number) => Promise<CannonResult>} */
  const cannon = (duration) =>
    new Promise((resolve, reject) =>
      autocannon({ ...request, connections: CONNECTIONS, duration }, (error, result) =>
        error ? reject(error) : resolve(result),
      ),
    );
  await cannon(2);
  const { requests, latency, non2xx, errors, timeouts } = await cannon(SECONDS);
  const perSecond = Math.round(requests.average);
  const { p50, p99 } = latency;
  return { name, perSecond, p50, p99, failures: non2xx + errors + timeouts };
}

/**
 * The API on a database (PGlite without a url), seeded by a start outside production (which
 * refuses SEED=demo), then measured on a production start.
 * @param {number} port @param {string} [databaseUrl]
 */
async function measureApi(port, databaseUrl) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lender-throughput-'));
  const secret = randomBytes(32).toString('hex');
  const env = { PORT: String(port), HOST: '127.0.0.1', JWT_SECRET: secret, DATA_DIR: dataDir };
  Object.assign(env, { LOGIN_RATE_LIMIT: '10000' }, databaseUrl && { DATABASE_URL: databaseUrl });
  const api = `http://127.0.0.1:${port}/lima/api`;
  const main = 'api/dist/main.js';
  await (
    await start([main], { ...env, SEED: 'demo', NODE_ENV: '' }, `${api}/health`)
  )();
  const profile = process.env.BENCH_CPU_PROFILE;
  const args = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`, main] : [main];
  const production = { ...env, SEED: 'none', NODE_ENV: 'production', LOG_LEVEL: 'info' };
  const stop = await start(args, production, `${api}/health`);
  try {
    const signIn = await fetch(`${api}/users/validate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'borrower@demo.test', password: DEMO_PASSWORD }),
    });
    const token = (await signIn.json()).data?.token;
    if (!token) throw new Error(`the demo borrower's sign-in failed (${signIn.status})`);
    const headers = { authorization: `Bearer ${token}` };
    const name = `${databaseUrl ? 'PostgreSQL' : 'PGlite'} GET deals/inprocess`;
    return await measure(name, { url: `${api}/deals/inprocess`, headers });
  } finally {
    await stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Each database's row after the baseline it is a ratio to (whose own ratio is 1).
 * @param {number} port the baseline's; the API's is the next one
 */
export async function apiThroughput(port) {
  /** @type {(Awaited<ReturnType<typeof measure>> & { ratio: number })[]} */
  const results = [];
  /** @param {string} [databaseUrl] */
  const onDatabase = async (databaseUrl) => {
    const hello = `http://127.0.0.1:${port}/`;
    const stop = await start(['-e', HELLO_WORLD], { PORT: String(port) }, hello);
    const baseline = await measure('Fastify hello-world', { url: hello }).finally(stop);
    const row = await measureApi(port + 1, databaseUrl);
    const ratio = +(row.perSecond / baseline.perSecond).toFixed(3);
    results.push({ ...baseline, ratio: 1 }, { ...row, ratio });
  };
  await onDatabase();
  const admin = new pg.Client({ connectionString: PG_URL });
  /** @type {string[]} */
  const skipped = [];
  const report = { seconds: SECONDS, connections: CONNECTIONS, results, skipped };
  const refused = await admin.connect().then(
    () => '',
    (/** @type {Error} */ e) => e.message,
  );
  if (refused) return { ...report, skipped: [refused] };
  const database = `lender_bench_${randomBytes(4).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${database}`);
  try {
    const url = new URL(PG_URL);
    url.pathname = `/${database}`;
    await onDatabase(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  }
  return report;
}
