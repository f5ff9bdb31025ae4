#!/usr/bin/env node
// `pnpm bench`: measures what the portal ships and how fast the API answers, on a stack of its own
// (ports 5000-5100, a fresh PGlite with the demo data plus a broker with thousands of deals).
// Writes bench/reports/<timestamp>.json and prints a summary. Nothing here asserts: these machines
// are shared and noisy, so numbers are compared between reports, never gated in tests.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';

process.env.PORTAL_PORT_OFFSET = '2000';
const { ROOT, startStack } = await import('./stack.mjs');
const requireFromE2e = createRequire(path.join(ROOT, 'e2e/package.json'));
const { chromium } = requireFromE2e('@playwright/test');
const launchOptions = requireFromE2e('./chromium.json');

const LARGE_DEALS = Number(process.env.BENCH_LARGE_DEALS ?? 3000);
const PASSWORD = 'Demo-pass-2026';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lender-bench-'));

const stack = await startStack({
  apiEnv: {
    DATA_DIR: dataDir,
    SEED: `large:${LARGE_DEALS}`,
    LOGIN_RATE_LIMIT: '10000',
    LOG_LEVEL: 'warn',
  },
});
const base = `http://localhost:${stack.ports.shell}`;
const api = `http://127.0.0.1:${stack.ports.api}/lima/api`;

/** JS the browser loads for a page, raw and gzipped, by origin. */
async function pageWeight(browser, url, signInAs) {
  const page = await browser.newPage();
  if (signInAs) {
    await page.goto(`${base}/`);
    await page.getByLabel('Email').fill(signInAs);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/dashboard/);
  }
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.push(
        response
          .body()
          .then((body) => ({ url: response.url(), body }))
          .catch(() => null),
      );
    }
  });
  const started = Date.now();
  await page.goto(url, { waitUntil: 'networkidle' });
  const loadMs = Date.now() - started;
  const bodies = (await Promise.all(scripts)).filter(Boolean);
  const origins = {};
  let raw = 0;
  let gzip = 0;
  for (const { url: scriptUrl, body } of bodies) {
    const gz = zlib.gzipSync(body).length;
    raw += body.length;
    gzip += gz;
    const origin = new URL(scriptUrl).port;
    origins[origin] = (origins[origin] ?? 0) + gz;
  }
  await page.close();
  return {
    url,
    scripts: bodies.length,
    rawBytes: raw,
    gzipBytes: gzip,
    gzipBytesByPort: origins,
    loadMs,
  };
}

/** Bounded load: `total` requests, `concurrency` at a time; latency percentiles in ms. */
async function load(name, request, { total = 1000, concurrency = 20 } = {}) {
  const latencies = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next += 1;
        const t = performance.now();
        const response = await request();
        await response.arrayBuffer();
        if (!response.ok) failures += 1;
        latencies.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p) =>
    Math.round(
      latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] * 10,
    ) / 10;
  return {
    name,
    requests: total,
    failures,
    perSecond: Math.round(total / seconds),
    p50: pct(50),
    p95: pct(95),
    p99: pct(99),
  };
}

async function tokenFor(email) {
  const response = await fetch(`${api}/users/validate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: PASSWORD }),
  });
  return (await response.json()).data.token;
}

const report = {
  at: new Date().toISOString(),
  node: process.version,
  cpus: os.cpus().length,
  largeDeals: LARGE_DEALS,
};
try {
  const browser = await chromium.launch({
    ...launchOptions,
    executablePath: process.env.CHROME_PATH ?? launchOptions.executablePath,
  });
  report.pages = [
    await pageWeight(browser, `${base}/`),
    await pageWeight(browser, `${base}/dashboard`, 'borrower@demo.test'),
  ];
  await browser.close();

  const borrower = await tokenFor('borrower@demo.test');
  const largeBroker = await tokenFor('broker-large@demo.test');
  const get = (route, token) => () =>
    fetch(`${api}/${route}`, { headers: { authorization: `Bearer ${token}` } });
  report.api = [
    await load('GET deals/inprocess (borrower)', get('deals/inprocess', borrower)),
    await load('GET deals/nav (borrower)', get('deals/nav', borrower)),
    await load(
      `GET deals/broker/inprocess (${LARGE_DEALS} deals)`,
      get('deals/broker/inprocess', largeBroker),
      { total: 100, concurrency: 5 },
    ),
  ];
} finally {
  stack.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const dir = path.join(ROOT, 'bench/reports');
fs.mkdirSync(dir, { recursive: true });
const file = path.join(dir, `${report.at.replace(/[:.]/g, '-')}.json`);
fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
for (const p of report.pages)
  console.log(
    `${p.url}: ${p.scripts} scripts, ${(p.gzipBytes / 1024).toFixed(1)} kB gzipped JS, loaded in ${p.loadMs} ms`,
  );
for (const a of report.api)
  console.log(
    `${a.name}: ${a.perSecond} req/s, p50 ${a.p50} ms, p99 ${a.p99} ms, ${a.failures} failed`,
  );
console.log(`report: ${path.relative(ROOT, file)}`);
process.exit(0);
