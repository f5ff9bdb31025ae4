// @ts-check
/* global document, window, MutationObserver, requestAnimationFrame -- evaluated in the page */
// How soon a page is usable on the large seed: performance.now() at the first frame painted after
// an element matching `selector` and holding `text` appeared, timed inside the page (from the
// test's side the automation's polling would count). Five runs in fresh pages of one signed-in
// context (the code cached after the first, as between tabs), and their median.
import { signedInState } from './browser.mjs';

/** @typedef {Exclude<import('@playwright/test').BrowserContextOptions['storageState'], undefined>} StorageState */
/** @typedef {Window & { __usable?: number | null }} MarkedWindow */

/** By budget (budgets.mjs): whom, where, and the element that shows it usable. */
/** @type {Record<string, [string, string, string, string]>} */
const USABLE = {
  // Loans In Process's caption is rendered with its rows.
  'large broker dashboard': ['broker-large@demo.test', '', 'caption', 'Loans In Process'],
  // The newest year's entries are buttons naming what was applied.
  '30-year payment history': [
    'borrower-large@demo.test',
    '/deal/L-30YR/payment-history',
    'button',
    'Applied',
  ],
};

/** @param {import('@playwright/test').Browser} browser @param {string} base the shell's URL */
export async function usableTimes(browser, base) {
  /** @type {Record<string, { runs: number[], median: number | null }>} */
  const times = {};
  for (const [name, [email, address, selector, text]] of Object.entries(USABLE)) {
    const storageState = await signedInState(browser, base, email);
    const context = await browser.newContext({ storageState });
    await context.addInitScript(
      ({ selector, text }) => {
        const marked = /** @type {MarkedWindow} */ (window);
        const observer = new MutationObserver(() => {
          const shown = [...document.querySelectorAll(selector)].some((element) =>
            (element.textContent ?? '').includes(text),
          );
          if (marked.__usable !== undefined || !shown) return;
          observer.disconnect();
          marked.__usable = null;
          requestAnimationFrame(() => (marked.__usable = performance.now()));
        });
        observer.observe(document, { subtree: true, childList: true, characterData: true });
      },
      { selector, text },
    );
    /** @type {number[]} */
    const runs = [];
    for (let run = 0; run < 5; run += 1) {
      const page = await context.newPage();
      await page.goto(`${base}/dashboard${address}`);
      // waitForFunction resolves on a truthy value: the frame's time.
      const mark = await page.waitForFunction(() => /** @type {MarkedWindow} */ (window).__usable);
      runs.push(Math.round(/** @type {number} */ (await mark.jsonValue())));
      await page.close();
    }
    await context.close();
    times[name] = { runs, median: [...runs].sort((a, b) => a - b)[2] ?? null };
  }
  return times;
}
