// @ts-check
// Where a page's main thread goes before its LCP: a CPU profile of a first load at Lighthouse's
// mobile CPU slowdown (4×), each sample's time given to the source that defines the function it
// was in (a profile names a function by where it starts; js-breakdown.mjs's groups), and the
// browser's own work by kind. Lighthouse simulates the main thread from the same tasks, so this
// is what a deal page's chain after its entry is made of. Shares, not times: the profiler's own
// overhead and a busy machine both lengthen them.
import { UNMAPPED, mappedLines } from './js-breakdown.mjs';
import { groupOf, sourceMapOf } from './weights.mjs';

export const BROWSER_WORK = '(browser: parse, compile, style, layout, paint)';
export const GARBAGE_COLLECTION = '(garbage collection)';
export const WEB_APIS = '(web APIs: DOM, fetch, timers)';

/** Lighthouse's mobile CPU slowdown. */
const CPU_SLOWDOWN = 4;
/** How long a load is given before its LCP is read (at 4× CPU). */
const SETTLE_MS = 4000;

/**
 * @typedef {{ functionName: string, url: string, lineNumber: number, columnNumber: number }} CallFrame
 * @typedef {{ nodes: { id: number, callFrame: CallFrame }[], startTime: number, endTime: number,
 *   samples?: number[], timeDeltas?: number[] }} Profile the parts of a CDP profile read here
 * @typedef {(url: string, line: number, column: number) => string | undefined} GroupAt
 */

/**
 * A lookup of positions in one script through its source map (0-based lines and columns, as CDP
 * gives them): the group of the last mapping of the line at or before the column.
 * @param {import('./js-breakdown.mjs').SourceMap} map
 * @param {(source: string) => string} groupOfSource
 */
export function positionGroups(map, groupOfSource) {
  const { lines, groupOfSegment } = mappedLines(map, groupOfSource);
  /** @param {number} line @param {number} column */
  return (line, column) => {
    let group = UNMAPPED;
    for (const segment of lines[line] ?? []) {
      if (segment[0] > column) break;
      group = groupOfSegment(segment);
    }
    return group;
  };
}

/**
 * The profile's busy time up to `untilUs` (the profile's clock), by group: a sample counts the
 * time to the next one; idle time counts nowhere.
 * @param {Profile} profile @param {GroupAt} groupAt @param {number} untilUs
 */
export function timeBySource(profile, groupAt, untilUs) {
  // A node is one function: its group is looked up once, not at each of its samples.
  const nodeGroups = new Map(
    profile.nodes.map(({ id, callFrame }) => [id, frameGroup(callFrame, groupAt)]),
  );
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  /** @type {Map<string, number>} */
  const ms = new Map();
  let at = profile.startTime;
  samples.forEach((id, i) => {
    at += deltas[i] ?? 0;
    const next = i + 1 < samples.length ? at + (deltas[i + 1] ?? 0) : profile.endTime;
    const span = Math.min(next, untilUs) - at;
    const group = nodeGroups.get(id);
    if (!group || span <= 0) return;
    ms.set(group, (ms.get(group) ?? 0) + span / 1000);
  });
  const groups = [...ms].map(([group, time]) => ({ group, ms: time })).sort((a, b) => b.ms - a.ms);
  return { busyMs: groups.reduce((sum, g) => sum + g.ms, 0), groups };
}

/**
 * A function's group; null for the profiler's idle and root nodes, which are no work.
 * @param {CallFrame} frame @param {GroupAt} groupAt
 */
function frameGroup({ functionName, url, lineNumber, columnNumber }, groupAt) {
  if (functionName === '(idle)' || functionName === '(root)') return null;
  if (functionName === '(program)') return BROWSER_WORK;
  if (functionName === '(garbage collector)') return GARBAGE_COLLECTION;
  if (!url) return WEB_APIS;
  return groupAt(url, lineNumber, columnNumber) ?? new URL(url).pathname;
}

/**
 * Adds up runs' groups into each group's mean over the runs, biggest first.
 * @param {ReturnType<typeof timeBySource>[]} runs
 */
export function meanGroups(runs) {
  /** @type {Map<string, number>} */
  const total = new Map();
  for (const run of runs)
    for (const { group, ms } of run.groups) total.set(group, (total.get(group) ?? 0) + ms);
  const mean = (/** @type {number} */ sum) => sum / Math.max(1, runs.length);
  return [...total].map(([group, ms]) => ({ group, ms: mean(ms) })).sort((a, b) => b.ms - a.ms);
}

/**
 * Each page's `runs` first loads in fresh contexts at 4× CPU, each profiled up to its LCP, with
 * the time of each script's functions given to their sources. A script and its source map are
 * fetched once for all the pages (the shell's entry and chunks are every page's).
 * @param {import('@playwright/test').Browser} browser
 * @param {{ pages: Record<string, string>, storageState?: import('./usable.mjs').StorageState,
 *   runs: number }} options pages: each page's URL by its name
 */
export async function mainThreadBeforeLcp(browser, { pages, storageState, runs }) {
  /**
   * Each script's position lookup, made once: null for a script without a source map.
   * @type {Map<string, Promise<ReturnType<typeof positionGroups> | null>>}
   */
  const lookups = new Map();
  /** @param {Profile} profile the lookups of the profile's scripts */
  const lookupsOf = async (profile) => {
    for (const { callFrame } of profile.nodes)
      if (callFrame.url && !lookups.has(callFrame.url))
        lookups.set(
          callFrame.url,
          sourceMapOf(callFrame.url).then((map) => (map ? positionGroups(map, groupOf) : null)),
        );
    return new Map(
      await Promise.all(
        [...lookups].map(async ([script, lookup]) => /** @type {const} */ ([script, await lookup])),
      ),
    );
  };
  const results = [];
  for (const [page, url] of Object.entries(pages)) {
    /** @type {ReturnType<typeof timeBySource>[]} */
    const runsOfPage = [];
    /** @type {number[]} */
    const lcps = [];
    for (let run = 0; run < runs; run += 1) {
      const { profile, lcp, now } = await profiledLoad(browser, url, storageState);
      const loaded = await lookupsOf(profile);
      /** @type {GroupAt} */
      const groupAt = (script, line, column) => loaded.get(script)?.(line, column);
      runsOfPage.push(timeBySource(profile, groupAt, profile.endTime - (now - lcp) * 1000));
      lcps.push(lcp);
    }
    const busyMs = runsOfPage.map((r) => r.busyMs);
    results.push({ page, url, busyMs, lcpMs: lcps, groups: meanGroups(runsOfPage) });
  }
  return results;
}

/**
 * One first load of `url` in a fresh context at 4× CPU, profiled from before the navigation
 * until its LCP has been read, with the LCP and the moment it was read on the page's clock.
 * @param {import('@playwright/test').Browser} browser @param {string} url
 * @param {import('./usable.mjs').StorageState | undefined} storageState
 */
async function profiledLoad(browser, url, storageState) {
  const context = await browser.newContext(storageState ? { storageState } : {});
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(url);
    await page.waitForTimeout(SETTLE_MS);
    // The LCP and "now" on the page's clock, then the profile: its end is that "now" (give or
    // take the stop's own round trip), so the LCP on the profile's clock is end − (now − LCP).
    // LCP entries are only given to an observer (buffered: the ones so far, in one callback).
    const { lcp, now } = await page.evaluate(
      () =>
        /** @type {Promise<{ lcp: number | null, now: number }>} */ (
          new Promise((resolve) => {
            /** @param {number | null} lcp */
            const done = (lcp) => resolve({ lcp, now: performance.now() });
            new PerformanceObserver((list) =>
              done(list.getEntries().at(-1)?.startTime ?? null),
            ).observe({ type: 'largest-contentful-paint', buffered: true });
            setTimeout(() => done(null), 1000);
          })
        ),
    );
    const { profile } = /** @type {{ profile: Profile }} */ (await cdp.send('Profiler.stop'));
    if (lcp === null) throw new Error(`${url}: no LCP within ${SETTLE_MS} ms`);
    return { profile, lcp, now };
  } finally {
    await context.close();
  }
}
