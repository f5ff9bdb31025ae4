/* global document, window, MutationObserver, requestAnimationFrame -- evaluated in the page */
// The moment something became usable, measured inside the page: performance.now() (from the
// navigation's start) at the first frame painted after an element matching `selector` (and
// holding `text`, when given) appeared. Unlike timing from the test's side, it includes none of
// the automation's own polling and round trips.

/**
 * Installs, before any page of the context loads, a watcher that records the mark `name`.
 * @param {import('playwright').BrowserContext} context
 * @param {string} name
 * @param {{ selector: string, text?: string }} target
 */
export async function markWhenShown(context, name, target) {
  await context.addInitScript(
    ({ name, selector, text }) => {
      window.__marks ??= {};
      const shown = () =>
        [...document.querySelectorAll(selector)].some(
          (element) => !text || (element.textContent ?? '').includes(text),
        );
      const observer = new MutationObserver(() => {
        if (window.__marks[name] !== undefined || !shown()) return;
        observer.disconnect();
        window.__marks[name] = null;
        requestAnimationFrame(() => (window.__marks[name] = performance.now()));
      });
      observer.observe(document, { subtree: true, childList: true, characterData: true });
    },
    { name, ...target },
  );
}

/** The mark `name` of the page (ms after its navigation started), once it is there. */
export async function markOf(page, name) {
  const handle = await page.waitForFunction(
    (mark) => (typeof window.__marks?.[mark] === 'number' ? window.__marks[mark] : null),
    name,
  );
  return Math.round(await handle.jsonValue());
}
