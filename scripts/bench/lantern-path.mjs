#!/usr/bin/env node
// @ts-check
// What Lighthouse's mobile LCP of one page is made of. Lighthouse does not time the page: it
// records one load and simulates it on slow 4G at 4× CPU (Lantern). The simulated LCP counts every
// request that ended before the recorded LCP and every task that started before it, whatever the
// LCP element needed. This prints the nodes of that simulation, in simulated time: which requests
// and tasks are in it, on which connection they wait, and what ends last (bench/notes.md, stop 29).
//
//   node scripts/bench/lantern-path.mjs [address] [runs]     e.g. /dashboard/deal/D1011 2
//
// On the bench's stack as `pnpm bench` serves it (its ports: not while a bench runs), signed in as
// the demo borrower unless the address is /; the builds in */dist.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { startStack } from '../stack.mjs';
import { CHROME_FLAGS, CHROME_PATH, chromium, signIn } from './browser.mjs';
import { localhostTls } from './localhost-tls.mjs';

const { commandOffset, stackPorts } = createRequire(import.meta.url)(
  '../../shared/federation/ports.js',
);
const OFFSET = commandOffset('bench');
const address = process.argv[2] ?? '/dashboard/deal/D1011';
const runs = Number(process.argv[3] ?? 1);
// Lantern keeps the node timings of its last simulation of each name.
const SIMULATION = 'pessimisticLargestContentfulPaint';
// Shorter tasks are left out of the listing (they are in the simulation).
const SHORTEST_TASK_MS = 8;

/** @param {number} ms */
const at = (ms) => ms.toFixed(0).padStart(6);

/**
 * One row per node of the simulation, by simulated start.
 * @param {Map<Lantern.Graph.Node, { startTime: number, endTime: number }>} timings
 */
function printNodes(timings) {
  const rows = [...timings.entries()].sort(([, a], [, b]) => a.startTime - b.startTime);
  for (const [node, { startTime, endTime }] of rows) {
    const what =
      node.type === 'network'
        ? `${node.request.url} ${(node.request.transferSize / 1000).toFixed(1)} kB`
        : `task ${[...node.getEvaluateScriptURLs()].map((url) => url.split('/').pop()).join(' ')}`;
    if (node.type === 'cpu' && endTime - startTime < SHORTEST_TASK_MS) continue;
    console.log(`${at(startTime)} ${at(endTime)} ${at(endTime - startTime)}  ${what}`);
  }
}

const tls = localhostTls();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lender-lantern-'));
const stack = await startStack({
  tls,
  offset: OFFSET,
  apiEnv: { DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  shellEnv: { PORTAL_CONFIG: JSON.stringify({ remotes: { vitalsSampleRate: 0 } }) },
});
const devtoolsPort = stackPorts(OFFSET).spare(10);
const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'lender-lantern-chromium-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: CHROME_PATH,
  headless: false, // --headless=new is in CHROME_FLAGS
  args: [...CHROME_FLAGS, ...tls.chromeArgs, `--remote-debugging-port=${devtoolsPort}`],
});
try {
  if (address !== '/') {
    await signIn(context.pages()[0] ?? (await context.newPage()), stack.base);
  }
  for (let run = 0; run < runs; run += 1) {
    Lantern.Simulation.Simulator.allNodeTimings.clear();
    const result = await lighthouse(`${stack.base}${address}`, {
      port: devtoolsPort,
      hostname: '127.0.0.1',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const audits = result?.lhr.audits;
    const ms = (/** @type {string} */ id) => Math.round(audits?.[id]?.numericValue ?? NaN);
    console.log(
      `\n${address}, run ${run + 1}: LCP ${ms('largest-contentful-paint')} ms, FCP ${ms('first-contentful-paint')} ms, TBT ${ms('total-blocking-time')} ms`,
    );
    const timings = Lantern.Simulation.Simulator.allNodeTimings.get(SIMULATION);
    if (timings) printNodes(timings);
  }
} finally {
  await context.close();
  await stack.stop();
  fs.rmSync(profile, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(tls.dir, { recursive: true, force: true });
}
