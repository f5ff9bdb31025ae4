// @ts-check
// bench/report.md: the budgets first, then what each over-budget number is made of.
import { KB } from './budgets.mjs';
import { groupKind } from './js-breakdown.mjs';
import { FLOOR_PAGE, SIGNED_IN_FLOOR_PAGE, isFailed } from './types.mjs';

/**
 * @typedef {import('./types.mjs').Report} Report
 * @typedef {import('./types.mjs').Failed} Failed
 * @typedef {import('./types.mjs').PageWeight} PageWeight
 * @typedef {import('./types.mjs').LighthouseRuns} LighthouseRuns
 * @typedef {import('./types.mjs').Throughput} Throughput
 * @typedef {import('./js-breakdown.mjs').GroupBytes} GroupBytes
 * @typedef {import('./budgets.mjs').BudgetRow} BudgetRow
 */

/** @param {number} bytes */
const kb = (bytes) => (bytes / KB).toFixed(1);
/** @param {number | null | undefined} value */
const ms = (value) => (value === null || value === undefined ? '–' : `${Math.round(value)} ms`);
/** @param {number | null | undefined} value @param {number} [digits] */
const num = (value, digits = 2) =>
  value === null || value === undefined ? '–' : Number(value).toFixed(digits);
/** @param {string | undefined} text */
const code = (text) => `\`${String(text).replaceAll('`', "'")}\``;
/** @param {string | number} text */
const cell = (text) => String(text).replaceAll('|', '\\|').replaceAll('\n', ' ');
/** @param {boolean | null} pass */
const mark = (pass) => (pass === null ? 'not measured' : pass ? '✅' : '❌');
/** @param {string[]} head @param {(string | number)[][]} rows */
const table = (head, rows) =>
  [
    `| ${head.join(' | ')} |`,
    `|${head.map(() => '---').join('|')}|`,
    ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`),
  ].join('\n');
/** @param {string} url */
const fileOf = (url) => new URL(url).pathname.slice(1);

/**
 * The first few groups of a script or chunk, inline: "react-dom 63.9, scheduler 1.1".
 * @param {GroupBytes[]} groups
 * @param {number} [count]
 */
const topGroups = (groups, count = 3) =>
  groups
    .slice(0, count)
    .map(({ group, gzipBytes }) => `${group} ${kb(gzipBytes)}`)
    .join(', ');

/** @param {string[]} urls @param {number} [count] */
const fileList = (urls, count = 3) => {
  const files = urls.map(fileOf);
  return files.length > count
    ? `${files.slice(0, count).join(', ')} and ${files.length - count} more`
    : files.join(', ');
};

/**
 * Groups under 0.1 kB are summed into one line so the table stays readable; the JSON has them all.
 * @param {(GroupBytes & { scripts?: string[] })[]} groups with the scripts they are in, if known
 * @param {number} total gzipped bytes
 */
function groupTable(groups, total) {
  const withScripts = groups.some((g) => g.scripts);
  const shown = groups.filter((g) => g.gzipBytes >= 100);
  const rest = groups.filter((g) => g.gzipBytes < 100);
  const rows = shown.map((g) => [
    code(g.group),
    kb(g.gzipBytes),
    `${((100 * g.gzipBytes) / (total || 1)).toFixed(1)} %`,
    kb(g.rawBytes),
    // Groups come all with their scripts (combineGroups), or all without.
    ...(withScripts ? [fileList(/** @type {string[]} */ (g.scripts))] : []),
  ]);
  if (rest.length)
    rows.push([
      `${rest.length} smaller groups`,
      kb(rest.reduce((s, g) => s + g.gzipBytes, 0)),
      `${((100 * rest.reduce((s, g) => s + g.gzipBytes, 0)) / (total || 1)).toFixed(1)} %`,
      kb(rest.reduce((s, g) => s + g.rawBytes, 0)),
      ...(withScripts ? [''] : []),
    ]);
  const head = ['Package / source', 'gzip kB', 'share', 'raw kB'];
  return table(withScripts ? [...head, 'in'] : head, rows);
}

/**
 * npm scopes with several packages, added up: "@radix-ui/* 10.2 (16 packages)".
 * @param {GroupBytes[]} groups
 */
function scopes(groups) {
  /** @type {Map<string, { gzipBytes: number, count: number }>} */
  const byScope = new Map();
  for (const { group, gzipBytes } of groups) {
    const scope = groupKind(group) === 'npm packages' && /^(@[^/]+)\//.exec(group)?.[1];
    if (!scope) continue;
    const entry = byScope.get(scope) ?? { gzipBytes: 0, count: 0 };
    entry.gzipBytes += gzipBytes;
    entry.count += 1;
    byScope.set(scope, entry);
  }
  return [...byScope]
    .filter(([, { count }]) => count > 1)
    .sort((a, b) => b[1].gzipBytes - a[1].gzipBytes)
    .map(([scope, { gzipBytes, count }]) => `${scope}/* ${kb(gzipBytes)} (${count} packages)`)
    .join(' · ');
}

/** @param {BudgetRow[]} rows */
function budgetSection(rows) {
  /** @param {BudgetRow} r */
  const value = (r) => {
    if (r.measured === null) return '–';
    if (r.unit === 'kB') return `${r.measured.toFixed(1)} kB`;
    return num(r.measured, r.unit === 'cls' ? 3 : 2);
  };
  /** @param {BudgetRow} r */
  const limit = (r) => `${r.comparison} ${r.unit === 'kB' ? `${r.limit} kB` : r.limit}`;
  return [
    '## Budgets',
    '',
    table(
      ['Measure', 'Measured', 'Budget', ''],
      rows.map((r) => [r.label, value(r), limit(r), mark(r.pass)]),
    ),
  ].join('\n');
}

/** @param {PageWeight[]} pages */
const uncompressed = (pages) =>
  pages.length > 0 && pages.every((p) => p.scripts.every((s) => !s.contentEncoding));

/**
 * @param {LighthouseRuns | Failed | undefined} lighthouse
 * @param {PageWeight[]} [pages]
 */
function lighthouseSection(lighthouse, pages = []) {
  if (!lighthouse) return '## Lighthouse\n\nNot run this time (BENCH_LIGHTHOUSE_RUNS=0).';
  if (isFailed(lighthouse)) return `## Lighthouse\n\nFailed: ${lighthouse.error}`;
  const { environment, results } = lighthouse;
  const rows = results.map(({ page, formFactor, median, runs }) => [
    page,
    formFactor,
    num(median.score),
    ms(median.lcpMs),
    num(median.cls, 3),
    ms(median.tbtMs),
    ms(median.fcpMs),
    ms(median.speedIndexMs),
    median.transferBytes === null ? '–' : `${kb(median.transferBytes)} kB`,
    runs.map((r) => num(r.score)).join(' / '),
  ]);
  const details = results.flatMap(({ page, formFactor, url, runs }) => {
    const run = runs[runs.length - 1];
    if (!run) return [];
    const lines = [`- **${page}, ${formFactor}**`];
    const wrongPage = runs.filter((r) => r.finalUrl && r.finalUrl !== url);
    if (wrongPage.length)
      lines.push(
        `  - ended on ${code(/** @type {{ finalUrl: string }} */ (wrongPage[0]).finalUrl)} instead of ${code(url)}`,
      );
    for (const r of runs.filter((x) => x.runtimeError))
      lines.push(`  - runtime error: ${r.runtimeError}`);
    if (run.lcpElement)
      lines.push(
        `  - LCP element: ${code(run.lcpElement.selector)} (${cell(run.lcpElement.label ?? '').slice(0, 60)})`,
      );
    for (const shift of run.layoutShifts)
      lines.push(`  - layout shift ${num(shift.score, 3)}: ${code(shift.selector)}`);
    return lines;
  });
  return [
    '## Lighthouse',
    '',
    `Performance only, Lighthouse ${environment?.lighthouseVersion ?? '?'}, simulated throttling; ` +
      `median of each metric over the runs (scores of every run in the last column). ` +
      `Benchmark index of this machine: ${environment?.benchmarkIndex ?? '?'}.` +
      (uncompressed(pages)
        ? ' The stack serves its scripts without Content-Encoding: Lighthouse transfers them raw.'
        : '') +
      (results.some((r) => r.page === FLOOR_PAGE)
        ? ` The ${FLOOR_PAGE} row is a page of React DOM alone rendering a deal's header it ` +
          'already has (`scripts/bench/floor-page.mjs`): no client-rendered React page can have ' +
          'a lower LCP on this machine, so the difference is what a page itself costs.'
        : '') +
      (results.some((r) => r.page === SIGNED_IN_FLOOR_PAGE)
        ? ` The ${SIGNED_IN_FLOOR_PAGE} row is a federation host as the shell is (React and ` +
          "React DOM shared, the shell's federation runtime) that reads the deal through the API " +
          "with the session's token and renders its header: the least a deal page of this design " +
          'waits for, before its router, core, frame and page.'
        : ''),
    '',
    table(
      [
        'Page',
        'Form factor',
        'Score',
        'LCP',
        'CLS',
        'TBT',
        'FCP',
        'Speed Index',
        'transferred',
        'runs',
      ],
      rows,
    ),
    '',
    'Elements behind LCP and CLS (last run of each):',
    '',
    ...details,
  ].join('\n');
}

/** @param {PageWeight} page */
function pageSection(page) {
  const kinds = page.kinds.map(({ kind, gzipBytes }) => `${kind} ${kb(gzipBytes)}`).join(' · ');
  const containers = Object.entries(page.gzipBytesByContainer)
    .sort((a, b) => b[1] - a[1])
    .map(([container, bytes]) => `${container} ${kb(bytes)}`)
    .join(' · ');
  const scripts = [...page.scripts].sort((a, b) => b.gzipBytes - a.gzipBytes);
  const encodings = [...new Set(page.scripts.map((s) => s.contentEncoding ?? 'none'))];
  return [
    `### ${page.name} (${code(new URL(page.url).pathname)}): ${kb(page.gzipBytes)} kB gzipped JS in ${page.scripts.length} scripts`,
    '',
    ...(page.finalUrl !== page.url ? [`Ended on ${code(page.finalUrl)}.`, ''] : []),
    `By kind (gzip kB): ${kinds}.`,
    '',
    `By container (gzip kB): ${containers}.`,
    '',
    `npm scopes (gzip kB): ${scopes(page.groups) || 'none with several packages'}.`,
    '',
    `Content-Encoding the servers sent the scripts with: ${encodings.join(', ')}.`,
    '',
    groupTable(page.groups, page.gzipBytes),
    '',
    table(
      ['Script', 'Container', 'gzip kB', 'raw kB', 'biggest contents (gzip kB)'],
      scripts.map((s) => [
        code(fileOf(s.url)),
        s.container,
        kb(s.gzipBytes),
        kb(s.rawBytes),
        s.hasSourceMap ? topGroups(s.groups) : 'no source map',
      ]),
    ),
  ].join('\n');
}

/**
 * @param {Report['remoteEntries']} remoteEntries
 * @param {Report['sharedCode']} sharedCode
 */
function federationSection(remoteEntries, sharedCode) {
  const entries = table(
    ['Container', 'gzip kB', 'raw kB', 'biggest contents (gzip kB)'],
    remoteEntries.map((e) => [
      e.container,
      kb(e.gzipBytes),
      kb(e.rawBytes),
      topGroups(e.groups, 6),
    ]),
  );
  return [
    '## Federation fixed costs',
    '',
    "### Each remote's remoteEntry.js",
    '',
    entries,
    '',
    `### @lender/shared, the run-time core: ${kb(sharedCode.gzipBytes)} kB gzipped`,
    '',
    "What of the shell's build comes from shared/src (through the source maps), in " +
      `${sharedCode.files.map(code).join(', ')}; each chunk's gzip ratio applied to its share.`,
    '',
    groupTable(sharedCode.groups, sharedCode.gzipBytes),
  ].join('\n');
}

/** @param {Report['api']} api */
const apiSection = (api) =>
  [
    '## API latency, a request at a time per client',
    '',
    table(
      ['Request', 'req/s', 'p50', 'p95', 'p99', 'failed'],
      api.map((a) => [
        a.name,
        a.perSecond,
        `${a.p50} ms`,
        `${a.p95} ms`,
        `${a.p99} ms`,
        a.failures,
      ]),
    ),
  ].join('\n');

/** @param {Throughput | Failed | undefined} throughput */
const throughputSection = (throughput) => {
  if (!throughput) return '## API throughput\n\nNot measured in this report.';
  if (isFailed(throughput)) return `## API throughput\n\nFailed: ${throughput.error}`;
  const { baselines, results, skipped } = throughput;
  // Every database's rows come after a baseline: there is one.
  const [baseline] = /** @type {[Throughput['baselines'][number]]} */ (baselines);
  return [
    '## API throughput',
    '',
    `autocannon on loopback, ${baseline.connections} connections, ${baseline.seconds} s per row ` +
      'after 2 s of warm-up; the API built (`api/dist`), `NODE_ENV=production`, `LOG_LEVEL=info`, ' +
      'the demo data, signed in as borrower@demo.test (D1011: 80 months of payments). A baseline ' +
      "runs right before each database's rows; their ratio is to it.",
    '',
    table(
      ['Server / request', 'req/s', 'ratio', 'p50', 'p99', 'failed'],
      /** @type {(Throughput['baselines'][number] & { ratio?: number })[]} */ ([
        ...baselines.slice(0, 1),
        ...results.filter((r) => r.name.startsWith('PGlite')),
        ...baselines.slice(1),
        ...results.filter((r) => !r.name.startsWith('PGlite')),
      ]).map((r) => [
        r.name,
        r.perSecond,
        r.ratio === undefined ? 'baseline' : `${(r.ratio * 100).toFixed(1)} %`,
        `${r.p50} ms`,
        `${r.p99} ms`,
        r.failures,
      ]),
    ),
    ...(skipped.length ? ['', ...skipped.map((line) => `Skipped: ${line}`)] : []),
  ].join('\n');
};

/** @param {Report['largeDashboard'] | undefined} dashboard @param {number} deals */
const largeDashboardSection = (dashboard, deals) =>
  dashboard
    ? [
        `## The dashboard of a broker with ${deals} deals`,
        '',
        `${code('/dashboard')} as broker-large@demo.test in Debian Chromium, from navigation until ` +
          'Loans In Process shows its first page and its first deal takes a click, and until Funded ' +
          'Loans shows its rows. Spec §9 holds the tables in their loading state for 0.9 s and ' +
          '1.1 s from when the page was asked for.',
        '',
        table(
          ['Run', 'Loans In Process usable', 'Funded Loans shown', 'rows on the page'],
          [
            ...dashboard.runs.map((run, index) => [
              index + 1,
              `${run.usableMs} ms`,
              `${run.fundedMs} ms`,
              run.rows,
            ]),
            ['median', `${dashboard.median.usableMs} ms`, `${dashboard.median.fundedMs} ms`, ''],
          ],
        ),
      ].join('\n')
    : '## The dashboard of a large broker\n\nNot measured in this report.';

/** @param {Report['paymentHistory'] | undefined} history */
const paymentHistorySection = (history) =>
  history
    ? [
        '## A 30-year payment history',
        '',
        `${code(new URL(history.url).pathname)}: ${history.entries} entries in ${history.years} years, ` +
          'in Debian Chromium; from navigation until the year groups show and the newest entry ' +
          'takes a click (the code cached after the first run), then every year expanded at once.',
        '',
        table(
          ['Run', 'Usable', 'Every year expanded'],
          [
            ...history.runs.map((run, index) => [
              index + 1,
              `${run.usableMs} ms`,
              `${run.expandAllMs} ms`,
            ]),
            ['median', `${history.median.usableMs} ms`, `${history.median.expandAllMs} ms`],
          ],
        ),
      ].join('\n')
    : '## A 30-year payment history\n\nNot measured in this report.';

/**
 * @param {Report} report the bench report (bench/reports/<time>.json)
 * @param {BudgetRow[]} budgets
 * @param {string} [notes] what was found and tried for the budgets (bench/notes.md), as written
 */
export function renderReport(report, budgets, notes = '') {
  return [
    '# Bench report',
    '',
    `\`pnpm bench\` at ${report.at} on ${report.commit ?? 'an unknown commit'}, Node ${report.node}, ` +
      `${report.cpus} CPUs, ${report.largeDeals} deals in the large seed; the builds in \`*/dist\`, ` +
      `served over HTTPS with HTTP/2 as production's TLS edge serves them (ADR 014).`,
    `JS sizes are each script gzipped (level 6) as served; 1 kB = 1000 bytes. A package's gzipped ` +
      `share is its bytes in the script (through the source map) scaled by the script's gzip ratio.`,
    '',
    budgetSection(budgets),
    '',
    ...(notes.trim() ? [notes.trim(), ''] : []),
    lighthouseSection(report.lighthouse, report.pages),
    '',
    '## JS on first load',
    '',
    ...report.pages.flatMap((page) => [pageSection(page), '']),
    federationSection(report.remoteEntries, report.sharedCode),
    '',
    largeDashboardSection(report.largeDashboard, report.largeDeals),
    '',
    paymentHistorySection(report.paymentHistory),
    '',
    throughputSection(report.throughput),
    '',
    apiSection(report.api),
    '',
  ].join('\n');
}
