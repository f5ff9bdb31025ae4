// @ts-check
/* global document, window, MutationObserver, requestAnimationFrame -- evaluated in the page */
// The usable budgets (docs/bench.md): performance.now() at the first frame after the element
// showing it appeared, timed inside the page; five fresh pages of one signed-in context.
import { signedInState } from './browser.mjs';

/** @typedef {Exclude<import('@playwright/test').BrowserContextOptions['storageState'], undefined>} StorageState */
/** @typedef {Window & { __usable?: number | null }} MarkedWindow */

const HISTORY = '/deal/L-30YR/payment-history';
/** By budget: whom, where under /dashboard, and the element that shows it usable (a table's
 * caption comes with its rows; the newest year's entries are buttons naming what was applied).
 * @type {Record<string, [string, string, string, string]>} */
const USABLE = {
  'large broker dashboard': ['broker-large@demo.test', '', 'caption', 'Loans In Process'],
  '30-year payment history': ['borrower-large@demo.test', HISTORY, 'button', 'Applied'],
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
