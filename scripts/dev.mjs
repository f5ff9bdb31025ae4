#!/usr/bin/env node
// @ts-check
// The development loop, with React Fast Refresh (an edit keeps the page's state):
//   pnpm dev                  the API (tsx watch, demo data) and the shell and every remote from
//                             webpack dev servers.
//   pnpm dev --remote deals   the production build of every other remote (as `pnpm start` serves
//                             them) around a development shell and that one remote from its dev
//                             server: the way a remote's team works. The shell's remotes.json is
//                             the stack's environment with that remote's entry replaced; whatever
//                             the stack writes to its environment is restored on exit.
// Ports: the block of `pnpm start` (shared/federation/ports.js; PORTAL_PORT_OFFSET moves it).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startDevServer } from './dev/dev-server.mjs';
import { restoreOnExit } from './dev/restore-on-exit.mjs';
import { copyLines } from './log-prefix.mjs';
import { environmentFile, RELEASES_DIR, ROOT, startStack } from './stack.mjs';
import { readRemotesFile } from './release/remotes-file.mjs';
import { stateKeyOf } from './release/environment-state.mjs';

const require = createRequire(import.meta.url);
const { REMOTE_NAMES, remoteEntryUrl } = require('../shared/federation/containers.js');
const { commandOffset, stackPorts } = require('../shared/federation/ports.js');
const { values: options } = parseArgs({ options: { remote: { type: 'string' } } });
const ports = stackPorts(commandOffset('start'));
const API = `http://127.0.0.1:${ports.api}`;

/** @param {string} value */
function remoteName(value) {
  const name = value.startsWith('mfe_') ? value : `mfe_${value}`;
  if (!REMOTE_NAMES.includes(name)) {
    console.error(`--remote takes one of ${REMOTE_NAMES.join(', ')}`);
    process.exit(2);
  }
  return name;
}

/** @param {number} port */
const entryAt = (port) => remoteEntryUrl(`http://localhost:${port}`);

function apiInWatchMode() {
  const child = spawn('pnpm', ['--filter', '@lender/api', 'dev'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(ports.api),
      HOST: '127.0.0.1',
      TRUST_PROXY: 'loopback',
      PORTAL_URL: `http://localhost:${ports.shell}`,
      SEED: process.env.SEED ?? 'demo',
      ...(process.env.JWT_SECRET ? {} : { JWT_SECRET_DEV: 'generate' }),
      DEV_MAILBOX: 'true',
    },
  });
  copyLines('api', child.stdout, [process.stdout]);
  copyLines('api', child.stderr, [process.stderr]);
  return () => child.kill('SIGTERM');
}

async function everything() {
  const stopApi = apiInWatchMode();
  /** @type {Awaited<ReturnType<typeof startDevServer>>[]} */
  const servers = [];
  for (const name of REMOTE_NAMES)
    servers.push(await startDevServer({ name, port: ports.portOf(name) }));
  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, entryAt(ports.portOf(name))]),
  );
  servers.push(
    await startDevServer({
      name: 'shell',
      port: ports.shell,
      api: API,
      json: [{ path: '/remotes.json', answer: () => remotes }],
    }),
  );
  console.log(`\nThe portal (development builds): http://localhost:${ports.shell}`);
  return async () => {
    stopApi();
    await Promise.allSettled(servers.map((server) => server.stop()));
  };
}

/** @param {string} name */
async function oneRemote(name) {
  const file = environmentFile(ports.shell);
  restoreOnExit([file, path.join(path.dirname(file), stateKeyOf(path.basename(file)))]);
  const stack = await startStack({ withShell: false });
  const port = ports.devServer(name);
  const remote = await startDevServer({ name, port });
  const shell = await startDevServer({
    name: 'shell',
    port: ports.shell,
    api: API,
    releaseStore: RELEASES_DIR,
    // Read per request, like the shell's server does: a release deployed meanwhile shows.
    json: [
      {
        path: '/remotes.json',
        answer: () => ({ ...readRemotesFile(file), [name]: entryAt(port) }),
      },
    ],
  });
  console.log(
    `\nThe portal (development shell, ${name} from http://localhost:${port}): http://localhost:${ports.shell}`,
  );
  return async () => {
    await Promise.allSettled([stack.stop(), remote.stop(), shell.stop()]);
  };
}

const stop = await (options.remote ? oneRemote(remoteName(options.remote)) : everything());
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
  process.on(signal, () => void stop().finally(() => process.exit(0)));
