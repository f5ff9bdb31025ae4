#!/usr/bin/env node
// @ts-check
// `pnpm bench`: measures what the portal ships and how fast the API answers, on a stack of its own
// (its block of shared/federation/ports.js: 5000-5099 plus PORTAL_PORT_OFFSET; a fresh PGlite
// with the demo data plus a broker with thousands of deals).
// Writes bench/reports/<timestamp>.json (everything), bench/report.md (readable, budgets first)
// and prints a summary. Nothing here asserts: these machines are shared and noisy, so numbers are
// compared between reports, never gated in tests.
//
//   BENCH_LARGE_DEALS (5000)      deals of the large broker
//   BENCH_LIGHTHOUSE_RUNS (3)     Lighthouse runs per page and form factor; 0 skips Lighthouse
//   BENCH_API_SECONDS, BENCH_API_CONNECTIONS, BENCH_PG_URL, BENCH_CPU_PROFILE: api-throughput.mjs
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { apiLatencies } from './bench/api-load.mjs';
import { apiThroughput } from './bench/api-throughput.mjs';
import { BORROWER, launchBrowser } from './bench/browser.mjs';
import { evaluateBudgets } from './bench/budgets.mjs';
import { dashboardTableTimings } from './bench/dashboard-tables.mjs';
import { remoteEntryWeights, sharedCodeWeight } from './bench/federation-weight.mjs';
import { serveFloorPage } from './bench/floor-page.mjs';
import { lighthouseRuns } from './bench/lighthouse.mjs';
import { localhostTls } from './bench/localhost-tls.mjs';
import { pageWeight, signedInState } from './bench/page-weight.mjs';
import { paymentHistoryTimings } from './bench/payment-history.mjs';
import { renderReport } from './bench/report-md.mjs';
import { isFailed } from './bench/types.mjs';
import { staleBuilds } from './build-state.mjs';
import { ROOT, startStack } from './stack.mjs';

/** @typedef {import('./bench/types.mjs').Report} Report */
/** @typedef {import('./bench/types.mjs').Throughput} Throughput */

const { commandOffset, stackPorts } = createRequire(import.meta.url)(
  '../shared/federation/ports.js',
);
const OFFSET = commandOffset('bench');

const LARGE_DEALS = Number(process.env.BENCH_LARGE_DEALS ?? 5000);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
// Spare ports of the bench's block.
const DEVTOOLS_PORT = stackPorts(OFFSET).spare(10);
// The baseline there, then the API (+1).
const THROUGHPUT_PORT = stackPorts(OFFSET).spare(14);
// The floor pages Lighthouse measures beside the portal's (floor-page.mjs).
const FLOOR_PORT = stackPorts(OFFSET).spare(12);
const SIGNED_IN_FLOOR_PORT = stackPorts(OFFSET).spare(13);

/**
 * What a measure that threw says: its message, or what was thrown.
 * @param {unknown} error
 */
const messageOf = (error) =>
  String(
    ((typeof error === 'object' || typeof error === 'function') &&
    error !== null &&
    'message' in error
      ? error.message
      : undefined) ?? error,
  );

function commit() {
  try {
    const head = execSync('git rev-parse --short HEAD', { cwd: ROOT }).toString().trim();
    const dirty = execSync("git status --porcelain -- . ':!bench'", { cwd: ROOT }).toString();
    return dirty.trim() ? `${head} (with uncommitted changes)` : head;
  } catch {
    return null;
  }
}

// The bench measures the builds: a missing or stale one would report the wrong code.
const stale = staleBuilds(ROOT);
if (stale.length > 0) {
  for (const { name, reason } of stale) console.error(`${name}: ${reason}`);
  console.error('Refusing to measure builds older than their sources: run `pnpm build` first.');
  process.exit(1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lender-bench-'));
// The pages are measured as production's TLS edge serves them: over HTTPS with HTTP/2 (ADR 014).
const tls = localhostTls();
const stack = await startStack({
  tls,
  offset: OFFSET,
  apiEnv: {
    DATA_DIR: dataDir,
    SEED: `large:${LARGE_DEALS}`,
    LOGIN_RATE_LIMIT: '10000',
    LOG_LEVEL: 'warn',
  },
  // No load of the bench is in the web-vitals sample (one real load in ten fetches that library,
  // 3.3 kB, after the page has loaded): each run measures the same scripts.
  shellEnv: { PORTAL_CONFIG: JSON.stringify({ remotes: { vitalsSampleRate: 0 } }) },
});
const { base } = stack;
const api = `http://127.0.0.1:${stack.ports.api}/lima/api`;

/**
 * The report as it fills up: every measure is in once the runs below are over (they throw
 * otherwise), Lighthouse's when it runs.
 * @type {Partial<Report> & Pick<Report, 'at' | 'commit' | 'node' | 'cpus' | 'largeDeals'>}
 */
const report = {
  at: new Date().toISOString(),
  commit: commit(),
  node: process.version,
  cpus: os.cpus().length,
  largeDeals: LARGE_DEALS,
};
try {
  const browser = await launchBrowser(tls.chromeArgs);
  report.chromium = browser.version();
  const session = await signedInState(browser, base, BORROWER);
  report.pages = [
    await pageWeight(browser, { name: 'sign-in', url: `${base}/`, heading: 'Customer Sign In' }),
    await pageWeight(browser, {
      name: 'dashboard',
      heading: 'Loans In Process',
      url: `${base}/dashboard`,
      storageState: session,
    }),
    // The feature pages a borrower opens by their address: a funded deal, its payment history,
    // and a construction deal's draws.
    await pageWeight(browser, {
      name: 'deal',
      heading: 'Loan Details',
      url: `${base}/dashboard/deal/D1011`,
      storageState: session,
    }),
    await pageWeight(browser, {
      name: 'payment-history',
      heading: 'Loan Balance Over Time',
      url: `${base}/dashboard/deal/D1011/payment-history`,
      storageState: session,
    }),
    await pageWeight(browser, {
      name: 'construction',
      heading: 'Draw Status',
      url: `${base}/dashboard/deal/D1005/construction`,
      storageState: session,
    }),
  ];
  report.paymentHistory = await paymentHistoryTimings(browser, {
    base,
    storageState: await signedInState(browser, base, 'borrower-large@demo.test'),
    dealId: 'L-30YR',
  });
  report.largeDashboard = await dashboardTableTimings(browser, {
    base,
    storageState: await signedInState(browser, base, 'broker-large@demo.test'),
  });
  await browser.close();
  report.remoteEntries = await remoteEntryWeights(base, stack.stable);
  report.sharedCode = await sharedCodeWeight(base, path.join(ROOT, 'shell/dist'));

  if (LIGHTHOUSE_RUNS > 0) {
    try {
      const floor = await serveFloorPage({ port: FLOOR_PORT, tls });
      const signedInFloor = await serveFloorPage({
        port: SIGNED_IN_FLOOR_PORT,
        tls,
        kind: 'signed-in',
        api: `http://127.0.0.1:${stack.ports.api}`,
      });
      try {
        report.lighthouse = await lighthouseRuns({
          base,
          devtoolsPort: DEVTOOLS_PORT,
          runs: LIGHTHOUSE_RUNS,
          floors: { floor: floor.url, signedIn: signedInFloor.url },
          chromeArgs: tls.chromeArgs,
        });
      } finally {
        await floor.stop();
        await signedInFloor.stop();
      }
    } catch (error) {
      // The weights and the API numbers are still worth a report.
      console.error('Lighthouse failed:', error);
      report.lighthouse = { error: messageOf(error) };
    }
  }

  report.api = await apiLatencies(api, LARGE_DEALS);
} finally {
  await stack.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(tls.dir, { recursive: true, force: true });
}
// With the stack stopped: the baseline and each API get the machine to themselves.
try {
  report.throughput = await apiThroughput({ basePort: THROUGHPUT_PORT });
} catch (error) {
  console.error('API throughput failed:', error);
  report.throughput = { error: messageOf(error) };
}

const budgets = evaluateBudgets(report);
report.budgets = budgets;
const dir = path.join(ROOT, 'bench/reports');
fs.mkdirSync(dir, { recursive: true });
const file = path.join(dir, `${report.at.replace(/[:.]/g, '-')}.json`);
fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
const notesFile = path.join(ROOT, 'bench/notes.md');
const notes = fs.existsSync(notesFile) ? fs.readFileSync(notesFile, 'utf8') : '';
const complete = /** @type {Report} */ (report);
fs.writeFileSync(path.join(ROOT, 'bench/report.md'), renderReport(complete, budgets, notes));

/** @param {number} bytes */
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
for (const p of complete.pages)
  console.log(
    `${p.url}: ${p.scripts.length} scripts, ${kB(p.gzipBytes)} gzipped JS, loaded in ${p.loadMs} ms`,
  );
const lighthouse =
  complete.lighthouse && !isFailed(complete.lighthouse) ? complete.lighthouse : undefined;
for (const l of lighthouse?.results ?? [])
  console.log(
    `Lighthouse ${l.page} ${l.formFactor}: score ${l.median.score}, LCP ${Math.round(Number(l.median.lcpMs))} ms, CLS ${l.median.cls?.toFixed(3)}, TBT ${Math.round(Number(l.median.tbtMs))} ms`,
  );
console.log(
  `payment history (${complete.paymentHistory.entries} entries, ${complete.paymentHistory.years} years): usable in ${complete.paymentHistory.median.usableMs} ms, every year expanded in ${complete.paymentHistory.median.expandAllMs} ms (medians)`,
);
const throughput = isFailed(complete.throughput) ? undefined : complete.throughput;
// Each baseline (it has no ratio), then the API's rows.
for (const r of /** @type {(Throughput['baselines'][number] & { ratio?: number })[]} */ ([
  ...(throughput?.baselines ?? []),
  ...(throughput?.results ?? []),
]))
  console.log(
    `${r.name}: ${r.perSecond} req/s${r.ratio === undefined ? '' : ` (${(r.ratio * 100).toFixed(1)} % of the baseline)`}, p50 ${r.p50} ms, p99 ${r.p99} ms`,
  );
for (const a of complete.api)
  console.log(
    `${a.name}: ${a.perSecond} req/s, p50 ${a.p50} ms, p99 ${a.p99} ms, ${a.failures} failed`,
  );
const over = budgets.filter((b) => b.pass === false);
console.log(`budgets: ${budgets.length - over.length} of ${budgets.length} within`);
for (const b of over)
  // A budget over its limit was measured.
  console.log(
    `  over: ${b.label}: ${+(/** @type {number} */ (b.measured).toFixed(3))} (budget ${b.comparison} ${b.limit})`,
  );
console.log(`report: ${path.relative(ROOT, file)}, bench/report.md`);
process.exit(0);
