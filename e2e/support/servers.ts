import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PORTS, REMOTE_NAMES, remoteEntryUrl } from './env';

export const ROOT = path.resolve(__dirname, '../..');
export const API_URL = `http://127.0.0.1:${PORTS.api}`;

/** The e2e stack's port of each remote, by container name. */
const REMOTE_PORTS: Readonly<Record<string, number>> = Object.fromEntries(
  REMOTE_NAMES.map((name) => [name, PORTS.containers[name]!]),
);

/**
 * Each spec's own slots among the e2e block's spare ports (shared/federation/ports.js: 0-29, clear
 * of the containers and the API). One table, so that no two specs share a port.
 */
const SPARE_SLOTS = {
  resilience: [0, 1],
  'crash-durability': [3],
  'independent-delivery': [5, 6],
  'session-guard': [7],
  'remote-down': [8, 9],
  'add-my-loan': [10],
  'blast-radius': [11, 12],
  'remote-releases': [13, 14],
  'release-vitals': [15],
  'page-declarations': [16, 17, 18],
} as const satisfies Record<string, readonly number[]>;

/** The slots of the specs' own stacks (startOwnStack): the API's and the shell's. */
const OWN_STACK_SLOTS = {
  resilience: { api: 2, shell: 22 },
  'card-payment-viewing': { api: 4, shell: 19 },
  'document-links': { api: 20, shell: 21 },
} as const satisfies Record<string, { api: number; shell: number }>;

type SpareOwner = keyof typeof SPARE_SLOTS;
type OwnStackOwner = keyof typeof OWN_STACK_SLOTS;

const taken = [
  ...Object.values(SPARE_SLOTS).flat(),
  ...Object.values(OWN_STACK_SLOTS).flatMap(({ api, shell }) => [api, shell]),
];
if (new Set<number>(taken).size !== taken.length)
  throw new Error('two specs share a spare port slot (e2e/support/servers.ts)');

/** A port for each slot of a tuple of slots. */
type PortsOf<T extends readonly number[]> = { -readonly [I in keyof T]: number };

/** The ports of a spec's own slots, in the table's order. */
export const spareSlots = <S extends SpareOwner>(spec: S): PortsOf<(typeof SPARE_SLOTS)[S]> =>
  SPARE_SLOTS[spec].map((slot) => PORTS.spare(slot)) as PortsOf<(typeof SPARE_SLOTS)[S]>;

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
 * How long an API may take to answer after it is spawned: as long as the suite's own stack allows
 * (scripts/stack.mjs), since on a busy machine migrating and seeding took more than 60 s.
 */
const API_START_MS = 120_000;

/**
 * How long a hook or test that starts an own stack may take (Playwright's default of 30 s is
 * shorter than an API's start on a busy machine; a hook cut short leaves its servers running).
 */
export const OWN_STACK_TIMEOUT_MS = API_START_MS + 30_000;

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
  const until = Date.now() + API_START_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/lima/api/health`)).ok) return child;
    } catch {
      // not up yet
    }
    if (Date.now() > until) {
      // A start that failed: nothing of it to shut down gracefully, and the port must be free.
      child.kill('SIGKILL');
      throw new Error('the API did not come up');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A spec's own API (its own data, demo-seeded) and a shell served against it. */
export interface OwnStack {
  /** The shell's origin, e.g. http://localhost:4092. */
  shell: string;
  /** The API's origin. */
  api: string;
  /** Stops the API alone; its data stays for `restartApi`. */
  stopApi(): Promise<void>;
  /** Starts the API again on the same port and data. */
  restartApi(): Promise<void>;
  /** Stops both servers and removes the data. */
  stop(): Promise<void>;
}

/**
 * Starts a spec's own stack on its slots (its API first, then its shell), so a spec
 * that changes data or stops the API leaves the suite's stack alone. `apiEnv` adds to startApi's
 * settings; the shell loads every remote at the suite's stack's current release.
 */
export async function startOwnStack(
  owner: OwnStackOwner,
  options: { apiEnv?: Record<string, string> } = {},
): Promise<OwnStack> {
  const apiPort = PORTS.spare(OWN_STACK_SLOTS[owner].api);
  const shellPort = PORTS.spare(OWN_STACK_SLOTS[owner].shell);
  const shell = `http://localhost:${shellPort}`;
  const api = `http://127.0.0.1:${apiPort}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${owner}-`));
  const apiEnv = { PORTAL_URL: shell, ...options.apiEnv };
  let apiServer: ChildProcess | undefined;
  let shellServer: ChildProcess | undefined;
  const stack: OwnStack = {
    shell,
    api,
    stopApi: () => stop(apiServer),
    restartApi: async () => {
      await stop(apiServer);
      apiServer = await startApi(apiPort, dataDir, apiEnv);
    },
    stop: async () => {
      await stop(shellServer);
      await stop(apiServer);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  try {
    apiServer = await startApi(apiPort, dataDir, apiEnv);
    shellServer = await serveStatic(
      shellServerArgs(shellPort, api),
      `${shell}/remotes.json`,
      remoteOverrides({}),
    );
  } catch (error) {
    await stack.stop();
    throw error;
  }
  return stack;
}
