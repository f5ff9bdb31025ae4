// @ts-check
// The bench report (bench/reports/<time>.json): what scripts/bench.mjs gathers, budgets.mjs
// checks and report-md.mjs writes out. Each measure's type is what its module returns.

/**
 * A measure that threw: its message (the other measures still make a report).
 * @typedef {{ error: string }} Failed
 */
/** @typedef {Awaited<ReturnType<typeof import('./page-weight.mjs').pageWeight>>} PageWeight */
/**
 * @typedef {Awaited<ReturnType<typeof import('./federation-weight.mjs').remoteEntryWeights>>[number]}
 *   RemoteEntryWeight
 */
/**
 * @typedef {Awaited<ReturnType<typeof import('./federation-weight.mjs').sharedCodeWeight>>}
 *   SharedCodeWeight
 */
/** @typedef {Awaited<ReturnType<typeof import('./lighthouse.mjs').lighthouseRuns>>} LighthouseRuns */
/** @typedef {Awaited<ReturnType<typeof import('./api-load.mjs').apiLatencies>>} ApiLatencies */
/** @typedef {Awaited<ReturnType<typeof import('./api-throughput.mjs').apiThroughput>>} Throughput */
/**
 * @typedef {Awaited<ReturnType<typeof import('./payment-history.mjs').paymentHistoryTimings>>}
 *   PaymentHistory
 */
/**
 * @typedef {Awaited<ReturnType<typeof import('./dashboard-tables.mjs').dashboardTableTimings>>}
 *   LargeDashboard
 */

/**
 * A whole report. Lighthouse is left out when BENCH_LIGHTHOUSE_RUNS=0.
 * @typedef {{
 *   at: string,
 *   commit: string | null,
 *   node: string,
 *   cpus: number,
 *   largeDeals: number,
 *   chromium: string,
 *   pages: PageWeight[],
 *   paymentHistory: PaymentHistory,
 *   largeDashboard: LargeDashboard,
 *   remoteEntries: RemoteEntryWeight[],
 *   sharedCode: SharedCodeWeight,
 *   lighthouse?: LighthouseRuns | Failed,
 *   api: ApiLatencies,
 *   throughput: Throughput | Failed,
 *   budgets: import('./budgets.mjs').BudgetRow[],
 * }} Report
 */

/**
 * Whether a measure failed (it holds an error message instead of its numbers).
 * @template {object} T
 * @param {T | Failed} measure
 * @returns {measure is Failed}
 */
export const isFailed = (measure) => 'error' in measure && Boolean(measure.error);

/** The floor page's name in the Lighthouse results (React DOM alone: floor-page.mjs). */
export const FLOOR_PAGE = 'floor (React DOM only)';
/** The signed-in floor's (a federation host reading the deal: floor-page.mjs). */
export const SIGNED_IN_FLOOR_PAGE = 'signed-in floor (federation host, one read)';
