#!/usr/bin/env node
// @ts-check
// `pnpm soak`: the built API on its embedded database (PGlite) under a compressed long run —
// several start/stop cycles of the process on one data folder (each opens and closes PGlite),
// each with a stretch of mixed requests at full speed (sign-ins, dashboard and deal reads, document
// uploads and downloads, servicing submits). Fails when the process dies, answers a 5xx, does not
// stop cleanly, or prints a V8 fatal error. Prints what it did.
//
//   SOAK_CYCLES (3)    start/stop cycles      SOAK_SECONDS (60)   requests per cycle, in seconds
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CYCLES = Number(process.env.SOAK_CYCLES ?? 3);
const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const CONNECTIONS = 8;
const PASSWORD = 'Demo-pass-2026';
const PDF = Buffer.from('%PDF-1.4\n% soak\n%%EOF\n').toString('base64');

/** @returns {Promise<number>} */
const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'lender-soak-'));
const port = await freePort();
const api = `http://127.0.0.1:${port}/lima/api`;
const env = {
  PATH: process.env.PATH ?? '',
  PORT: String(port),
  DATA_DIR: path.join(work, 'pglite'),
  UPLOAD_DIR: path.join(work, 'uploads'),
  JWT_SECRET: randomBytes(32).toString('hex'),
  SEED: 'demo',
  DEV_MAILBOX: 'false',
  LOG_LEVEL: 'warn',
  // Sign-ins are part of the mix: the per-address limit would refuse most of them.
  LOGIN_RATE_LIMIT: '10000',
};

/** Starts the API; resolves once it is ready, with a stop that resolves to its exit code. */
async function start() {
  const child = spawn(process.execPath, ['api/dist/main.js'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? signal)),
  );
  for (let i = 0; ; i += 1) {
    const ready = await fetch(`${api}/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (child.exitCode !== null || i > 600) throw new Error(`the API did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    output: () => output,
    exited,
    stop: () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

/** @param {string} pathname @param {string} [token] @param {unknown} [body] */
const call = (pathname, token, body) =>
  fetch(`${api}/${pathname}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

const tally = { requests: 0, byStatus: /** @type {Record<string, number>} */ ({}) };
/** @param {Response} response */
const count = async (response) => {
  await response.arrayBuffer();
  tally.requests += 1;
  tally.byStatus[response.status] = (tally.byStatus[response.status] ?? 0) + 1;
  return response;
};

async function load() {
  const login = await (
    await call('users/validate', undefined, { username: 'borrower@demo.test', password: PASSWORD })
  ).json();
  const token = /** @type {{ data?: { token: string } }} */ (login).data?.token;
  if (!token) throw new Error(`sign-in failed: ${JSON.stringify(login)}`);
  const until = Date.now() + SECONDS * 1000;
  let n = 0;
  const worker = async () => {
    while (Date.now() < until) {
      n += 1;
      switch (n % 8) {
        case 0:
          await count(
            await call('users/validate', undefined, {
              username: 'borrower@demo.test',
              password: PASSWORD,
            }),
          );
          break;
        case 1:
          await count(await call('deals/inprocess', token));
          break;
        case 2:
          await count(await call('deals/funded', token));
          break;
        case 3:
          await count(await call('deals/details', token, { dealid: 'D1009' }));
          break;
        case 4: {
          const uploaded = await call('deals/uploaddocument', token, {
            opportunityId: 'D1009',
            rentrollfilename: `soak-${n}.pdf`,
            rentrollfiledata: PDF,
          });
          const body = /** @type {{ url?: string }} */ (await uploaded.clone().json());
          await count(uploaded);
          if (body.url)
            await count(
              await fetch(
                new URL(body.url, api).href.replace(
                  /^http:\/\/localhost:\d+/,
                  `http://127.0.0.1:${port}`,
                ),
              ),
            );
          break;
        }
        case 5:
          await count(await call('deals/account-history', token, { dealid: 'D1009' }));
          break;
        case 6:
          await count(await call('deals/getdocuments', token, { dealid: 'D1009' }));
          break;
        default:
          await count(await call('deals/members', token, { dealid: 'D1009' }));
      }
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
}

const problems = [];
try {
  for (let cycle = 1; cycle <= CYCLES; cycle += 1) {
    const started = Date.now();
    const process_ = await start();
    const before = tally.requests;
    await load();
    const code = await process_.stop();
    const output = process_.output();
    if (code !== 0)
      problems.push(`cycle ${cycle}: the API exited with ${code}:\n${output.slice(-1500)}`);
    if (/Fatal error|Check failed/.test(output))
      problems.push(`cycle ${cycle}: V8 fatal error:\n${output.slice(-2000)}`);
    console.log(
      `cycle ${cycle}: ${tally.requests - before} requests in ${Math.round((Date.now() - started) / 1000)} s, exit ${code}`,
    );
  }
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
const errors = Object.entries(tally.byStatus).filter(([status]) => Number(status) >= 500);
if (errors.length) problems.push(`answers 5xx: ${JSON.stringify(Object.fromEntries(errors))}`);
console.log(
  `soak: ${CYCLES} cycles, ${tally.requests} requests, answers ${JSON.stringify(tally.byStatus)}`,
);
for (const problem of problems) console.error(problem);
process.exit(problems.length ? 1 : 0);
