// @ts-check
// The budgets (docs/bench.md), checked against a report: nothing fails on them, people compare.
import { median } from './lighthouse-summary.mjs';

export const KB = 1000;

/** The pages measured, as borrower@demo.test opens them. */
export const PAGES = {
  'sign-in': '/',
  dashboard: '/dashboard',
  deal: '/dashboard/deal/D1011',
  'payment-history': '/dashboard/deal/D1011/payment-history',
  construction: '/dashboard/deal/D1009/construction',
};
/** The floors' names in Lighthouse's results. */
export const FLOOR_PAGE = 'floor (React DOM only)';
export const SIGNED_IN_FLOOR_PAGE = 'signed-in floor (federation host, one read)';

export const BUDGETS = {
  /** First-load JS, gzip kB of 1000 bytes. */
  jsKb: { 'sign-in': 140, dashboard: 190, deal: 165, 'payment-history': 165, construction: 165 },
  remoteEntryGzipKb: 12,
  sharedCodeGzipKb: 12,
  lighthouseScore: { mobile: 0.95, desktop: 1 },
  cls: 0.02,
  /** The deal pages' mobile LCP, and as a multiple of the signed-in floor's of the same rounds. */
  lcpPages: ['deal', 'payment-history', 'construction'],
  mobileLcpMs: 1500,
  mobileLcpFloorRatio: 1.25,
  /** From navigation to usable, on the large seed (usable.mjs). */
  usableMs: { 'large broker dashboard': 1000, '30-year payment history': 1000 },
  /** Req/s as a share of the Fastify hello-world measured just before, and p99. */
  throughput: /** @type {Record<string, { ratio: number, p99Ms?: number }>} */ ({
    'PostgreSQL GET deals/inprocess': { ratio: 0.4, p99Ms: 25 },
    'PGlite GET deals/inprocess': { ratio: 0.15 },
  }),
};

/**
 * A budget's line: what was measured (null: not this time) against its limit; and what the
 * budgets read of a report (bench.mjs), any of it missing or failed (`error`).
 * @typedef {{ label: string, measured: number | null, limit: number, unit: string,
 *   comparison: string, pass: boolean | null }} BudgetRow
 * @typedef {{
 *   pages?: { name: string, gzipBytes: number }[],
 *   remoteEntries?: { container: string, gzipBytes: number }[],
 *   sharedCode?: { gzipBytes: number },
 *   lighthouse?: { results?: { page: string, formFactor: string,
 *     median: { score?: number | null, cls?: number | null, lcpMs?: number | null },
 *     runs: { lcpMs?: number | null }[] }[], error?: string },
 *   usable?: Record<string, { median: number | null }>,
 *   throughput?: { results?: { name: string, ratio?: number, p99?: number }[], error?: string },
 * }} BudgetedReport
 */

/**
 * @param {string} label @param {number | null | undefined} measured @param {number} limit
 * @param {string} unit @param {boolean} atMost the limit is a maximum (else a minimum)
 * @returns {BudgetRow}
 */
const row = (label, measured, limit, unit, atMost = true) => ({
  label,
  measured: measured ?? null,
  limit,
  unit,
  comparison: atMost ? '≤' : '≥',
  pass: measured == null ? null : atMost ? measured <= limit : measured >= limit,
});

/** @param {BudgetedReport} report @returns {BudgetRow[]} */
export function evaluateBudgets(report) {
  const { jsKb, remoteEntryGzipKb, sharedCodeGzipKb, lighthouseScore, cls } = BUDGETS;
  const rows = Object.entries(jsKb).map(([name, limit]) => {
    const page = report.pages?.find((p) => p.name === name);
    return row(`${name} page JS`, page && page.gzipBytes / KB, limit, 'kB');
  });
  for (const { container, gzipBytes } of report.remoteEntries ?? [])
    rows.push(row(`remoteEntry.js of ${container}`, gzipBytes / KB, remoteEntryGzipKb, 'kB'));
  const shared = report.sharedCode && report.sharedCode.gzipBytes / KB;
  rows.push(row("@lender/shared's run-time code", shared, sharedCodeGzipKb, 'kB'));
  /** @param {string} page @param {string} formFactor */
  const result = (page, formFactor) =>
    report.lighthouse?.results?.find((r) => r.page === page && r.formFactor === formFactor);
  const floorRuns = result(SIGNED_IN_FLOOR_PAGE, 'mobile')?.runs ?? [];
  // Each mobile run against the signed-in floor's of its round (lighthouse.mjs), then the median:
  // a slow spell of the machine moves both sides of a pair alike.
  const floorRatio = (/** @type {string} */ page) =>
    median(
      (result(page, 'mobile')?.runs ?? []).map(({ lcpMs }, round) => {
        const floorLcp = floorRuns[round]?.lcpMs;
        return lcpMs && floorLcp ? lcpMs / floorLcp : null;
      }),
    );
  for (const page of Object.keys(PAGES))
    for (const formFactor of /** @type {const} */ (['mobile', 'desktop'])) {
      const { score, cls: shift, lcpMs } = result(page, formFactor)?.median ?? {};
      const name = `Lighthouse ${page}, ${formFactor}`;
      rows.push(row(`${name}: score`, score, lighthouseScore[formFactor], 'score', false));
      rows.push(row(`${name}: CLS`, shift, cls, 'cls'));
      if (formFactor === 'desktop' || !BUDGETS.lcpPages.includes(page)) continue;
      rows.push(row(`${name}: LCP`, lcpMs, BUDGETS.mobileLcpMs, 'ms'));
      const ratio = floorRatio(page);
      rows.push(
        row(`${name}: LCP / signed-in floor's`, ratio, BUDGETS.mobileLcpFloorRatio, 'ratio'),
      );
    }
  for (const [name, limit] of Object.entries(BUDGETS.usableMs))
    rows.push(row(`${name} usable`, report.usable?.[name]?.median, limit, 'ms'));
  for (const [name, target] of Object.entries(BUDGETS.throughput)) {
    const result = report.throughput?.results?.find((r) => r.name === name);
    rows.push(row(`${name}: share of the baseline`, result?.ratio, target.ratio, 'ratio', false));
    if (target.p99Ms) rows.push(row(`${name}: p99`, result?.p99, target.p99Ms, 'ms'));
  }
  return rows;
}
