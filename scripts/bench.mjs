#!/usr/bin/env node
// @ts-check
// `pnpm bench`: the budgets of docs/bench.md, measured on a stack of its own over HTTPS with
// HTTP/2 (ADR 014). Writes bench/reports/<time>.json and bench/report.md; prints what is over.
//   BENCH_LARGE_DEALS (5000), BENCH_LIGHTHOUSE_RUNS (3; 0 skips Lighthouse), and
//   BENCH_API_SECONDS, BENCH_API_CONNECTIONS, BENCH_PG_URL, BENCH_CPU_PROFILE (api-throughput.mjs)
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiThroughput } from './bench/api-throughput.mjs';
import { chromeOptions, chromium, localhostTls, signedInState } from './bench/browser.mjs';
import { BUDGETS, PAGES, evaluateBudgets } from './bench/budgets.mjs';
import { lighthouseRuns } from './bench/lighthouse.mjs';
import { renderReport } from './bench/report-md.mjs';
import { mainThreadBeforeLcp } from './bench/main-thread.mjs';
import { usableTimes } from './bench/usable.mjs';
import { pageWeight, remoteEntryWeights, sharedCodeWeight } from './bench/weights.mjs';
import { commandOffset, stackPorts } from '../shared/federation/ports.js';
import { staleBuilds } from './build-state.mjs';
import { ROOT, startStack } from './stack.mjs';

const ports = stackPorts(commandOffset('bench'));
const LARGE_DEALS = Number(process.env.BENCH_LARGE_DEALS ?? 5000);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const MAIN_THREAD_RUNS = 3;

/** A failed measure's report (the others still make one). @param {string} what */
const failed = (what) => (/** @type {unknown} */ error) => {
  console.error(`${what} failed:`, error);
  return { error: error instanceof Error ? error.message : String(error) };
};

const stale = staleBuilds(ROOT);
if (stale.length > 0) {
  for (const { name, reason } of stale) console.error(`${name}: ${reason}`);
  console.error('Refusing to measure builds older than their sources: run `pnpm build` first.');
  process.exit(1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lender-bench-'));
const tls = localhostTls();
const data = { DATA_DIR: dataDir, SEED: `large:${LARGE_DEALS}` };
const stack = await startStack({
  tls,
  offset: commandOffset('bench'),
  apiEnv: { ...data, LOGIN_RATE_LIMIT: '10000', LOG_LEVEL: 'warn' },
  // No load in the web-vitals sample (which fetches that library): the same scripts every run.
  shellEnv: { PORTAL_CONFIG: JSON.stringify({ remotes: { vitalsSampleRate: 0 } }) },
});
const { base } = stack;

const git = `git describe --always --dirty=' (with uncommitted changes)'`;
const commit = execSync(`${git} 2>/dev/null || true`, { cwd: ROOT }).toString().trim() || null;
const [at, node, cpus] = [new Date().toISOString(), process.version, os.cpus().length];
/** @type {Partial<import('./bench/report-md.mjs').Report>} */
const report = { at, commit, node, cpus, largeDeals: LARGE_DEALS };
try {
  const browser = await chromium.launch(chromeOptions(tls.chromeArgs));
  report.chromium = browser.version();
  const session = await signedInState(browser, base);
  report.pages = [];
  for (const [name, address] of Object.entries(PAGES)) {
    const storageState = name === 'sign-in' ? undefined : session;
    report.pages.push(await pageWeight(browser, { name, url: `${base}${address}`, storageState }));
  }
  report.usable = await usableTimes(browser, base);
  const lcpPages = BUDGETS.lcpPages.map((page) => [
    page,
    `${base}${PAGES[/** @type {keyof typeof PAGES} */ (page)]}`,
  ]);
  report.mainThread = await mainThreadBeforeLcp(browser, {
    pages: Object.fromEntries(lcpPages),
    storageState: session,
    runs: MAIN_THREAD_RUNS,
  }).catch(failed('Main thread'));
  await browser.close();
  report.remoteEntries = await remoteEntryWeights(base, stack.stable);
  report.sharedCode = sharedCodeWeight(path.join(ROOT, 'shell/dist'));

  if (LIGHTHOUSE_RUNS > 0)
    report.lighthouse = await lighthouseRuns({
      base,
      api: `http://127.0.0.1:${stack.ports.api}`,
      tls,
      ports: { devtools: ports.spare(10), floor: ports.spare(12), signedInFloor: ports.spare(13) },
      runs: LIGHTHOUSE_RUNS,
    }).catch(failed('Lighthouse'));
} finally {
  await stack.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(tls.dir, { recursive: true, force: true });
}
// With the stack stopped: the baseline and each API get the machine to themselves.
report.throughput = await apiThroughput(ports.spare(14)).catch(failed('API throughput'));

report.budgets = evaluateBudgets(report);
const complete = /** @type {import('./bench/report-md.mjs').Report} */ (report);
fs.mkdirSync(path.join(ROOT, 'bench/reports'), { recursive: true });
const file = path.join(ROOT, 'bench/reports', `${complete.at.replace(/[:.]/g, '-')}.json`);
fs.writeFileSync(file, `${JSON.stringify(complete, null, 2)}\n`);
fs.writeFileSync(path.join(ROOT, 'bench/report.md'), renderReport(complete));

const over = complete.budgets.filter((b) => b.pass === false);
console.log(`budgets: ${over.length} of ${complete.budgets.length} over`);
for (const b of over)
  console.log(`  ${b.label}: ${+Number(b.measured).toFixed(3)} (${b.comparison} ${b.limit})`);
console.log(`report: ${path.relative(ROOT, file)}, bench/report.md`);
process.exit(0);
