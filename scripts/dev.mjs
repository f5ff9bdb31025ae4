#!/usr/bin/env node
// The development loop.
//   pnpm dev                  the API (tsx watch, demo data) and the shell and every remote from
//                             webpack dev servers on the usual ports: a saved change rebuilds
//                             that container and reloads the page.
//   pnpm dev --remote deals   the production build of everything (as `pnpm start` serves it), with
//                             one remote from its dev server instead: the way a remote's team
//                             works against a deployed portal. Only that remote is rebuilt.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { ROOT, startStack } from './stack.mjs';

const require = createRequire(import.meta.url);
const { CONTAINERS, REMOTE_NAMES } = require('../shared/federation/containers.js');
const { values: options } = parseArgs({ options: { remote: { type: 'string' } } });
const API_PORT = 3100;
// A remote's dev server beside the production stack: its port + 10 (deals: 3012).
const DEV_REMOTE_OFFSET = 10;

function remoteName(value) {
  const name = value.startsWith('mfe_') ? value : `mfe_${value}`;
  if (!REMOTE_NAMES.includes(name)) {
    console.error(`--remote takes one of ${REMOTE_NAMES.join(', ')}`);
    process.exit(2);
  }
  return name;
}

/** A container's webpack dev server (development build, in memory, reload on change). */
async function devServer(name, port, extra = {}) {
  const dir = path.join(ROOT, CONTAINERS[name].package);
  const config = require(path.join(dir, 'webpack.config.js'))({}, { mode: 'development' });
  const server = new WebpackDevServer(
    {
      port,
      host: 'localhost',
      hot: false,
      liveReload: true,
      // Remotes are loaded from the shell's origin.
      headers: { 'access-control-allow-origin': '*' },
      allowedHosts: 'all',
      client: { overlay: { errors: true, warnings: false, runtimeErrors: false } },
      static: false,
      ...extra,
    },
    webpack(config),
  );
  await server.start();
  console.log(`${name}: http://localhost:${port} (development build, reloads on change)`);
  return server;
}

function apiInWatchMode() {
  const child = spawn('pnpm', ['--filter', '@lender/api', 'dev'], {
    cwd: ROOT,
    stdio: 'inherit',
    shell: true,
    env: {
      ...process.env,
      PORT: String(API_PORT),
      HOST: '127.0.0.1',
      TRUST_PROXY: 'loopback',
      PORTAL_URL: `http://localhost:${CONTAINERS.shell.port}`,
      SEED: process.env.SEED ?? 'demo',
      ...(process.env.JWT_SECRET ? {} : { JWT_SECRET_DEV: 'generate' }),
      DEV_MAILBOX: 'true',
    },
  });
  return () => child.kill('SIGTERM');
}

async function everything() {
  const stopApi = apiInWatchMode();
  const servers = [];
  for (const name of REMOTE_NAMES) servers.push(await devServer(name, CONTAINERS[name].port));
  servers.push(
    await devServer('shell', CONTAINERS.shell.port, {
      historyApiFallback: true,
      proxy: [{ context: ['/lima/api'], target: `http://127.0.0.1:${API_PORT}` }],
    }),
  );
  console.log(`\nThe portal (development builds): http://localhost:${CONTAINERS.shell.port}`);
  return async () => {
    stopApi();
    await Promise.all(servers.map((server) => server.stop()));
  };
}

async function oneRemote(name) {
  const port = CONTAINERS[name].port + DEV_REMOTE_OFFSET;
  const origin = `http://localhost:${port}`;
  // The shell's CSP lets the page reach the dev server's reload socket.
  const stack = await startStack({ shellEnv: { EXTRA_CONNECT_SRC: `ws://localhost:${port}` } });
  const server = await devServer(name, port);
  const environment = JSON.parse(fs.readFileSync(stack.remotesFile, 'utf8'));
  environment[name] = `${origin}/remoteEntry.js`;
  fs.writeFileSync(stack.remotesFile, `${JSON.stringify(environment, null, 2)}\n`);
  console.log(
    `\nThe portal (production builds, ${name} from ${origin}): http://localhost:${stack.ports.shell}`,
  );
  return async () => {
    await server.stop();
    stack.stop();
  };
}

const stop = await (options.remote ? oneRemote(remoteName(options.remote)) : everything());
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => stop().finally(() => process.exit(0)));
