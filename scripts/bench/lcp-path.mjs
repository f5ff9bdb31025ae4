// @ts-check
// What a page's simulated mobile LCP is made of, from Lantern's node timings (docs/bench.md,
// "Reading the numbers"): Lighthouse counts every request that ended and every task that started
// before the recorded LCP; this sums them around the shell's entry, the one big script.

/**
 * A node of Lantern's simulation, as far as it is read here.
 * @typedef {{ type: 'network', request: { url: string, transferSize: number, resourceType?: string } }
 *   | { type: 'cpu' }} LanternNode
 * @typedef {{ startTime: number, endTime: number }} Timing
 */

/**
 * The document's and the entry's end, then what came after the entry: the main thread's tasks,
 * the requests and how long the connection took for them (a request that fits in what the
 * connection already holds costs no time), and the last node's end.
 * @param {Iterable<[LanternNode, Timing]>} timings
 */
export function lcpPath(timings) {
  const nodes = [...timings];
  const requests = nodes.flatMap(([node, timing]) =>
    node.type === 'network' ? [{ ...node.request, ...timing }] : [],
  );
  const [document] = [...requests].sort((a, b) => a.startTime - b.startTime);
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  const entry = scripts.reduce(
    (biggest, script) => (script.transferSize > (biggest?.transferSize ?? -1) ? script : biggest),
    /** @type {(typeof scripts)[number] | undefined} */ (undefined),
  );
  const after = entry?.endTime ?? 0;
  const tasks = nodes.filter(([node, { startTime }]) => node.type === 'cpu' && startTime >= after);
  const later = requests.filter((request) => request.startTime >= after && request !== entry);
  const sum = (/** @type {number[]} */ values) => values.reduce((a, b) => a + b, 0);
  return {
    documentMs: document?.endTime ?? null,
    entry: entry ? { url: entry.url, ms: entry.endTime, bytes: entry.transferSize } : null,
    afterEntry: {
      taskMs: sum(tasks.map(([, t]) => t.endTime - t.startTime)),
      tasks: tasks.length,
      requests: later.length,
      bytes: sum(later.map((request) => request.transferSize)),
      networkMs: sum(later.map((request) => request.endTime - request.startTime)),
    },
    endMs: Math.max(0, ...nodes.map(([, t]) => t.endTime)),
  };
}
