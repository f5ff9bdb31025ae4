// @ts-check
// How fast a broker with thousands of deals gets usable dashboard tables: in Debian
// Chromium, from the navigation's start to the first frame showing Loans In Process's rows, and to Funded Loans's first rows (spec §9 holds those tables
// in their loading state 0.9 s and 1.1 s), timed inside the page. Each run and the medians.
import { freshPageRuns } from './fresh-page-runs.mjs';
import { markOf, markWhenShown } from './in-page-mark.mjs';

/** @typedef {import('./fresh-page-runs.mjs').StorageState} StorageState */

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {{ base: string, storageState: StorageState, runs?: number }} options
 */
export async function dashboardTableTimings(browser, { base, storageState, runs = 5 }) {
  const url = `${base}/dashboard`;
  const timings = await freshPageRuns(
    browser,
    {
      storageState,
      runs,
      prepare: async (context) => {
        // A table (its caption included) is rendered with its rows, once they are there.
        await markWhenShown(context, 'inProcess', {
          selector: 'caption',
          text: 'Loans In Process',
        });
        await markWhenShown(context, 'funded', { selector: 'caption', text: 'Funded Loans' });
      },
    },
    async (page) => {
      await page.goto(url);
      const usableMs = await markOf(page, 'inProcess');
      const fundedMs = await markOf(page, 'funded');
      // Usable: the deal link takes a click.
      await page.getByRole('table', { name: 'Loans In Process' }).getByRole('link').first().click({
        trial: true,
      });
      return { usableMs, fundedMs, rows: await page.getByRole('row').count() };
    },
    ['usableMs', 'fundedMs'],
  );
  return { url, ...timings };
}
