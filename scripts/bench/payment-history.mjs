// @ts-check
/* global document, requestAnimationFrame -- evaluated in the page */
// How fast a 30-year payment history is usable: in Debian Chromium, from the
// navigation's start to the first frame showing the newest year's entries (timed inside the page),
// and expanding every year.
// Runs a few times in fresh pages of one signed-in context; reports each run and the median.

import { freshPageRuns } from './fresh-page-runs.mjs';
import { markOf, markWhenShown } from './in-page-mark.mjs';

/** @typedef {import('./fresh-page-runs.mjs').StorageState} StorageState */

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {{ base: string, storageState: StorageState, dealId: string, runs?: number }} options
 */
export async function paymentHistoryTimings(browser, { base, storageState, dealId, runs = 5 }) {
  const url = `${base}/dashboard/deal/${dealId}/payment-history`;
  const { runs: results, median } = await freshPageRuns(
    browser,
    {
      storageState,
      runs,
      // The newest year's entries are buttons naming what was applied.
      prepare: (context) =>
        markWhenShown(context, 'newestEntry', { selector: 'button', text: 'Applied' }),
    },
    async (page) => {
      await page.goto(url);
      const usableMs = await markOf(page, 'newestEntry');
      const years = page.getByRole('heading', { level: 3, name: /^\d{4} \(\d+ transactions?\)$/ });
      await page
        .getByRole('button', { name: /Applied/ })
        .first()
        .click({ trial: true });
      const yearCount = await years.count();
      const entryCount = await page
        .getByRole('heading', { level: 3 })
        .evaluateAll((headings) =>
          headings.reduce(
            (sum, h) => sum + Number(/\((\d+) /.exec(h.textContent ?? '')?.[1] ?? 0),
            0,
          ),
        );
      // Expanding every collapsed year (all 30 open): the worst case of the page.
      const expandStarted = Date.now();
      await page.evaluate(() => {
        for (const button of /** @type {NodeListOf<HTMLButtonElement>} */ (
          document.querySelectorAll('h3 > button[aria-expanded="false"]')
        ))
          button.click();
      });
      await page.waitForFunction(
        () => document.querySelectorAll('h3 > button[aria-expanded="false"]').length === 0,
      );
      await page.evaluate(
        () =>
          /** @type {Promise<void>} */ (
            new Promise((resolve) => requestAnimationFrame(() => resolve()))
          ),
      );
      const expandAllMs = Date.now() - expandStarted;
      return { usableMs, expandAllMs, years: yearCount, entries: entryCount };
    },
    ['usableMs', 'expandAllMs'],
  );
  return {
    url,
    runs: results,
    median,
    years: results[0]?.years ?? null,
    entries: results[0]?.entries ?? null,
  };
}
