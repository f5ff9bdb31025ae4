// The real entry point: start-up refusals (every problem, exit 1, before a database or a port is
// opened), the clean-up of what killed uploads left behind, giving up on a database that never
// answers, and a graceful SIGTERM with an idle keep-alive connection open. Every line the
// process writes is JSON.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PUBLISHED_SECRETS } from './config';
import { TEMP_FILE_MAX_AGE_MS } from './documents/temp-files';

const entry = ['--import', 'tsx', join(__dirname, 'main.ts')];
const baseEnv = { PATH: process.env.PATH ?? '', DATA_DIR: '/nonexistent/lender-api', PORT: '1' };

const start = (env: Record<string, string>) =>
  spawnSync(process.execPath, entry, {
    cwd: join(__dirname, '..'),
    env: { ...baseEnv, ...env },
    encoding: 'utf8',
    // tsx compiles the entry first: slow on a busy machine, never a hang (the process exits).
    timeout: 90_000,
  });

interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

/** Every non-empty line, parsed: a line that is not JSON fails the test here. */
const jsonLines = (output: string): LogLine[] =>
  output
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as LogLine);

const FATAL = 60;

describe('start-up', () => {
  it('refuses to start without a secret', () => {
    const run = start({});
    expect(run.status).toBe(1);
    expect(run.stderr).toBe('');
    const [line] = jsonLines(run.stdout);
    expect(line?.level).toBe(FATAL);
    expect(line?.msg).toContain('Invalid configuration:\n- JWT_SECRET must be set');
  }, 100_000);

  it('refuses a published secret and the development mailbox in production', () => {
    const run = start({
      NODE_ENV: 'production',
      JWT_SECRET: PUBLISHED_SECRETS[0] ?? '',
      DEV_MAILBOX: 'true',
    });
    expect(run.status).toBe(1);
    const [line] = jsonLines(run.stdout);
    expect(line?.msg).toContain('- JWT_SECRET is a value printed in this repository');
    expect(line?.msg).toContain('- DEV_MAILBOX must not be true when NODE_ENV=production');
  }, 100_000);

  it('waits for a database that does not answer, says so, and gives up with a clear message', async () => {
    const free = await freePort();
    const run = start({
      JWT_SECRET: randomBytes(32).toString('hex'),
      DATABASE_URL: `postgres://nobody@127.0.0.1:${free}/none`,
      DB_WAIT_SECONDS: '1',
      PORT: String(await freePort()),
    });
    expect(run.status).toBe(1);
    const lines = jsonLines(run.stdout);
    expect(lines.map((line) => line.msg)).toContain('database not reachable yet; waiting for it');
    expect(lines.at(-1)).toMatchObject({ level: FATAL });
    expect(lines.at(-1)?.msg).toMatch(
      /^API failed to start: The database did not answer within 1 s \(DB_WAIT_SECONDS\)/,
    );
  }, 100_000);

  it('refuses demo data and a guessable secret in production', () => {
    const run = start({ NODE_ENV: 'production', JWT_SECRET: 'a'.repeat(32), SEED: 'demo' });
    expect(run.status).toBe(1);
    const [line] = jsonLines(run.stdout);
    expect(line?.msg).toContain(
      '- JWT_SECRET must be at least 32 random bytes written as hex (64 or more hex digits) or base64 when NODE_ENV=production: make one with `openssl rand -hex 32`',
    );
    expect(line?.msg).toContain('- SEED must be none when NODE_ENV=production');
  }, 100_000);

  it('removes the temp files of uploads that never finished before anything else', () => {
    const root = mkdtempSync(join(tmpdir(), 'lender-start-'));
    try {
      const uploads = join(root, 'uploads');
      mkdirSync(join(uploads, '.incoming', 'api-1-7-0badc0de'), { recursive: true });
      // A replica killed mid-upload an hour ago, and another replica's upload in flight now.
      const leftovers = [
        join(uploads, '.incoming', 'api-1-7-0badc0de', 'killed-upload'),
        join(uploads, '.incoming', 'api-1-7-0badc0de'),
        join(uploads, '.put-killed'),
      ];
      const inFlight = join(uploads, '.incoming', 'api-2-9-feedface', 'uploading');
      mkdirSync(join(inFlight, '..'));
      writeFileSync(inFlight, 'half a file');
      for (const file of leftovers.filter((path) => !path.endsWith('0badc0de')))
        writeFileSync(file, 'half a file');
      const anHourAgo = new Date(Date.now() - TEMP_FILE_MAX_AGE_MS - 60_000);
      for (const path of leftovers) utimesSync(path, anHourAgo, anHourAgo);
      // A data folder that cannot be opened: the start stops right after the clean-up.
      const notAFolder = join(root, 'not-a-folder');
      writeFileSync(notAFolder, '');
      const run = start({
        DATA_DIR: notAFolder,
        UPLOAD_DIR: uploads,
        JWT_SECRET: randomBytes(32).toString('hex'),
      });
      const lines = jsonLines(run.stdout);
      expect(lines).toContainEqual(
        expect.objectContaining({
          msg: 'removed temp files of uploads that never finished',
          removed: 2,
        }),
      );
      expect(lines.at(-1)?.msg).toMatch(/^API failed to start/);
      expect(leftovers.filter((file) => existsSync(file))).toEqual([]);
      expect(existsSync(inFlight)).toBe(true);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }, 100_000);

  it('refuses to start on an upload folder it cannot write, saying which', () => {
    const root = mkdtempSync(join(tmpdir(), 'lender-start-'));
    try {
      const notAFolder = join(root, 'uploads');
      writeFileSync(notAFolder, '');
      const run = start({ UPLOAD_DIR: notAFolder, JWT_SECRET: randomBytes(32).toString('hex') });
      expect(run.status).toBe(1);
      const lines = jsonLines(run.stdout);
      expect(lines.at(-1)).toMatchObject({ level: FATAL });
      expect(lines.at(-1)?.msg).toBe(
        `API failed to start: the upload folder ${notAFolder} cannot be written (ENOTDIR): give the API's user write access to UPLOAD_DIR`,
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }, 100_000);
});

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  return port;
}

const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/** GETs `url` until it answers 200 (`child` is still starting); fails once `child` has exited. */
async function untilOk(url: string, child: ChildProcess): Promise<void> {
  for (;;) {
    if (hasExited(child))
      throw new Error(`the API exited (${child.exitCode ?? child.signalCode}) before it was ready`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * The API process a test started. A test that times out leaves its own clean-up unrun: the
 * process is killed after it, or it would keep jest's worker from exiting.
 */
let started: ChildProcess | undefined;
afterEach(async () => {
  const child = started;
  started = undefined;
  if (!child || hasExited(child)) return;
  const exited = once(child, 'exit');
  child.kill('SIGKILL');
  await exited;
});

it('on SIGTERM, stops being ready, closes an idle keep-alive connection and exits 0', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'lender-main-'));
  const port = await freePort();
  const child = spawn(process.execPath, entry, {
    cwd: join(__dirname, '..'),
    env: {
      ...baseEnv,
      DATA_DIR: dataDir,
      UPLOAD_DIR: join(dataDir, 'uploads'),
      PORT: String(port),
      JWT_SECRET: randomBytes(32).toString('hex'),
      // A forced exit after the deadline would be exit 1: 0 means the shutdown was graceful.
      SHUTDOWN_TIMEOUT_SECONDS: '60',
    },
  });
  started = child;
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  const exited = once(child, 'exit');
  try {
    const base = `http://127.0.0.1:${port}/lima/api`;
    await untilOk(`${base}/health/ready`, child);

    // A client that keeps its connection open after its answer, as browsers and proxies do.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const answered = new Promise<http.IncomingMessage>((resolve, reject) =>
      http.get(`${base}/health/live`, { agent }, resolve).on('error', reject),
    );
    const response = await answered;
    response.resume();
    await once(response, 'end');
    expect(response.headers.connection).toBe('keep-alive');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);

    child.kill('SIGTERM');
    const [code] = await exited;
    agent.destroy();
    expect(code).toBe(0);
    const messages = jsonLines(stdout).map((line) => line.msg);
    expect(messages).toEqual(
      expect.arrayContaining(['shutting down: no new connections', 'shut down']),
    );
  } finally {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 150_000);
