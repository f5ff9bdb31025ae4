// @ts-check
import { BUDGETS, evaluateBudgets } from './budgets.mjs';
import { SIGNED_IN_FLOOR_PAGE } from './types.mjs';

/**
 * @param {string} page
 * @param {string} formFactor
 * @param {number} score
 * @param {number} cls
 * @param {number} [lcpMs]
 */
const lighthouse = (page, formFactor, score, cls, lcpMs) => ({
  page,
  formFactor,
  median: { score, cls, lcpMs },
});

describe('evaluateBudgets', () => {
  const report = {
    pages: [
      { name: 'sign-in', gzipBytes: 140_000 },
      { name: 'dashboard', gzipBytes: 190_001 },
      { name: 'deal', gzipBytes: 165_000 },
      { name: 'construction', gzipBytes: 175_100 },
    ],
    remoteEntries: [{ container: 'mfe_auth', gzipBytes: 27_166 }],
    sharedCode: { gzipBytes: 11_500 },
    lighthouse: {
      results: [
        lighthouse('sign-in', 'mobile', 0.95, 0),
        lighthouse('sign-in', 'desktop', 0.99, 0.02),
        lighthouse('dashboard', 'mobile', 0.3, 0.391),
        lighthouse('deal', 'mobile', 0.97, 0, 1200),
        lighthouse('construction', 'mobile', 0.9, 0, 2300),
        lighthouse(SIGNED_IN_FLOOR_PAGE, 'mobile', 1, 0, 1000),
      ],
    },
  };
  const rows = Object.fromEntries(evaluateBudgets(report).map((r) => [r.label, r]));

  test('JS budgets in kB of 1000 bytes, at most the limit', () => {
    expect(rows['sign-in page JS']).toMatchObject({ measured: 140, limit: 140, pass: true });
    expect(rows['dashboard page JS']).toMatchObject({ measured: 190.001, pass: false });
    expect(rows['remoteEntry.js of mfe_auth']).toMatchObject({ measured: 27.166, pass: false });
    expect(rows["@lender/shared's run-time code"]).toMatchObject({ measured: 11.5, pass: true });
  });

  test('the feature pages weigh at most 165 kB; their LCP at most 1.25× the signed-in floor’s', () => {
    expect(rows['deal page JS']).toMatchObject({ limit: 165, pass: true });
    expect(rows['construction page JS']).toMatchObject({ measured: 175.1, pass: false });
    expect(rows['payment-history page JS']).toMatchObject({ measured: null });
    expect(rows["Lighthouse deal, mobile: LCP / signed-in floor's"]).toMatchObject({
      measured: 1.2,
      limit: 1.25,
      pass: true,
    });
    expect(rows["Lighthouse construction, mobile: LCP / signed-in floor's"]).toMatchObject({
      measured: 2.3,
      pass: false,
    });
    expect(rows["Lighthouse payment-history, mobile: LCP / signed-in floor's"]).toMatchObject({
      measured: null,
    });
  });

  test('Lighthouse scores at least the limit, CLS at most', () => {
    expect(rows['Lighthouse sign-in, mobile: score']).toMatchObject({
      pass: true,
      comparison: '≥',
    });
    expect(rows['Lighthouse sign-in, desktop: score']).toMatchObject({
      limit: BUDGETS.lighthouseScore.desktop,
      pass: false,
    });
    expect(rows['Lighthouse sign-in, desktop: CLS']).toMatchObject({ pass: true, comparison: '≤' });
    expect(rows['Lighthouse dashboard, mobile: CLS']).toMatchObject({ pass: false });
  });

  test('the deal pages have a mobile LCP budget, the sign-in page none', () => {
    expect(rows['Lighthouse deal, mobile: LCP']).toMatchObject({
      measured: 1200,
      limit: BUDGETS.mobileLcpMs,
      pass: true,
    });
    expect(rows['Lighthouse construction, mobile: LCP']).toMatchObject({ pass: false });
    expect(rows['Lighthouse payment-history, mobile: LCP']).toMatchObject({ measured: null });
    expect(rows['Lighthouse sign-in, mobile: LCP']).toBeUndefined();
    expect(rows['Lighthouse deal, desktop: LCP']).toBeUndefined();
  });

  test('a measure the run did not take is reported as such, not as passed or failed', () => {
    expect(rows['Lighthouse dashboard, desktop: score']).toMatchObject({
      measured: null,
      pass: null,
    });
    const empty = evaluateBudgets({});
    expect(empty.filter((r) => r.pass !== null)).toEqual([]);
    expect(empty.map((r) => r.label)).toContain('sign-in page JS');
  });
});
