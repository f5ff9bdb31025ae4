/* global document, requestAnimationFrame -- evaluated in the page */
// How fast a 30-year payment history is usable (issue 7): in Debian Chromium, from navigation to
// the year groups on screen and the newest year's entries clickable, and expanding every year.
// Runs a few times in fresh pages of one signed-in context (the code is cached after the first,
// as for a user moving between tabs); reports each run and the median.

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * @param {import('playwright').Browser} browser
 * @param {{ base: string, storageState: object, dealId: string, runs?: number }} options
 */
export async function paymentHistoryTimings(browser, { base, storageState, dealId, runs = 5 }) {
  const context = await browser.newContext({ storageState });
  const url = `${base}/dashboard/deal/${dealId}/payment-history`;
  const results = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      const page = await context.newPage();
      const started = Date.now();
      await page.goto(url);
      const years = page.getByRole('heading', { level: 3, name: /^\d{4} \(\d+ transactions?\)$/ });
      await years.first().waitFor();
      const firstEntry = page.getByRole('button', { name: /Applied/ }).first();
      await firstEntry.click({ trial: true });
      const usableMs = Date.now() - started;
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
        for (const button of document.querySelectorAll('h3 > button[aria-expanded="false"]'))
          button.click();
      });
      await page.waitForFunction(
        () => document.querySelectorAll('h3 > button[aria-expanded="false"]').length === 0,
      );
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve())));
      const expandAllMs = Date.now() - expandStarted;
      results.push({ usableMs, expandAllMs, years: yearCount, entries: entryCount });
      await page.close();
    }
  } finally {
    await context.close();
  }
  return {
    url,
    runs: results,
    median: {
      usableMs: median(results.map((r) => r.usableMs)),
      expandAllMs: median(results.map((r) => r.expandAllMs)),
    },
    years: results[0]?.years ?? null,
    entries: results[0]?.entries ?? null,
  };
}
