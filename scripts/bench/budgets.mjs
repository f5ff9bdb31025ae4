// @ts-check
// The first-load budgets, checked against a bench report. Nothing fails on them: the
// bench reports, people compare.
import { SIGNED_IN_FLOOR_PAGE } from './types.mjs';

export const KB = 1000;

export const BUDGETS = {
  jsGzipKb: {
    'sign-in': 140,
    dashboard: 190,
    deal: 165,
    'payment-history': 165,
    construction: 165,
  },
  remoteEntryGzipKb: 12,
  sharedCodeGzipKb: 12,
  lighthouseScore: { mobile: 0.95, desktop: 1 },
  cls: 0.02,
  /** Mobile LCP of the deal pages a borrower opens by their address (their first data
   * is started by the shell beside the page's code). */
  mobileLcpMs: 1500,
  /** The same pages' mobile LCP as a multiple of the signed-in floor's (a federation host with
   * one read, types.mjs) measured in the same run: what the portal adds to the least it could be. */
  mobileLcpFloorRatio: 1.25,
  /** From navigation to a usable table / payment history on the large seed. */
  usableMs: 1000,
  /** Req/s as a share of the Fastify hello-world measured in the same run, and p99. */
  throughput: /** @type {Record<string, { ratio: number, p99Ms?: number }>} */ ({
    'PostgreSQL GET deals/inprocess': { ratio: 0.4, p99Ms: 25 },
    'PGlite GET deals/inprocess': { ratio: 0.15 },
  }),
};

/** The pages Lighthouse audits (scripts/bench/lighthouse.mjs), and those with an LCP budget. */
export const LIGHTHOUSE_PAGES = ['sign-in', 'dashboard', 'deal', 'payment-history', 'construction'];
const LCP_PAGES = ['deal', 'payment-history', 'construction'];

/**
 * A budget's line: what was measured (null: not this time) against its limit.
 * @typedef {{ label: string, measured: number | null, limit: number, unit: string,
 *   comparison: string, pass: boolean | null }} BudgetRow
 */
/**
 * The measures of a bench report (scripts/bench.mjs) the budgets are checked on; any of them may
 * be missing (not measured, or failed: `error`).
 * @typedef {{
 *   pages?: { name: string, gzipBytes: number }[],
 *   remoteEntries?: { container: string, gzipBytes: number }[],
 *   sharedCode?: { gzipBytes: number },
 *   lighthouse?: {
 *     results?: { page: string, formFactor: string,
 *       median: Partial<import('./lighthouse-summary.mjs').LighthouseMedian> }[],
 *     error?: string,
 *   },
 *   largeDashboard?: { median: { usableMs?: number } },
 *   paymentHistory?: { median: { usableMs?: number } },
 *   throughput?: { results?: { name: string, ratio?: number, p99?: number }[], error?: string },
 * }} BudgetedReport
 */

/**
 * @param {string} label
 * @param {number | null} measured
 * @param {number} limit
 * @param {string} unit
 * @param {boolean} atMost the limit is a maximum (else a minimum)
 * @returns {BudgetRow}
 */
const row = (label, measured, limit, unit, atMost) => ({
  label,
  measured,
  limit,
  unit,
  comparison: atMost ? '≤' : '≥',
  pass: measured === null ? null : atMost ? measured <= limit : measured >= limit,
});

/**
 * @param {BudgetedReport} report
 * @returns {BudgetRow[]}
 */
export function evaluateBudgets(report) {
  const rows = [];
  for (const [name, limit] of Object.entries(BUDGETS.jsGzipKb)) {
    const page = report.pages?.find((p) => p.name === name);
    rows.push(row(`${name} page JS`, page ? page.gzipBytes / KB : null, limit, 'kB', true));
  }
  for (const entry of report.remoteEntries ?? [])
    rows.push(
      row(
        `remoteEntry.js of ${entry.container}`,
        entry.gzipBytes / KB,
        BUDGETS.remoteEntryGzipKb,
        'kB',
        true,
      ),
    );
  if (report.sharedCode)
    rows.push(
      row(
        "@lender/shared's run-time code",
        report.sharedCode.gzipBytes / KB,
        BUDGETS.sharedCodeGzipKb,
        'kB',
        true,
      ),
    );
  for (const page of LIGHTHOUSE_PAGES) {
    for (const formFactor of /** @type {const} */ (['mobile', 'desktop'])) {
      const result = report.lighthouse?.results?.find(
        (r) => r.page === page && r.formFactor === formFactor,
      );
      const name = `Lighthouse ${page}, ${formFactor}`;
      const limit = BUDGETS.lighthouseScore[formFactor];
      rows.push(row(`${name}: score`, result?.median.score ?? null, limit, 'score', false));
      rows.push(row(`${name}: CLS`, result?.median.cls ?? null, BUDGETS.cls, 'cls', true));
      if (formFactor === 'mobile' && LCP_PAGES.includes(page)) {
        rows.push(
          row(`${name}: LCP`, result?.median.lcpMs ?? null, BUDGETS.mobileLcpMs, 'ms', true),
        );
        const floor = report.lighthouse?.results?.find(
          (r) => r.page === SIGNED_IN_FLOOR_PAGE && r.formFactor === 'mobile',
        )?.median.lcpMs;
        const lcp = result?.median.lcpMs;
        rows.push(
          row(
            `${name}: LCP / signed-in floor's`,
            lcp && floor ? lcp / floor : null,
            BUDGETS.mobileLcpFloorRatio,
            'ratio',
            true,
          ),
        );
      }
    }
  }
  rows.push(
    row(
      'large broker dashboard: Loans In Process usable',
      report.largeDashboard?.median.usableMs ?? null,
      BUDGETS.usableMs,
      'ms',
      true,
    ),
    row(
      '30-year payment history usable',
      report.paymentHistory?.median.usableMs ?? null,
      BUDGETS.usableMs,
      'ms',
      true,
    ),
  );
  for (const [name, target] of Object.entries(BUDGETS.throughput)) {
    const result = report.throughput?.results?.find((r) => r.name === name);
    rows.push(
      row(`${name}: share of the baseline`, result?.ratio ?? null, target.ratio, 'ratio', false),
    );
    if (target.p99Ms) rows.push(row(`${name}: p99`, result?.p99 ?? null, target.p99Ms, 'ms', true));
  }
  return rows;
}
