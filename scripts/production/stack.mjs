// @ts-check
// The production topology as a compose project of its own, for `pnpm test:production` and the
// bench's load through it: fresh random secrets, a block of ports, a network and an image tag of
// its own (so it runs beside a stack an operator has up), the base images built once
// (docker/base/build.mjs), the demo data seeded with the seed command; afterwards the project, its
// volumes and the images it built are removed. Needs a Docker engine with compose v2.
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** @param {number} port */
const portTaken = (port) =>
  new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => resolve(socket.end() && true));
    socket.once('error', () => resolve(false));
  });

/**
 * Removes the build cache records made since `since` (epoch ms) that nothing uses: a record a
 * newer one builds on goes once that one has, so it repeats while it removes any.
 * @param {number} since
 */
function pruneBuildCacheSince(since) {
  for (let round = 0; round < 30; round += 1) {
    const listed = execFileSync(
      'docker',
      ['system', 'df', '-v', '--format', '{{json .BuildCache}}'],
      {
        encoding: 'utf8',
      },
    );
    /** @type {{ ID: string, CreatedAt: string, InUse: string }[]} */
    const records = JSON.parse(listed.trim() || '[]') ?? [];
    const made = records.filter(
      (record) =>
        record.InUse !== 'true' &&
        Date.parse(`${record.CreatedAt.slice(0, 19).replace(' ', 'T')}Z`) >= since,
    );
    if (made.length === 0) return;
    let removed = 0;
    for (const { ID } of made) {
      const prune = spawnSync(
        'docker',
        ['builder', 'prune', '-f', '--filter', `id=${ID.replace(/\*$/, '')}`],
        {
          encoding: 'utf8',
        },
      );
      if (prune.stdout.includes('Deleted build cache objects')) removed += 1;
    }
    if (removed === 0) return;
  }
}

/**
 * @typedef {{ urls: [string, string], mailUrl: string, project: string, envFile: string,
 *   compose: (...args: string[]) => void, step: (label: string, work: () => void) => void }} ProductionStack
 *   compose runs `docker compose <args>` on the stack
 */

/**
 * Builds and starts the stack, runs `work` against it, then removes it (unless
 * KEEP_PRODUCTION_STACK). Answers whether `work` succeeded; prints the steps' timings.
 * @param {{ project: string, port?: number, subnet?: string }} options
 * @param {(stack: ProductionStack) => Promise<void> | void} work
 * @returns {Promise<boolean>}
 */
export async function withProductionStack({ project, port = 18080, subnet }, work) {
  const started = Date.now();
  /** @type {[string, number][]} */
  const timings = [];
  /** @param {string} label @param {() => void} task */
  const step = (label, task) => {
    const at = Date.now();
    console.log(`\n[production] ${label}…`);
    task();
    timings.push([label, Date.now() - at]);
  };
  /** @param {string} command @param {string[]} args */
  const run = (command, args) =>
    execFileSync(command, args, { cwd: ROOT, stdio: 'inherit', env: process.env });

  if (spawnSync('docker', ['info'], { stdio: 'ignore' }).status !== 0)
    throw new Error('no Docker engine answers: start dockerd (.ci/run does) and run again');
  // The two edges on `port` and the next, the mail catcher's page on +25.
  const ports = { portal: port, last: port + 1, mail: port + 25 };
  for (const taken of Object.values(ports))
    if (await portTaken(taken))
      throw new Error(`port ${taken} is taken: set PRODUCTION_PORT to a free block`);

  const envFile = path.join(os.tmpdir(), `lender-production-${process.pid}.env`);
  fs.writeFileSync(
    envFile,
    [
      `JWT_SECRET=${randomBytes(32).toString('hex')}`,
      `POSTGRES_PASSWORD=${randomBytes(24).toString('hex')}`,
      `S3_SECRET_KEY=${randomBytes(24).toString('hex')}`,
      `OPS_TOKEN=${randomBytes(32).toString('hex')}`,
      'RELEASE_ACTOR=production-test',
      `PORTAL_PORT=${ports.portal}`,
      `PORTAL_PORT_LAST=${ports.last}`,
      `MAIL_UI_PORT=${ports.mail}`,
      `PORTAL_SUBNET=${subnet ?? '172.28.148.0/24'}`,
      `PORTAL_IMAGE_PREFIX=${project}`,
      `PORTAL_IMAGE_TAG=run-${process.pid}`,
      '',
    ].join('\n'),
    { mode: 0o600 },
  );
  /** @param {string[]} args */
  const compose = (...args) => ['compose', '-p', project, '--env-file', envFile, ...args];

  let ok = false;
  try {
    step('base images', () => run(process.execPath, ['docker/base/build.mjs']));
    step('images and stack', () =>
      run('docker', compose('up', '--detach', '--build', '--wait', '--wait-timeout', '300')),
    );
    step('demo data (seed command)', () =>
      run(
        'docker',
        compose('run', '--rm', '--no-deps', '-T', 'api-1', 'node', 'dist/db/seed/cli.js'),
      ),
    );
    const at = Date.now();
    await work({
      urls: [`http://localhost:${ports.portal}`, `http://localhost:${ports.last}`],
      mailUrl: `http://127.0.0.1:${ports.mail}`,
      project,
      envFile,
      compose: (...args) => run('docker', compose(...args)),
      step,
    });
    timings.push(['scenarios', Date.now() - at]);
    ok = true;
  } catch (error) {
    console.error(`[production] ${/** @type {Error} */ (error).message}`);
    spawnSync('docker', compose('ps', '--all'), { cwd: ROOT, stdio: 'inherit' });
    spawnSync('docker', compose('logs', '--no-color', '--tail', '60'), {
      cwd: ROOT,
      stdio: 'inherit',
    });
  } finally {
    if (!process.env.KEEP_PRODUCTION_STACK) {
      // The project, its volumes, the images this run built and their build cache (the base
      // images stay: they are the machine's, made once).
      spawnSync('docker', compose('down', '--volumes', '--remove-orphans', '--rmi', 'all'), {
        cwd: ROOT,
        stdio: 'inherit',
      });
      pruneBuildCacheSince(started);
    }
    fs.rmSync(envFile, { force: true });
  }
  console.log(
    `\n[production] ${ok ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s (${timings
      .map(([label, ms]) => `${label} ${Math.round(ms / 1000)} s`)
      .join(', ')})`,
  );
  return ok;
}
