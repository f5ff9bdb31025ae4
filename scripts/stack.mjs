// @ts-check
// Starts the portal's processes: the API (PGlite by default) and the shell's server, which proxies
// /lima/api and serves the remotes' releases under /remotes/ (ADR 015). Used by `pnpm start` and by
// the Playwright suites.
// Like a deployment, it first publishes each remote's build to the release store (RELEASES_DIR,
// default releases/) and makes it stable in this stack's remotes.json (releases/remotes.<shell
// port>.json), which the shell's server reads on every request: `scripts/release.mjs` edits it.
// Its ports are a block of shared/federation/ports.js (PORTAL_PORT_OFFSET moves them).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = (await import('node:module')).createRequire(import.meta.url);
const { CONTAINERS, REMOTE_NAMES } = require('../shared/federation/containers.js');
const { commandOffset, stackPorts } = require('../shared/federation/ports.js');
const { copyLines } = await import('./log-prefix.mjs');
const { prettyLine } = await import('./log-pretty.mjs');
const { sameOriginBase } = await import('./release/same-origin.mjs');

export const RELEASES_DIR = process.env.RELEASES_DIR ?? path.join(ROOT, 'releases');
/** The remotes.json of the stack whose shell listens on `shellPort`. @param {number} shellPort */
export const environmentFile = (shellPort) => path.join(RELEASES_DIR, `remotes.${shellPort}.json`);

// PORTAL_LOG_FILE: every process's output is also appended there (the e2e suite reads the whole
// run's log for secrets afterwards).
const logFile = process.env.PORTAL_LOG_FILE
  ? fs.createWriteStream(process.env.PORTAL_LOG_FILE, { flags: 'a' })
  : null;

/**
 * Where a process's lines go: the terminal, readable (scripts/log-pretty.mjs) when it is one, and
 * the log file as they are (JSON, like production's).
 * @param {NodeJS.WriteStream} terminal
 */
const outputsTo = (terminal) => [
  terminal.isTTY ? { output: terminal, format: prettyLine } : terminal,
  ...(logFile ? [logFile] : []),
];

/**
 * A Node process of the stack, its lines prefixed with `label`.
 * @param {string} label @param {string[]} args @param {Record<string, string>} env
 */
export function run(label, args, env) {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  copyLines(label, child.stdout, outputsTo(process.stdout));
  copyLines(label, child.stderr, outputsTo(process.stderr));
  return child;
}

/**
 * Polls `url` until it answers. The bound is the Playwright suites' for their stack: on a busy
 * machine the API's start (migrations, the large seed) took longer than 60 s.
 * @param {string} url
 */
export async function waitFor(url, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > until) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * serve-static's arguments for HTTPS with HTTP/2 (none without a certificate).
 * @param {{ cert: string, key: string } | undefined} tls PEM files for localhost
 */
export const serveStaticTlsArgs = (tls) =>
  tls ? ['--tls-cert', tls.cert, '--tls-key', tls.key] : [];

/**
 * The stack in the port block of `offset` (shared/federation/ports.js). withShell: false leaves
 * the shell to the caller (scripts/dev.mjs --remote serves a development shell there, with the
 * release store); shellEnv adds to the shell server's environment (PORTAL_CONFIG); tls (PEM files
 * for localhost) serves the shell over HTTPS with HTTP/2 (the caller's process must trust the
 * certificate: the stack waits for its server over HTTPS).
 * deployBuilds (default): every remote's build becomes stable; false: only where the environment
 * has none yet (`kept` says where another stays).
 * @param {{ offset?: number, withShell?: boolean, apiEnv?: Record<string,string>,
 *   shellEnv?: Record<string,string>, tls?: { cert: string, key: string }, deployBuilds?: boolean }} options
 */
export async function startStack({
  offset = commandOffset('start'),
  withShell = true,
  deployBuilds: deployEveryBuild = true,
  apiEnv = {},
  shellEnv = {},
  tls,
} = {}) {
  const ports = stackPorts(offset);
  const scheme = tls ? /** @type {const} */ ('https') : /** @type {const} */ ('http');
  const tlsArgs = serveStaticTlsArgs(tls);
  // What this stack listens on: the shell's server (which serves the remotes too) and the API.
  const p = { shell: ports.shell, api: ports.api };
  /** @type {import('node:child_process').ChildProcess[]} */
  const children = [];
  const remotesFile = environmentFile(ports.shell);
  children.push(
    run('api', ['api/dist/main.js'], {
      PORT: String(p.api),
      // Only the shell's proxy reaches it (loopback), and it forwards the client's address.
      HOST: '127.0.0.1',
      TRUST_PROXY: 'loopback',
      // The links in setup and reset mails open the shell.
      PORTAL_URL: `${scheme}://localhost:${p.shell}`,
      // A local stack has the demo data and a signing secret of its own (generated once and kept
      // in DATA_DIR) unless the caller brings its own.
      SEED: process.env.SEED ?? 'demo',
      ...(process.env.JWT_SECRET ? {} : { JWT_SECRET_DEV: 'generate' }),
      // The ops view shows this stack's releases and their history.
      RELEASE_STORE: RELEASES_DIR,
      RELEASE_ENVIRONMENT: path.basename(remotesFile),
      // The development mailbox shows the setup and reset mails (off unless a stack asks).
      DEV_MAILBOX: 'true',
      ...apiEnv,
    }),
  );
  // Imported here: the commands load this module before the workspace's packages are installed.
  const { deployBuilds } = await import('./release/deploy-builds.mjs');
  const { folderStore } = await import('./release/object-store.mjs');
  const { stable, built } = await deployBuilds({
    root: ROOT,
    environment: { store: folderStore(RELEASES_DIR), key: path.basename(remotesFile) },
    bases: Object.fromEntries(REMOTE_NAMES.map((name) => [name, sameOriginBase(name)])),
    onlyFirst: !deployEveryBuild,
  });
  /** @type {Record<string, { stable: string, built: string }>} */
  const kept = Object.fromEntries(
    REMOTE_NAMES.flatMap((/** @type {string} */ name) =>
      stable[name] !== built[name]
        ? [[name, { stable: stable[name] ?? '', built: built[name] ?? '' }]]
        : [],
    ),
  );
  if (withShell)
    children.push(
      run(
        CONTAINERS.shell.package,
        [
          'scripts/serve-static.mjs',
          '--dir',
          'shell/dist',
          '--port',
          String(p.shell),
          '--shell',
          '--api',
          `http://127.0.0.1:${p.api}`,
          '--release-store',
          RELEASES_DIR,
          ...tlsArgs,
        ],
        { REMOTES_FILE: remotesFile, ...shellEnv },
      ),
    );
  /**
   * Asks every process to stop; resolves once all have exited (their last lines, written to this
   * process's pipes, need it alive until then).
   */
  const stop = () =>
    Promise.all(
      children.map(
        (child) =>
          new Promise((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
            child.once('exit', resolve);
            child.kill('SIGTERM');
          }),
      ),
    );
  for (const child of children) {
    child.on('exit', (code) => {
      if (code && code !== 0) {
        console.error(`a portal process exited with code ${code}; stopping the rest`);
        void stop();
        process.exitCode = code;
      }
    });
  }
  try {
    await waitFor(`http://127.0.0.1:${p.api}/lima/api/health`);
    if (withShell) await waitFor(`${scheme}://127.0.0.1:${p.shell}/remotes.json`);
  } catch (error) {
    // A stack that did not come up leaves no process behind.
    await stop();
    throw error;
  }
  return { ports: p, base: `${scheme}://localhost:${p.shell}`, stop, remotesFile, stable, kept };
}
