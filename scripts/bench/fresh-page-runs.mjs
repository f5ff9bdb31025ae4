// @ts-check
// Browser timings in fresh pages of one signed-in context (the code cached after the first run,
// as for a user moving between tabs): each run's measures and their medians.

/**
 * A signed-in browser's storage (its session), as a context is made with it.
 * @typedef {Exclude<import('@playwright/test').BrowserContextOptions['storageState'], undefined>} StorageState
 */

/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * @template {Record<string, number>} T
 * @param {import('@playwright/test').Browser} browser
 * @param {{ storageState: StorageState, runs?: number,
 *   prepare?: (context: import('@playwright/test').BrowserContext) => Promise<void> }} options
 * @param {(page: import('@playwright/test').Page) => Promise<T & Record<string, unknown>>} measure one run
 * @param {(keyof T)[]} timed the measures to take medians of
 */
export async function freshPageRuns(browser, { storageState, runs = 5, prepare }, measure, timed) {
  const context = await browser.newContext({ storageState });
  await prepare?.(context);
  /** @type {(T & Record<string, unknown>)[]} */
  const results = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      const page = await context.newPage();
      results.push(await measure(page));
      await page.close();
    }
  } finally {
    await context.close();
  }
  return {
    runs: results,
    median: Object.fromEntries(timed.map((key) => [key, median(results.map((r) => r[key]))])),
  };
}
