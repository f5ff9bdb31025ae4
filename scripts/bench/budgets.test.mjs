// @ts-check
import { SIGNED_IN_FLOOR_PAGE, evaluateBudgets } from './budgets.mjs';

/**
 * A page's result of one run. @param {string} page @param {string} formFactor @param {number} score
 * @param {number} cls @param {number} [lcpMs]
 */
const lighthouse = (page, formFactor, score, cls, lcpMs) => ({
  page,
  formFactor,
  median: { score, cls, lcpMs },
  runs: [{ score, cls, lcpMs }],
});
const report = {
  pages: [
    { name: 'sign-in', gzipBytes: 140_000 },
    { name: 'dashboard', gzipBytes: 190_001 },
    { name: 'construction', gzipBytes: 175_100 },
  ],
  remoteEntries: [{ container: 'mfe_auth', gzipBytes: 27_166 }],
  lighthouse: {
    results: [
      lighthouse('sign-in', 'mobile', 0.95, 0),
      lighthouse('sign-in', 'desktop', 0.99, 0.021),
      lighthouse('deal', 'mobile', 0.97, 0, 1200),
      lighthouse('construction', 'mobile', 0.9, 0, 2300),
      lighthouse(SIGNED_IN_FLOOR_PAGE, 'mobile', 1, 0, 1000),
    ],
  },
  usable: { '30-year payment history': { median: 1001 } },
  throughput: { results: [{ name: 'PostgreSQL GET deals/inprocess', ratio: 0.41, p99: 30 }] },
};
const rows = Object.fromEntries(evaluateBudgets(report).map((r) => [r.label, r]));

test('weights in kB of 1000 bytes, at most the limit', () => {
  expect(rows['sign-in page JS']).toMatchObject({ measured: 140, limit: 140, pass: true });
  expect(rows['dashboard page JS']).toMatchObject({ measured: 190.001, pass: false });
  expect(rows['construction page JS']).toMatchObject({ measured: 175.1, limit: 165, pass: false });
  expect(rows['remoteEntry.js of mfe_auth']).toMatchObject({ measured: 27.166, pass: false });
});

test("the deal pages' mobile LCP, alone and as a multiple of the signed-in floor's", () => {
  expect(rows['Lighthouse deal, mobile: LCP']).toMatchObject({ measured: 1200, pass: true });
  const ratio = (/** @type {string} */ page) =>
    rows[`Lighthouse ${page}, mobile: LCP / signed-in floor's`];
  expect(ratio('deal')).toMatchObject({ measured: 1.2, pass: true });
  expect(ratio('construction')).toMatchObject({ measured: 2.3, pass: false });
  expect(ratio('payment-history')).toMatchObject({ measured: null, pass: null });
  expect(rows['Lighthouse sign-in, mobile: LCP']).toBeUndefined();
  expect(rows['Lighthouse deal, desktop: LCP']).toBeUndefined();
});

test('scores and shares at least the limit; CLS, times and p99 at most', () => {
  expect(rows['Lighthouse sign-in, mobile: score']).toMatchObject({ pass: true, comparison: '≥' });
  expect(rows['Lighthouse sign-in, desktop: score']).toMatchObject({ pass: false });
  expect(rows['Lighthouse sign-in, desktop: CLS']).toMatchObject({ pass: false, comparison: '≤' });
  expect(rows['30-year payment history usable']).toMatchObject({ pass: false });
  const postgres = 'PostgreSQL GET deals/inprocess';
  expect(rows[`${postgres}: share of the baseline`]).toMatchObject({ pass: true });
  expect(rows[`${postgres}: p99`]).toMatchObject({ pass: false });
});

test('a measure not taken is neither passed nor failed', () => {
  expect(rows['large broker dashboard usable']).toMatchObject({ measured: null, pass: null });
  expect(evaluateBudgets({}).filter((r) => r.pass !== null)).toEqual([]);
});

test("each run's LCP against the signed-in floor's of its round, then the median", () => {
  /** @param {string} page @param {number[]} lcps */
  const runs = (page, lcps) => ({
    page,
    formFactor: 'mobile',
    median: { score: 1, cls: 0, lcpMs: [...lcps].sort((a, b) => a - b)[1] },
    runs: lcps.map((lcpMs) => ({ lcpMs })),
  });
  // The second round fell on a slow spell of the machine: both sides of its pair took longer.
  const slowRound = evaluateBudgets({
    lighthouse: {
      results: [runs(SIGNED_IN_FLOOR_PAGE, [1000, 2000, 1000]), runs('deal', [1200, 2300, 1300])],
    },
  });
  const ratio = slowRound.find(
    (r) => r.label === "Lighthouse deal, mobile: LCP / signed-in floor's",
  );
  // 1.2, 1.15 and 1.3: the median is 1.2 (the medians' ratio would be 1300 / 1000).
  expect(ratio).toMatchObject({ measured: 1.2, pass: true });
});
