// @ts-check
import { lcpPath } from './lcp-path.mjs';

/** @param {string} url @param {number} kB @param {string} [resourceType] */
const request = (url, kB, resourceType) => ({
  type: /** @type {const} */ ('network'),
  request: { url, transferSize: kB * 1000, resourceType },
});
const task = { type: /** @type {const} */ ('cpu') };
/** @param {number} startTime @param {number} endTime */
const at = (startTime, endTime) => ({ startTime, endTime });

test('sums what came after the entry: tasks, requests and the time the connection took', () => {
  /** @type {[import('./lcp-path.mjs').LanternNode, import('./lcp-path.mjs').Timing][]} */
  const timings = [
    [request('https://x/dashboard/deal/D1011', 0.7, 'Document'), at(0, 751)],
    [request('https://x/api-client.js', 4.6, 'Script'), at(807, 807)],
    [request('https://x/main.js', 110.3, 'Script'), at(807, 1407)],
    [task, at(751, 807)],
    [task, at(1407, 1554)],
    [request('https://x/lima/api/deals/details', 0.8, 'Fetch'), at(1407, 1407)],
    [task, at(1554, 1602)],
    [request('https://x/326.js', 2.6, 'Script'), at(1673, 1823)],
  ];
  expect(lcpPath(timings)).toEqual({
    documentMs: 751,
    entry: { url: 'https://x/main.js', ms: 1407, bytes: 110_300 },
    afterEntry: { taskMs: 195, tasks: 2, requests: 2, bytes: 3400, networkMs: 150 },
    endMs: 1823,
  });
});

test('copes with a simulation without scripts', () => {
  expect(lcpPath([[request('https://x/', 0.3, 'Document'), at(0, 700)]])).toMatchObject({
    documentMs: 700,
    entry: null,
    endMs: 700,
  });
});
