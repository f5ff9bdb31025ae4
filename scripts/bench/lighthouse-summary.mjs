// @ts-check
// What the bench keeps of a Lighthouse result, and the median over several runs.
const METRICS = {
  lcpMs: 'largest-contentful-paint',
  cls: 'cumulative-layout-shift',
  tbtMs: 'total-blocking-time',
  fcpMs: 'first-contentful-paint',
  speedIndexMs: 'speed-index',
  transferBytes: 'total-byte-weight',
};

/** @typedef {keyof typeof METRICS} Metric */
/**
 * An element of the page, as Lighthouse names it.
 * @typedef {{ type: string, selector?: string, nodeLabel?: string }} NodeValue
 */
/**
 * An item of an audit's details: a node itself (the LCP breakdown), or a row naming one (layout
 * shifts).
 * @typedef {{
 *   type?: string, selector?: string, nodeLabel?: string, node?: NodeValue, score?: number
 * }} AuditItem
 */
/**
 * What the bench reads of a Lighthouse result (its lhr): the performance category (the only one
 * it asks for), the metrics' audits and the items of the LCP and layout-shift audits.
 * @typedef {{
 *   finalDisplayedUrl: string,
 *   categories: Record<string, { score: number | null }>,
 *   audits: Record<string, { numericValue?: number, details?: { items?: AuditItem[] } }>,
 *   runtimeError?: { message: string },
 *   runWarnings?: string[],
 * }} LighthouseResult
 */
/** @typedef {{ selector: string | undefined, label: string | undefined }} DescribedNode */
/**
 * @typedef {{ finalUrl: string, score: number | null } & Record<Metric, number | null> & {
 *   runtimeError: string | null,
 *   warnings: string[],
 *   lcpElement: DescribedNode | null,
 *   layoutShifts: { selector?: string, label?: string, score: number | undefined }[],
 * }} LighthouseRun
 */
/**
 * Each metric's median, the score's included.
 * @typedef {Record<'score' | Metric, number | null>} LighthouseMedian
 */

/** @param {AuditItem | undefined} item */
const nodeOf = (item) => (item?.node?.type === 'node' ? item.node : null);
/** @param {NodeValue | AuditItem | null} node @returns {DescribedNode | null} */
const describeNode = (node) => node && { selector: node.selector, label: node.nodeLabel };

/**
 * What one run measured, and what to look at when it is over budget.
 * @param {LighthouseResult} lhr
 */
export function summarizeRun(lhr) {
  /** @param {string} id */
  const audit = (id) => lhr.audits[id];
  const lcpItems = audit('lcp-breakdown-insight')?.details?.items ?? [];
  /** @type {LighthouseRun} */
  const run = {
    finalUrl: lhr.finalDisplayedUrl,
    // The runs ask for this category only (lighthouse.mjs): it is there.
    score: /** @type {{ score: number | null }} */ (lhr.categories.performance).score,
    // Every metric, each from its audit.
    .../** @type {Record<Metric, number | null>} */ (
      Object.fromEntries(
        Object.entries(METRICS).map(([key, id]) => [key, audit(id)?.numericValue ?? null]),
      )
    ),
    runtimeError: lhr.runtimeError?.message ?? null,
    warnings: lhr.runWarnings ?? [],
    lcpElement: describeNode(lcpItems.find((item) => item.type === 'node') ?? null),
    layoutShifts: (audit('layout-shifts')?.details?.items ?? [])
      .filter((item) => nodeOf(item))
      .slice(0, 3)
      .map((item) => ({ ...describeNode(nodeOf(item)), score: item.score })),
  };
  return run;
}

/** @param {unknown[]} values */
const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  if (!sorted.length) return null;
  const middle = Math.floor(sorted.length / 2);
  const at = (/** @type {number} */ index) => /** @type {number} */ (sorted[index]);
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
};

/**
 * Each metric's median over the runs (the runs themselves are kept beside it).
 * @param {Record<string, unknown>[]} runs
 * @returns {LighthouseMedian}
 */
export function medianOf(runs) {
  return /** @type {LighthouseMedian} */ (
    Object.fromEntries(
      ['score', ...Object.keys(METRICS)].map((key) => [key, median(runs.map((run) => run[key]))]),
    )
  );
}
