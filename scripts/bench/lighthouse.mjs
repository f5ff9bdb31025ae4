// @ts-check
// Lighthouse (performance only) against the bench's stack, mobile and desktop, in one Debian
// Chromium that Playwright starts with a DevTools port. Lighthouse clears the HTTP cache and the
// origin's caches before each run but not its local storage (its default clearStorageTypes), so a
// session signed in once in that browser stays signed in: every run is a first load of the page.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { desktopConfig } from 'lighthouse';
import { CHROME_FLAGS, CHROME_PATH, chromium, signIn } from './browser.mjs';
import { medianOf, summarizeRun } from './lighthouse-summary.mjs';
import { FLOOR_PAGE, SIGNED_IN_FLOOR_PAGE } from './types.mjs';

/**
 * @typedef {import('./lighthouse-summary.mjs').LighthouseRun} LighthouseRun
 * @typedef {import('./lighthouse-summary.mjs').LighthouseMedian} LighthouseMedian
 * @typedef {'mobile' | 'desktop'} FormFactor
 * @typedef {{ page: string, formFactor: FormFactor, url: string, runs: LighthouseRun[],
 *   median: LighthouseMedian }} PageResult a page in a form factor: each run, and the medians
 */

/**
 * @param {string} url
 * @param {FormFactor} formFactor
 * @param {number} port Chromium's DevTools port
 */
async function runOnce(url, formFactor, port) {
  /** @type {import('lighthouse').Flags} */
  const flags = {
    port,
    hostname: '127.0.0.1',
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  };
  // A navigation always gives a result (none is for a run that only gathers).
  const { lhr } = /** @type {import('lighthouse').RunnerResult} */ (
    await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined)
  );
  const environment = {
    lighthouseVersion: lhr.lighthouseVersion,
    userAgent: lhr.environment?.hostUserAgent,
    benchmarkIndex: lhr.environment?.benchmarkIndex,
  };
  // What summarizeRun reads of the result: the details of the audits it reads are tables of items
  // (Lighthouse types every audit's details as one union of all their kinds).
  const read = /** @type {import('./lighthouse-summary.mjs').LighthouseResult} */ (
    /** @type {unknown} */ (lhr)
  );
  return { run: summarizeRun(read), environment };
}

/**
 * The Lighthouse and the machine a run was on.
 * @typedef {Awaited<ReturnType<typeof runOnce>>['environment']} Environment
 */

/**
 * The floor pages (floor-page.mjs) when there are some, the sign-in page (signed out), then the
 * dashboard and three deal pages (signed in), each `runs` times mobile and desktop, alternating
 * so that a slow spell of the machine does not fall on one form factor only. The signed-in floor
 * is given the session's token in its own origin's local storage, as the portal keeps it.
 *
 * @param {{ base: string, devtoolsPort: number, runs: number,
 *   floors?: { floor: string, signedIn: string }, chromeArgs?: string[] }} options floors: their
 *   URLs; chromeArgs: flags beside the bench's (its certificate)
 * @returns {Promise<{ environment: Environment | null, results: PageResult[] }>} a result per page
 *   and form factor, and the environment of the first run
 */
export async function lighthouseRuns({ base, devtoolsPort, runs, floors, chromeArgs = [] }) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'lender-bench-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROME_PATH,
    headless: false, // --headless=new is in CHROME_FLAGS
    args: [...CHROME_FLAGS, ...chromeArgs, `--remote-debugging-port=${devtoolsPort}`],
  });
  /** @type {PageResult[]} */
  const results = [];
  /** @type {Environment | null} */
  let environment = null;
  /** @param {string} page @param {string} url */
  const auditPage = async (page, url) => {
    const entries = /** @type {const} */ (['mobile', 'desktop']).map((formFactor) => ({
      page,
      formFactor,
      url,
      runs: /** @type {LighthouseRun[]} */ ([]),
    }));
    for (let i = 0; i < runs; i += 1) {
      for (const entry of entries) {
        const once = await runOnce(url, entry.formFactor, devtoolsPort);
        environment ??= once.environment;
        entry.runs.push(once.run);
      }
    }
    for (const entry of entries) results.push({ ...entry, median: medianOf(entry.runs) });
  };
  try {
    if (floors) await auditPage(FLOOR_PAGE, floors.floor);
    await auditPage('sign-in', `${base}/`);
    const page = context.pages()[0] ?? (await context.newPage());
    await signIn(page, base);
    if (floors) {
      const token = await page.evaluate(() => globalThis.localStorage.getItem('token'));
      await page.goto(floors.signedIn);
      await page.evaluate((value) => globalThis.localStorage.setItem('token', value ?? ''), token);
    }
    await page.goto('about:blank');
    if (floors) await auditPage(SIGNED_IN_FLOOR_PAGE, floors.signedIn);
    await auditPage('dashboard', `${base}/dashboard`);
    // borrower@'s deals, opened by their address (a link in a mail, a bookmark).
    await auditPage('deal', `${base}/dashboard/deal/D1011`);
    await auditPage('payment-history', `${base}/dashboard/deal/D1011/payment-history`);
    await auditPage('construction', `${base}/dashboard/deal/D1009/construction`);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
  return { environment, results };
}
