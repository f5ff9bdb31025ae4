// How fast a broker with thousands of deals gets usable dashboard tables (issue 10): in Debian
// Chromium, from navigation until Loans In Process shows its rows and the first deal's link takes a
// click, and until Funded Loans shows its rows (spec §9 holds that one's loading state 1.1 s, the
// other's 0.9 s). Each run and the medians.
import { freshPageRuns } from './fresh-page-runs.mjs';

/**
 * @param {import('playwright').Browser} browser
 * @param {{ base: string, storageState: object, runs?: number }} options
 */
export async function dashboardTableTimings(browser, { base, storageState, runs = 5 }) {
  const url = `${base}/dashboard`;
  const timings = await freshPageRuns(
    browser,
    { storageState, runs },
    async (page) => {
      const started = Date.now();
      await page.goto(url);
      const table = (name) => page.getByRole('table', { name });
      await table('Loans In Process').getByRole('rowheader').first().getByRole('link').click({
        trial: true,
      });
      const usableMs = Date.now() - started;
      await table('Funded Loans').getByRole('rowheader').first().waitFor();
      const fundedMs = Date.now() - started;
      return { usableMs, fundedMs, rows: await page.getByRole('row').count() };
    },
    ['usableMs', 'fundedMs'],
  );
  return { url, ...timings };
}
