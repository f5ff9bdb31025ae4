// @ts-check
// The weight budgets: a page's first-load JS and where its bytes go, each remote's
// remoteEntry.js, the core's run-time code (docs/bench.md).
import fs from 'node:fs';
import path from 'node:path';
import { CONTAINERS, REMOTE_NAMES } from '../../shared/federation/containers.js';
import { analyseScript, combineGroups, combineKinds, sourceGroup } from './js-breakdown.mjs';
import { sameOriginBase, storeFileOf } from '../release/same-origin.mjs';

/** Sources are named by the container's uniqueName: its package folder. @param {string} source */
export const groupOf = (source) => sourceGroup(source, (name) => CONTAINERS[name]?.package);

/**
 * The source map a script's last line names, null without one.
 * @param {string} url @param {Buffer} body
 * @returns {Promise<import('./js-breakdown.mjs').SourceMap | null>}
 */
async function sourceMap(url, body) {
  const mapUrl = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(body.subarray(-512).toString())?.[1];
  const map = mapUrl && !mapUrl.startsWith('data:') ? await fetch(new URL(mapUrl, url)) : null;
  return map?.ok ? map.json() : null;
}

/** A served script's source map, null without one. @param {string} url */
export async function sourceMapOf(url) {
  const response = await fetch(url);
  return response.ok ? sourceMap(url, Buffer.from(await response.arrayBuffer())) : null;
}

/**
 * A script sized and broken down through its source map; its container is the shell's unless it
 * is a remote's release file (/remotes/<container>/…, ADR 015).
 * @param {string} url @param {Buffer} body
 */
async function analyse(url, body) {
  const file = storeFileOf(new URL(url).pathname);
  return {
    container: file?.split('/')[1] ?? 'shell',
    ...analyseScript({ url, body, map: await sourceMap(url, body) }, groupOf),
  };
}

/** @param {{ gzipBytes: number }[]} items */
const gzipTotal = (items) => items.reduce((sum, item) => sum + item.gzipBytes, 0);

/**
 * Loads `url` in a fresh context (an empty cache; `storageState` carries a session) and analyses
 * every script it loaded.
 * @param {import('@playwright/test').Browser} browser
 * @param {{ name: string, url: string, storageState?: import('./usable.mjs').StorageState }} options
 */
export async function pageWeight(browser, { name, url, storageState }) {
  const context = await browser.newContext(storageState ? { storageState } : {});
  const page = await context.newPage();
  /** @type {Map<string, Promise<Buffer | null>>} */
  const bodies = new Map();
  let inFlight = 0;
  let lastActive = Date.now();
  const settled = () => ((inFlight -= 1), (lastActive = Date.now()));
  page.on('request', () => ((inFlight += 1), (lastActive = Date.now())));
  page.on('requestfinished', settled).on('requestfailed', settled);
  page.on('response', (r) => {
    const script = r.request().resourceType() === 'script';
    if (script && !bodies.has(r.url()))
      bodies.set(
        r.url(),
        r.body().catch(() => null),
      );
  });
  await page.goto(url);
  // Loaded once a remote's entry is in and nothing was asked for in 1 s, at most a minute (a busy
  // machine reaches Playwright's networkidle while the shell's entry is still being evaluated).
  const until = Date.now() + 60_000;
  const remote = () => [...bodies.keys()].some((script) => script.endsWith('/remoteEntry.js'));
  while ((!remote() || inFlight > 0 || Date.now() - lastActive < 1000) && Date.now() < until)
    await page.waitForTimeout(100);
  const finalUrl = page.url();
  const scripts = [];
  for (const [scriptUrl, pending] of bodies) {
    const body = await pending;
    if (body) scripts.push(await analyse(scriptUrl, body));
  }
  await context.close();
  const [groups, gzipBytes] = [combineGroups(scripts), gzipTotal(scripts)];
  return { name, url, finalUrl, gzipBytes, scripts, groups, kinds: combineKinds(groups) };
}

/**
 * @param {string} base the shell's URL, which serves the remotes' releases (ADR 015)
 * @param {Record<string, string>} stable each remote's stable release
 */
export const remoteEntryWeights = (base, stable) =>
  Promise.all(
    REMOTE_NAMES.map(async (/** @type {string} */ container) => {
      const url = `${base}${sameOriginBase(container)}/${stable[container]}/remoteEntry.js`;
      const response = await fetch(url);
      if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
      return analyse(url, Buffer.from(await response.arrayBuffer()));
    }),
  );

/**
 * The core's run-time code: what of the shell's build comes from shared/src, whichever chunk
 * holds it (the host takes the core eagerly, so it sits in the entry beside React).
 * @param {string} shellDist the shell's build folder
 */
export function sharedCodeWeight(shellDist) {
  const chunks = fs
    .readdirSync(shellDist)
    .filter((file) => file.endsWith('.js'))
    .map((file) => {
      const mapFile = path.join(shellDist, `${file}.map`);
      const map = fs.existsSync(mapFile) ? JSON.parse(fs.readFileSync(mapFile, 'utf8')) : null;
      const body = fs.readFileSync(path.join(shellDist, file));
      const { groups } = analyseScript({ url: file, body, map }, groupOf);
      return { url: file, groups: groups.filter((g) => g.group.startsWith('@lender/shared:')) };
    })
    .filter((chunk) => chunk.groups.length > 0);
  const groups = combineGroups(chunks);
  return { files: chunks.map((chunk) => chunk.url), gzipBytes: gzipTotal(groups), groups };
}
