// @ts-check
// Lighthouse (performance only) in one Chromium with a DevTools port. It clears the caches before
// each run but not local storage: a session signed in once stays, every run is a first load.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { desktopConfig } from 'lighthouse';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { chromeOptions, chromium, signIn } from './browser.mjs';
import { FLOOR_PAGE, PAGES, SIGNED_IN_FLOOR_PAGE } from './budgets.mjs';
import { serveFloorPage } from './floor-page.mjs';
import { lcpPath } from './lcp-path.mjs';
import { medianOf, summarizeRun } from './lighthouse-summary.mjs';

/**
 * @typedef {import('./lighthouse-summary.mjs').LighthouseResult} LighthouseResult
 * @typedef {ReturnType<typeof summarizeRun> & { lcpPath?: ReturnType<typeof lcpPath> }} LighthouseRun
 * @typedef {{ page: string, formFactor: 'mobile' | 'desktop', url: string, runs: LighthouseRun[],
 *   median: import('./lighthouse-summary.mjs').LighthouseMedian }} PageResult
 */

// The simulation of LCP that counts all a page asked for before it (Lighthouse's LCP is the mean
// of an optimistic and this pessimistic one).
const SIMULATED_LCP = 'pessimisticLargestContentfulPaint';

/**
 * The sign-in page (signed out), then rounds: each measures the floors (served for the runs) and
 * the signed-in pages once, mobile then desktop, so that a slow spell of the machine falls on
 * every page of its round alike, and a page's ratio to the signed-in floor pairs runs taken
 * a minute or two apart (budgets.mjs). The signed-in floor gets the session's token in
 * its origin's local storage.
 * @param {{ base: string, api: string, tls: import('./browser.mjs').LocalhostTls, runs: number,
 *   ports: { devtools: number, floor: number, signedInFloor: number } }} options api: the API's URL
 */
export async function lighthouseRuns({ base, api, tls, runs, ports }) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'lender-bench-chromium-'));
  const options = chromeOptions([...tls.chromeArgs, `--remote-debugging-port=${ports.devtools}`]);
  const context = await chromium.launchPersistentContext(profile, options);
  /** @type {Awaited<ReturnType<typeof serveFloorPage>>[]} */
  const floors = [];
  /** @type {Map<string, Omit<PageResult, 'median'>[]>} each page's mobile and desktop runs */
  const pages = new Map();
  /** @type {{ lighthouseVersion: string, benchmarkIndex: number | undefined }[]} */
  const environments = [];
  /** @type {import('lighthouse').Flags} */
  const flags = { port: ports.devtools, hostname: '127.0.0.1', logLevel: 'error' };
  /** One run of the page on each form factor. @param {string} page @param {string} url */
  const audit = async (page, url) => {
    const formFactors = /** @type {const} */ (['mobile', 'desktop']);
    const entries =
      pages.get(page) ?? formFactors.map((formFactor) => ({ page, formFactor, url, runs: [] }));
    pages.set(page, entries);
    for (const entry of entries) {
      const config = entry.formFactor === 'desktop' ? desktopConfig : undefined;
      // Lantern keeps the node timings of each simulation's last run, by the simulation's name.
      Lantern.Simulation.Simulator.allNodeTimings.clear();
      const result = await lighthouse(url, { ...flags, onlyCategories: ['performance'] }, config);
      if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
      const { lighthouseVersion, environment } = result.lhr;
      environments.push({ lighthouseVersion, benchmarkIndex: environment?.benchmarkIndex });
      // Lighthouse types every audit's details as one union of all their kinds.
      const lhr = /** @type {LighthouseResult} */ (/** @type {unknown} */ (result.lhr));
      const simulated = Lantern.Simulation.Simulator.allNodeTimings.get(SIMULATED_LCP);
      const path = entry.formFactor === 'mobile' && simulated ? lcpPath(simulated) : undefined;
      entry.runs.push({ ...summarizeRun(lhr), ...(path ? { lcpPath: path } : {}) });
    }
  };
  try {
    const floor = await serveFloorPage({ port: ports.floor, tls });
    floors.push(floor);
    const signedInFloor = await serveFloorPage({ port: ports.signedInFloor, tls, api });
    floors.push(signedInFloor);
    for (let i = 0; i < runs; i += 1) await audit('sign-in', `${base}${PAGES['sign-in']}`);
    const page = context.pages()[0] ?? (await context.newPage());
    await signIn(page, base);
    const token = await page.evaluate(() => globalThis.localStorage.getItem('token'));
    await page.goto(signedInFloor.url);
    await page.evaluate((value) => globalThis.localStorage.setItem('token', value ?? ''), token);
    await page.goto('about:blank');
    for (let i = 0; i < runs; i += 1) {
      await audit(FLOOR_PAGE, floor.url);
      await audit(SIGNED_IN_FLOOR_PAGE, signedInFloor.url);
      for (const [name, address] of Object.entries(PAGES))
        if (name !== 'sign-in') await audit(name, `${base}${address}`);
    }
  } finally {
    await context.close();
    for (const server of floors) await server.stop();
    fs.rmSync(profile, { recursive: true, force: true });
  }
  const results = [...pages.values()]
    .flat()
    .map((entry) => ({ ...entry, median: medianOf(entry.runs) }));
  return { environment: environments[0] ?? null, results };
}
