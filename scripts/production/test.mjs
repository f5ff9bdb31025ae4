#!/usr/bin/env node
// @ts-check
// `pnpm test:production`: the production topology, built and exercised for real (issue 17). It
// builds the base images (docker/base/build.mjs) and the portal's, starts docker-compose.yml as
// its own compose project with fresh random secrets, seeds the demo data with the seed command,
// runs the scenarios of e2e/production/ against it, and removes the project and its volumes.
// Needs a Docker engine with compose v2 (.ci/run installs and starts one).
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PROJECT = process.env.COMPOSE_PROJECT_NAME ?? 'lender-portal-test';
const started = Date.now();
/** @type {[string, number][]} */
const timings = [];

/** @param {string} label @param {() => void} work */
function step(label, work) {
  const at = Date.now();
  console.log(`\n[production] ${label}…`);
  work();
  timings.push([label, Date.now() - at]);
}

/** @param {string} command @param {string[]} args @param {Record<string, string>} [env] */
const run = (command, args, env = {}) =>
  execFileSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });

/** @param {number} port */
const portTaken = (port) =>
  new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => resolve(socket.end() && true));
    socket.once('error', () => resolve(false));
  });

if (spawnSync('docker', ['info'], { stdio: 'ignore' }).status !== 0) {
  console.error(
    '[production] no Docker engine answers: start dockerd (.ci/run does) and run again',
  );
  process.exit(1);
}
for (const port of [8025, 8080])
  if (await portTaken(port)) {
    console.error(
      `[production] port ${port} is taken (a compose stack already running?): stop it first`,
    );
    process.exit(1);
  }

const envFile = path.join(os.tmpdir(), `lender-production-${process.pid}.env`);
fs.writeFileSync(
  envFile,
  [
    `JWT_SECRET=${randomBytes(32).toString('hex')}`,
    `POSTGRES_PASSWORD=${randomBytes(24).toString('hex')}`,
    `S3_SECRET_KEY=${randomBytes(24).toString('hex')}`,
    'RELEASE_ACTOR=production-test',
    '',
  ].join('\n'),
  { mode: 0o600 },
);
/** @param {string[]} args */
const compose = (...args) => ['compose', '-p', PROJECT, '--env-file', envFile, ...args];

let failed = false;
try {
  step('base images', () => run(process.execPath, ['docker/base/build.mjs']));
  step('images and stack', () =>
    run('docker', compose('up', '--detach', '--build', '--wait', '--wait-timeout', '300'), {
      DOCKER_BUILDKIT: '1',
    }),
  );
  step('demo data (seed command)', () =>
    run(
      'docker',
      compose('run', '--rm', '--no-deps', '-T', 'api-1', 'node', 'dist/db/seed/cli.js'),
    ),
  );
  step('scenarios', () =>
    run(
      'pnpm',
      [
        '--filter',
        '@lender/e2e',
        'exec',
        'playwright',
        'test',
        '-c',
        'playwright.production.config.ts',
      ],
      { COMPOSE_PROJECT_NAME: PROJECT, COMPOSE_ENV_FILE: envFile },
    ),
  );
} catch {
  failed = true;
  spawnSync('docker', compose('ps', '--all'), { cwd: ROOT, stdio: 'inherit' });
  spawnSync('docker', compose('logs', '--no-color', '--tail', '60'), {
    cwd: ROOT,
    stdio: 'inherit',
  });
} finally {
  if (!process.env.KEEP_PRODUCTION_STACK)
    spawnSync('docker', compose('down', '--volumes', '--remove-orphans'), {
      cwd: ROOT,
      stdio: 'inherit',
    });
  fs.rmSync(envFile, { force: true });
}
console.log(
  `\n[production] ${failed ? 'FAILED' : 'passed'} in ${Math.round((Date.now() - started) / 1000)} s (${timings
    .map(([label, ms]) => `${label} ${Math.round(ms / 1000)} s`)
    .join(', ')})`,
);
process.exit(failed ? 1 : 0);
