// @ts-check
// API throughput against a baseline measured in the same run: autocannon on loopback,
// 50 connections, a bounded time per endpoint. First a Fastify hello-world (the most this machine
// and this Fastify can answer), then the API's hot reads on PGlite and on PostgreSQL, each as
// requests per second, its ratio to the baseline, p50 and p99.
//
//   BENCH_API_SECONDS (10)       seconds per measured endpoint (after 2 s of warm-up)
//   BENCH_API_CONNECTIONS (50)
//   BENCH_PG_URL                 a PostgreSQL server (postgres://postgres@127.0.0.1:5432/test);
//                                the bench creates and drops a database of its own there
//   BENCH_CPU_PROFILE=<dir>      the API runs with --cpu-prof, writing its profile there
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD } from './browser.mjs';

const require = createRequire(import.meta.url);

/**
 * autocannon ships no types: the call made here, and what is read of its result (latencies in ms).
 * @typedef {{ url: string, method?: string, headers?: Record<string, string>, body?: string }} CannonRequest
 * @typedef {CannonRequest & { connections: number, duration: number }} CannonOptions
 * @typedef {{ requests: { total: number, average: number }, latency: { p50: number, p99: number },
 *   non2xx: number, errors: number, timeouts: number }} CannonResult
 * @type {(options: CannonOptions, done: (error: Error | null, result: CannonResult) => void) => unknown}
 */
const autocannon = require('autocannon');

/**
 * pg, the API's PostgreSQL client (loaded from api/): the calls made here.
 * @typedef {{ connect(): Promise<void>, query(sql: string): Promise<unknown>, end(): Promise<void> }} PgClient
 */

/** A database the API runs on: PGlite (no url) or a PostgreSQL one. @typedef {{ name: string, url?: string }} Database */

const requireFromApi = createRequire(new URL('../../api/package.json', import.meta.url));
const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_API_CONNECTIONS ?? 50);
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * @param {string[]} args node's
 * @param {Record<string, string>} env added to this process's
 */
function startProcess(args, env) {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  return {
    child,
    stderr: () => stderr,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * @param {string} url
 * @param {ReturnType<typeof startProcess>} proc the server that is to answer it
 * @param {number} [timeoutMs]
 */
async function waitFor(url, proc, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (proc.child.exitCode !== null)
      throw new Error(`${url}: the server exited (${proc.child.exitCode}): ${proc.stderr()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > until) throw new Error(`${url} did not answer in time: ${proc.stderr()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * @param {CannonRequest & { duration: number }} options
 * @returns {Promise<CannonResult>}
 */
function cannon(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/**
 * Warm-up, then the measured run; autocannon's latency histogram is in ms.
 * @param {string} name
 * @param {CannonRequest} request
 */
async function measure(name, request) {
  await cannon({ ...request, duration: 2 });
  const result = await cannon({ ...request, duration: SECONDS });
  const non2xx = result.non2xx + result.errors + result.timeouts;
  return {
    name,
    seconds: SECONDS,
    connections: CONNECTIONS,
    requests: result.requests.total,
    perSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: non2xx,
  };
}

/**
 * @param {string} api the API's base URL
 * @param {string} email a demo user's
 * @returns {Promise<string>} the user's session token
 */
async function signIn(api, email) {
  const response = await fetch(`${api}/users/validate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: DEMO_PASSWORD }),
  });
  const body = await response.json();
  if (!body.data?.token) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(body)}`);
  return body.data.token;
}

/**
 * @param {Database} database
 * @param {number} port
 * @param {string | undefined} cpuProfileDir
 */
async function apiOn(database, port, cpuProfileDir) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lender-throughput-'));
  const env = {
    PORT: String(port),
    HOST: '127.0.0.1',
    JWT_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: dataDir,
    LOGIN_RATE_LIMIT: '10000',
    ...(database.url ? { DATABASE_URL: database.url } : {}),
  };
  // Production refuses SEED=demo, so a start outside production seeds the database first; the
  // measured process is then a production start on that data.
  const seeding = startProcess(['api/dist/main.js'], { ...env, SEED: 'demo', NODE_ENV: '' });
  await waitFor(`http://127.0.0.1:${port}/lima/api/health`, seeding);
  await seeding.stop();
  const args = cpuProfileDir
    ? [`--cpu-prof`, `--cpu-prof-dir=${cpuProfileDir}`, 'api/dist/main.js']
    : ['api/dist/main.js'];
  const proc = startProcess(args, {
    ...env,
    SEED: 'none',
    NODE_ENV: 'production',
    // The production default: one access line per request is part of what is measured.
    LOG_LEVEL: 'info',
  });
  await waitFor(`http://127.0.0.1:${port}/lima/api/health`, proc);
  return {
    async stop() {
      await proc.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * @param {Database} database
 * @param {string} api the API's base URL
 */
async function endpoints(database, api) {
  const token = await signIn(api, 'borrower@demo.test');
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  /** @param {string} route */
  const at = (route) => `${api}/${route}`;
  return [
    await measure(`${database.name} GET deals/inprocess`, {
      url: at('deals/inprocess'),
      headers,
    }),
    await measure(`${database.name} POST deals/details`, {
      url: at('deals/details'),
      method: 'POST',
      headers,
      body: JSON.stringify({ dealid: 'D1011' }),
    }),
    await measure(`${database.name} POST deals/account-history`, {
      url: at('deals/account-history'),
      method: 'POST',
      headers,
      body: JSON.stringify({ dealid: 'D1011' }),
    }),
  ];
}

/**
 * @template T
 * @param {(url: string) => Promise<T>} run with a new database's URL
 * @returns {Promise<T | { skipped: string }>}
 */
async function withPostgresDatabase(run) {
  /** @type {{ Client: new (options: { connectionString: string }) => PgClient }} */
  const pg = requireFromApi('pg');
  const admin = new pg.Client({ connectionString: PG_URL });
  try {
    await admin.connect();
  } catch (error) {
    // pg refuses a connection with an Error.
    return {
      skipped: `PostgreSQL at ${PG_URL} is not reachable: ${/** @type {Error} */ (error).message}`,
    };
  }
  const name = `lender_bench_${randomBytes(4).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(PG_URL);
    url.pathname = `/${name}`;
    return await run(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

/**
 * @param {{ basePort: number, cpuProfileDir?: string }} options
 */
export async function apiThroughput({ basePort, cpuProfileDir = process.env.BENCH_CPU_PROFILE }) {
  // The baseline is measured right before each database's rows and each ratio is to that one, so
  // that a busier minute on this shared machine moves both sides alike.
  const measureBaseline = async () => {
    const proc = startProcess(['scripts/bench/hello-world.mjs', String(basePort)], {});
    try {
      await waitFor(`http://127.0.0.1:${basePort}/`, proc);
      return await measure('Fastify hello-world', { url: `http://127.0.0.1:${basePort}/` });
    } finally {
      await proc.stop();
    }
  };
  /** @typedef {Awaited<ReturnType<typeof measure>>} Measured */
  /** @type {Measured[]} */
  const baselines = [];
  /** @type {(Measured & { ratio: number })[]} */
  const results = [];
  /** @type {string[]} */
  const skipped = [];
  /** @param {Database} database */
  const onDatabase = async (database) => {
    const baseline = await measureBaseline();
    baselines.push({ ...baseline, name: `Fastify hello-world (before ${database.name})` });
    const server = await apiOn(database, basePort + 1, cpuProfileDir);
    try {
      const rows = await endpoints(database, `http://127.0.0.1:${basePort + 1}/lima/api`);
      for (const row of rows)
        results.push({ ...row, ratio: +(row.perSecond / baseline.perSecond).toFixed(3) });
    } finally {
      await server.stop();
    }
  };
  await onDatabase({ name: 'PGlite' });
  // onDatabase resolves to undefined: what is left is the reason it was skipped, if it was.
  const pg = /** @type {{ skipped: string } | undefined} */ (
    await withPostgresDatabase((url) => onDatabase({ name: 'PostgreSQL', url }))
  );
  if (pg?.skipped) skipped.push(pg.skipped);
  return { baselines, results, skipped };
}
