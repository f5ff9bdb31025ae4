// What the bench keeps of a Lighthouse result, and the median over several runs.
const METRICS = {
  lcpMs: 'largest-contentful-paint',
  cls: 'cumulative-layout-shift',
  tbtMs: 'total-blocking-time',
  fcpMs: 'first-contentful-paint',
  speedIndexMs: 'speed-index',
  transferBytes: 'total-byte-weight',
};

const nodeOf = (item) => (item?.node?.type === 'node' ? item.node : null);
const describeNode = (node) => node && { selector: node.selector, label: node.nodeLabel };

/** What one run measured, and what to look at when it is over budget. */
export function summarizeRun(lhr) {
  const audit = (id) => lhr.audits[id];
  const run = {
    finalUrl: lhr.finalDisplayedUrl,
    score: lhr.categories.performance.score,
    ...Object.fromEntries(
      Object.entries(METRICS).map(([key, id]) => [key, audit(id)?.numericValue ?? null]),
    ),
    runtimeError: lhr.runtimeError?.message ?? null,
    warnings: lhr.runWarnings ?? [],
  };
  const lcpItems = audit('lcp-breakdown-insight')?.details?.items ?? [];
  run.lcpElement = describeNode(lcpItems.find((item) => item.type === 'node') ?? null);
  run.layoutShifts = (audit('layout-shifts')?.details?.items ?? [])
    .filter((item) => nodeOf(item))
    .slice(0, 3)
    .map((item) => ({ ...describeNode(nodeOf(item)), score: item.score }));
  return run;
}

const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  if (!sorted.length) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Each metric's median over the runs (the runs themselves are kept beside it). */
export function medianOf(runs) {
  return Object.fromEntries(
    ['score', ...Object.keys(METRICS)].map((key) => [key, median(runs.map((run) => run[key]))]),
  );
}
