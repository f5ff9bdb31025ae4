// @ts-check
// bench/report.md: every budget with pass or over, then what the numbers are made of.
import { FLOOR_PAGE, KB, SIGNED_IN_FLOOR_PAGE } from './budgets.mjs';

/** @typedef {{ error: string }} Failed a measure that threw (the others still make a report) */
/** @typedef {Awaited<ReturnType<typeof import('./weights.mjs').pageWeight>>} PageWeight */
/**
 * The report (bench/reports/<time>.json); Lighthouse is left out when BENCH_LIGHTHOUSE_RUNS=0.
 * @typedef {{
 *   at: string, commit: string | null, node: string, cpus: number, largeDeals: number,
 *   chromium: string,
 *   pages: PageWeight[],
 *   remoteEntries: Awaited<ReturnType<typeof import('./weights.mjs').remoteEntryWeights>>,
 *   sharedCode: ReturnType<typeof import('./weights.mjs').sharedCodeWeight>,
 *   usable: Awaited<ReturnType<typeof import('./usable.mjs').usableTimes>>,
 *   mainThread?: Awaited<ReturnType<typeof import('./main-thread.mjs').mainThreadBeforeLcp>>
 *     | Failed,
 *   lighthouse?: Awaited<ReturnType<typeof import('./lighthouse.mjs').lighthouseRuns>> | Failed,
 *   throughput: Awaited<ReturnType<typeof import('./api-throughput.mjs').apiThroughput>> | Failed,
 *   budgets: import('./budgets.mjs').BudgetRow[],
 * }} Report
 */

/** @template {object} T @param {T | Failed} measure @returns {measure is Failed} */
const isFailed = (measure) => 'error' in measure;
/** @param {number | null | undefined} bytes */
const kb = (bytes) => (bytes == null ? '–' : (bytes / KB).toFixed(1));
/** @param {number | null | undefined} value @param {number} digits */
const num = (value, digits) => (value == null ? '–' : value.toFixed(digits));
/** @param {string} url */
const fileOf = (url) => url.slice(url.lastIndexOf('/') + 1);
/** @param {string[]} urls */
const files = (urls) => urls.slice(0, 3).map(fileOf).join(' ') + (urls.length > 3 ? ' …' : '');
/** @param {import('./js-breakdown.mjs').GroupBytes[]} groups @param {number} count */
const top = (groups, count) => groups.slice(0, count).map((g) => `${g.group} ${kb(g.gzipBytes)}`);
/** @param {string | number} c a table cell's text, on one line */
const cell = (c) => String(c).replace(/\s*\n\s*|\|/g, (m) => (m === '|' ? '\\|' : ' '));
/** @param {string} head columns, `|`-separated @param {(string | number)[][]} rows */
const table = (head, rows) =>
  [head.split('|'), head.split('|').map(() => '---'), ...rows]
    .map((r) => `| ${r.map(cell).join(' | ')} |`)
    .join('\n');

/** @param {Report['lighthouse']} lighthouse */
function lighthouseSection(lighthouse) {
  if (!lighthouse) return 'Not run (BENCH_LIGHTHOUSE_RUNS=0).';
  if (isFailed(lighthouse)) return `Failed: ${lighthouse.error}`;
  const { environment, results } = lighthouse;
  const rows = results.map(({ page, formFactor, median: m, runs }) => {
    const eachRun = runs.map((run) => num(run.lcpMs, 0)).join(' / ');
    const numbers = [num(m.score, 2), num(m.lcpMs, 0), eachRun, num(m.cls, 3), num(m.tbtMs, 0)];
    const last = runs.at(-1);
    const elements = [last?.lcpElement ?? '–', last?.layoutShifts.join('; ') ?? ''];
    return [page, formFactor, ...numbers, num(m.fcpMs, 0), kb(m.transferBytes), ...elements];
  });
  return [
    `Lighthouse ${environment?.lighthouseVersion}, performance only, simulated throttling, the ` +
      `median of ${results[0]?.runs.length} run(s); benchmark index ${environment?.benchmarkIndex}` +
      `. ${FLOOR_PAGE} and ${SIGNED_IN_FLOOR_PAGE}: the floors (docs/bench.md). Each run's LCP ` +
      'is in the order of the rounds: a round measures every page once.',
    '',
    table(
      'Page|Form|Score|LCP ms|LCP ms by round|CLS|TBT ms|FCP ms|kB sent|LCP element|Layout shifts',
      rows,
    ),
    '',
    lcpPathSection(results),
  ].join('\n');
}

/**
 * Where each page's mobile LCP goes, from its last run's pessimistic simulation (lcp-path.mjs).
 * @param {import('./lighthouse.mjs').PageResult[]} results
 */
function lcpPathSection(results) {
  const rows = results.flatMap(({ page, formFactor, runs }) => {
    const path = runs.at(-1)?.lcpPath;
    if (formFactor !== 'mobile' || !path) return [];
    const { entry, afterEntry: after } = path;
    return [
      [
        page,
        num(path.endMs, 0),
        num(path.documentMs, 0),
        entry ? `${num(entry.ms, 0)} (${fileOf(entry.url)}, ${kb(entry.bytes)} kB)` : '–',
        `${num(after.taskMs, 0)} in ${after.tasks}`,
        `${after.requests}, ${kb(after.bytes)} kB, ${num(after.networkMs, 0)} ms`,
      ],
    ];
  });
  return [
    "Where the mobile LCP goes: the last run's pessimistic simulation (Lighthouse's LCP is its " +
      'mean with an optimistic one), in simulated ms from the navigation. After the entry: the ' +
      "main thread's tasks, and the requests with the time the connection spent on them.",
    '',
    table('Page|ends|document ends|entry ends|after: task ms|after: requests', rows),
  ].join('\n');
}

/**
 * Where a page's bytes go: by kind, the groups of 0.5 kB or more (the rest summed; the JSON has
 * them all) with the scripts they are in, and each script with its container and biggest contents.
 * @param {PageWeight} page
 */
function pageSection(page) {
  const shown = page.groups.filter((g) => g.gzipBytes >= 500);
  const rest = page.groups.slice(shown.length).reduce((sum, g) => sum + g.gzipBytes, 0);
  /** @param {number} bytes */
  const share = (bytes) => `${((100 * bytes) / page.gzipBytes).toFixed(1)} %`;
  const groups = shown.map((g) => [g.group, kb(g.gzipBytes), share(g.gzipBytes), files(g.scripts)]);
  groups.push([`${page.groups.length - shown.length} smaller groups`, kb(rest), share(rest), '']);
  const scripts = [...page.scripts].sort((a, b) => b.gzipBytes - a.gzipBytes);
  const ended = page.finalUrl === page.url ? '' : ` (ended on ${page.finalUrl})`;
  return [
    `### ${page.name}: ${kb(page.gzipBytes)} kB in ${page.scripts.length} scripts`,
    '',
    `${page.url}${ended}. By kind: ${page.kinds.map((k) => `${k.kind} ${kb(k.gzipBytes)}`).join(' · ')}.`,
    '',
    table('Package / source|gzip kB|share|in', groups),
    '',
    table(
      'Script|Container|gzip kB|biggest contents (gzip kB)',
      scripts.map((s) => [
        fileOf(s.url),
        s.container,
        kb(s.gzipBytes),
        top(s.groups, 3).join(', '),
      ]),
    ),
  ].join('\n');
}

/**
 * The deal pages' main thread up to their LCP, by source: the groups of 5 ms or more (the rest
 * summed; the JSON has them all).
 * @param {Report['mainThread']} mainThread
 */
function mainThreadSection(mainThread) {
  if (!mainThread) return 'Not measured.';
  if (isFailed(mainThread)) return `Failed: ${mainThread.error}`;
  const pages = mainThread.map(({ page, url, busyMs, lcpMs, groups }) => {
    const shown = groups.filter((g) => g.ms >= 5);
    const rest = groups.slice(shown.length).reduce((sum, g) => sum + g.ms, 0);
    const rows = shown.map((g) => [g.group, num(g.ms, 0)]);
    rows.push([`${groups.length - shown.length} smaller groups`, num(rest, 0)]);
    return [
      `### ${page}`,
      '',
      `${url}: busy ${busyMs.map((ms) => num(ms, 0)).join(' / ')} ms up to an LCP at ` +
        `${lcpMs.map((ms) => num(ms, 0)).join(' / ')} ms.`,
      '',
      table('Package / source|ms (mean)', rows),
    ].join('\n');
  });
  return [
    "Each deal page's first loads at Lighthouse's mobile CPU slowdown (4×, no network " +
      "throttling), profiled up to the LCP: each sample's time given to the source of the " +
      "function it was in, the browser's own work by kind (shares, not times: the profiler and a " +
      "busy machine lengthen them). Lighthouse's simulation runs the main thread's tasks at " +
      'this speed (docs/bench.md).',
    '',
    ...pages.flatMap((page) => [page, '']),
  ].join('\n');
}

/** @param {Report['throughput']} throughput */
function throughputSection(throughput) {
  if (isFailed(throughput)) return `Failed: ${throughput.error}`;
  const { seconds, connections, results, skipped } = throughput;
  return [
    `autocannon, ${connections} connections, ${seconds} s a row; the API's ratio is to the ` +
      'hello-world baseline measured right before it.',
    '',
    table(
      'Server / request|req/s|% of baseline|p50 ms|p99 ms|failed',
      results.map((r) => [r.name, r.perSecond, num(r.ratio * 100, 1), r.p50, r.p99, r.failures]),
    ),
    ...skipped.map((reason) => `\nPostgreSQL skipped: ${reason}`),
  ].join('\n');
}

/** @type {Record<string, number>} */
const DIGITS = { cls: 3, ms: 0 };

/** @param {Report} report */
export function renderReport(report) {
  const { sharedCode, usable } = report;
  const budgets = report.budgets.map((b) => [
    b.label,
    b.unit === 'kB' ? `${num(b.measured, 1)} kB` : num(b.measured, DIGITS[b.unit] ?? 2),
    `${b.comparison} ${b.limit}${b.unit === 'kB' ? ' kB' : ''}`,
    b.pass === null ? 'not measured' : b.pass ? 'pass' : '**over**',
  ]);
  const entries = report.remoteEntries.map((e) => [
    e.container,
    kb(e.gzipBytes),
    top(e.groups, 5).join(', '),
  ]);
  return [
    '# Bench report',
    '',
    `\`pnpm bench\` at ${report.at} on ${report.commit ?? 'an unknown commit'}, Node ${report.node}` +
      `, ${report.cpus} CPUs, Chromium ${report.chromium}, ${report.largeDeals} deals in the large ` +
      'seed (docs/bench.md says what each number is). All the data: bench/reports/.',
    '\n## Budgets\n',
    table('Budget|Measured|Limit|', budgets),
    '\n## Lighthouse\n',
    lighthouseSection(report.lighthouse),
    '\n## First-load JS\n',
    ...report.pages.flatMap((page) => [pageSection(page), '']),
    '### Federation fixed costs\n',
    table('remoteEntry.js of|gzip kB|biggest contents (gzip kB)', entries),
    `\n@lender/shared's run-time code: ${kb(sharedCode.gzipBytes)} kB in ` +
      `${sharedCode.files.join(', ')}: ${top(sharedCode.groups, 8).join(', ')}.`,
    '\n## Usable on the large seed\n',
    table(
      'Page|Runs (ms)|Median ms',
      Object.entries(usable).map(([name, u]) => [name, u.runs.join(' / '), u.median ?? '–']),
    ),
    '\n## Main thread before the LCP\n',
    mainThreadSection(report.mainThread),
    '\n## API throughput\n',
    throughputSection(report.throughput),
    '',
  ].join('\n');
}
