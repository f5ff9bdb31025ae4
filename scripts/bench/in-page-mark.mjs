// @ts-check
/* global document, window, MutationObserver, requestAnimationFrame -- evaluated in the page */
// The moment something became usable, measured inside the page: performance.now() (from the
// navigation's start) at the first frame painted after an element matching `selector` (and
// holding `text`, when given) appeared. Unlike timing from the test's side, it includes none of
// the automation's own polling and round trips.

/**
 * The page's window with its marks by name: null from when the element is shown until the next
 * frame, then that frame's time.
 * @typedef {Window & typeof globalThis & { __marks: Record<string, number | null> }} MarkedWindow
 */

/**
 * Installs, before any page of the context loads, a watcher that records the mark `name`.
 * @param {import('@playwright/test').BrowserContext} context
 * @param {string} name
 * @param {{ selector: string, text?: string }} target
 */
export async function markWhenShown(context, name, target) {
  await context.addInitScript(
    ({ name, selector, text }) => {
      const marked = /** @type {MarkedWindow} */ (window);
      marked.__marks ??= {};
      const shown = () =>
        [...document.querySelectorAll(selector)].some(
          (element) => !text || (element.textContent ?? '').includes(text),
        );
      const observer = new MutationObserver(() => {
        if (marked.__marks[name] !== undefined || !shown()) return;
        observer.disconnect();
        marked.__marks[name] = null;
        requestAnimationFrame(() => (marked.__marks[name] = performance.now()));
      });
      observer.observe(document, { subtree: true, childList: true, characterData: true });
    },
    { name, ...target },
  );
}

/**
 * The mark `name` of the page (ms after its navigation started), once it is there.
 * @param {import('@playwright/test').Page} page
 * @param {string} name
 */
export async function markOf(page, name) {
  const handle = await page.waitForFunction((mark) => {
    const marked = /** @type {MarkedWindow} */ (window);
    return typeof marked.__marks?.[mark] === 'number' ? marked.__marks[mark] : null;
  }, name);
  // waitForFunction resolves on a truthy value: the mark's time.
  return Math.round(/** @type {number} */ (await handle.jsonValue()));
}
