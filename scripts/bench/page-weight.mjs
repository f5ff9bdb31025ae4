// @ts-check
// The JS a page loads on its first load, script by script, and what that JS is made of.
import { analyseFetched } from './assets.mjs';
import { combineGroups, combineKinds } from './js-breakdown.mjs';
import { signIn } from './browser.mjs';

/**
 * The storage (local-storage session included) of a browser that has just signed in.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} base the shell's URL
 * @param {string} email
 */
export async function signedInState(browser, base, email) {
  const context = await browser.newContext();
  try {
    await signIn(await context.newPage(), base, email);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/**
 * Loads `url` in a fresh context (empty cache; `storageState` carries a session) until the page
 * shows `heading` (its own content: the network going quiet for a moment is not enough on a busy
 * machine, where evaluating the entry can outlast it) and the network is idle, and analyses every
 * script it loaded.
 *
 * @param {import('@playwright/test').Browser} browser
 * @param {{ name: string, url: string, heading: string,
 *   storageState?: import('./fresh-page-runs.mjs').StorageState }} options
 */
export async function pageWeight(browser, { name, url, heading, storageState }) {
  const context = await browser.newContext(storageState ? { storageState } : {});
  const page = await context.newPage();
  /** @type {Map<string, Promise<{ body: Buffer, contentEncoding: string | null } | null>>} */
  const bodies = new Map();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || bodies.has(response.url())) return;
    const contentEncoding = response.headers()['content-encoding'] ?? null;
    bodies.set(
      response.url(),
      response
        .body()
        .then((body) => ({ body, contentEncoding }))
        .catch(() => null),
    );
  });
  const started = Date.now();
  await page.goto(url);
  await page.getByRole('heading', { name: heading, exact: true }).waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  const loadMs = Date.now() - started;
  const finalUrl = page.url();
  const loaded = [];
  for (const [scriptUrl, pending] of bodies) {
    const script = await pending;
    if (script) loaded.push({ url: scriptUrl, ...script });
  }
  await context.close();

  const scripts = await Promise.all(
    loaded.map(async ({ contentEncoding, ...script }) => ({
      ...(await analyseFetched(script)),
      contentEncoding,
    })),
  );
  /** @type {Record<string, number>} */
  const byContainer = {};
  for (const { container, gzipBytes } of scripts)
    byContainer[container] = (byContainer[container] ?? 0) + gzipBytes;
  const groups = combineGroups(scripts);
  return {
    name,
    url,
    finalUrl,
    loadMs,
    scripts,
    rawBytes: scripts.reduce((sum, s) => sum + s.rawBytes, 0),
    gzipBytes: scripts.reduce((sum, s) => sum + s.gzipBytes, 0),
    gzipBytesByContainer: byContainer,
    groups,
    kinds: combineKinds(groups),
  };
}
