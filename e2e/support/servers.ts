import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PORTS, REMOTE_NAMES, remoteEntryUrl } from './env';

export const ROOT = path.resolve(__dirname, '../..');
export const API_URL = `http://127.0.0.1:${PORTS.api}`;

/** The e2e stack's port of each remote, by container name. */
const REMOTE_PORTS: Readonly<Record<string, number>> = Object.fromEntries(
  REMOTE_NAMES.map((name) => [name, PORTS.containers[name]!]),
);

/**
 * A port of the e2e stack's block for a spec's own servers (slots 0-19, clear of the containers
 * and the API). Each spec takes its own slots.
 */
export const sparePort = (slot: number): number => PORTS.spare(slot);

/** The e2e stack's release store (scripts/stack.mjs publishes the remotes' builds there). */
const RELEASES_DIR = process.env.RELEASES_DIR ?? path.join(ROOT, 'releases');

/** The remotes.json the e2e stack's shell serves (scripts/stack.mjs writes it at start). */
export const STACK_REMOTES_FILE = path.join(RELEASES_DIR, `remotes.${PORTS.shell}.json`);

/**
 * scripts/serve-static.mjs's arguments for a spec's own shell server on `port`: the built shell,
 * the API at `api`, and the stack's release store under /remotes/ as the stack's shell serves it
 * (ADR 015), so the stack's remotes.json works there as it is.
 */
export const shellServerArgs = (port: number, api = API_URL): string[] => [
  '--dir',
  'shell/dist',
  '--port',
  String(port),
  '--shell',
  '--api',
  api,
  '--release-store',
  RELEASES_DIR,
];

/** Starts scripts/serve-static.mjs with the given arguments; resolves once it answers `probe`. */
export async function serveStatic(
  args: string[],
  probe: string,
  env: Record<string, string> = {},
): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['scripts/serve-static.mjs', ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: 'ignore',
  });
  const until = Date.now() + 15_000;
  for (;;) {
    try {
      if ((await fetch(probe)).ok) return child;
    } catch {
      // not up yet
    }
    if (Date.now() > until) {
      child.kill();
      throw new Error(`${probe} did not come up`);
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

export async function stop(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/**
 * remotes.json overrides pointing every remote at the e2e stack's current release (its
 * remotes.json), the ones in `changed` at a build served alone on another port.
 */
export function remoteOverrides(changed: Record<string, number>) {
  for (const name of Object.keys(changed))
    if (!(name in REMOTE_PORTS)) throw new Error(`no remote ${name} in containers.js`);
  const stack = JSON.parse(fs.readFileSync(STACK_REMOTES_FILE, 'utf8')) as Record<
    string,
    { base: string; stable: string }
  >;
  return Object.fromEntries(
    Object.keys(REMOTE_PORTS).map((name) => [
      `REMOTE_URL_${name.toUpperCase()}`,
      changed[name] !== undefined
        ? remoteEntryUrl(`http://localhost:${changed[name]}`)
        : `${stack[name]!.base}/${stack[name]!.stable}/remoteEntry.js`,
    ]),
  );
}

/**
 * The built API on a port and data of its own (a spec's own API: stopping or killing it leaves
 * the suite's alone). `env` adds to or overrides the defaults (PGlite in `dataDir`, demo data).
 */
export async function startApi(
  port: number,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['api/dist/main.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      TRUST_PROXY: 'loopback',
      DATA_DIR: dataDir,
      SEED: 'demo',
      ...(env.JWT_SECRET ? {} : { JWT_SECRET_DEV: 'generate' }),
      DEV_MAILBOX: 'true',
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT: '1000',
      // The crash test files hundreds of payoffs from one account (the limit has its own tests).
      SERVICING_SUBMIT_LIMIT: '10000',
      ...env,
    },
    stdio: 'ignore',
  });
  const until = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/lima/api/health`)).ok) return child;
    } catch {
      // not up yet
    }
    if (Date.now() > until) {
      child.kill();
      throw new Error('the API did not come up');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
