// @ts-check
// What the bench keeps of a Lighthouse result (its lhr), and the median over several runs.
const METRICS = {
  lcpMs: 'largest-contentful-paint',
  cls: 'cumulative-layout-shift',
  tbtMs: 'total-blocking-time',
  fcpMs: 'first-contentful-paint',
  transferBytes: 'total-byte-weight',
};

/** @typedef {{ type?: string, selector?: string, nodeLabel?: string }} Node an element */
/**
 * What is read of a result: the performance category, the metrics' audits, and the items of the
 * LCP breakdown (nodes) and of the layout shifts (rows naming a node).
 * @typedef {{ categories: Record<string, { score: number | null }>,
 *   audits: Record<string, { numericValue?: number,
 *     details?: { items?: (Node & { node?: Node, score?: number })[] } }> }} LighthouseResult
 */
/** @typedef {Record<'score' | keyof typeof METRICS, number | null>} LighthouseMedian */

/** @param {Node | undefined} node */
const nodeText = (node) => node && `${node.selector} (${(node.nodeLabel ?? '').slice(0, 60)})`;

/** A run's metrics, and the elements behind its LCP and biggest shifts. @param {LighthouseResult} lhr */
export function summarizeRun(lhr) {
  const items = (/** @type {string} */ id) => lhr.audits[id]?.details?.items ?? [];
  const metrics = Object.entries(METRICS).map(([key, id]) => [key, lhr.audits[id]?.numericValue]);
  return {
    score: lhr.categories.performance?.score ?? null,
    .../** @type {Record<keyof typeof METRICS, number | null>} */ (
      Object.fromEntries(metrics.map(([key, value]) => [key, value ?? null]))
    ),
    lcpElement: nodeText(items('lcp-breakdown-insight').find((item) => item.type === 'node')),
    layoutShifts: items('layout-shifts')
      .filter((item) => item.node?.type === 'node')
      .slice(0, 3)
      .map((item) => `${item.score?.toFixed(3)}: ${nodeText(item.node)}`),
  };
}

/** The median of the numbers among `values` (null: none). @param {unknown[]} values */
export const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  const at = (/** @type {number} */ index) => sorted[index] ?? 0;
  const middle = Math.floor(sorted.length / 2);
  if (!sorted.length) return null;
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
};

/**
 * Each metric's median over the runs, the score's included.
 * @param {Record<string, unknown>[]} runs
 * @returns {LighthouseMedian}
 */
export const medianOf = (runs) =>
  /** @type {LighthouseMedian} */ (
    Object.fromEntries(
      ['score', ...Object.keys(METRICS)].map((key) => [key, median(runs.map((run) => run[key]))]),
    )
  );
