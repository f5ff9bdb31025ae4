// @ts-check
import { medianOf, summarizeRun } from './lighthouse-summary.mjs';

/** @param {string} selector @param {string} nodeLabel */
const node = (selector, nodeLabel) => ({ type: 'node', selector, nodeLabel });

test('summarizeRun keeps the metrics and the elements behind LCP and CLS', () => {
  const shift = { node: node('section.deals', 'Funded Loans'), score: 0.113 };
  const lhr = {
    categories: { performance: { score: 0.84 } },
    audits: {
      'largest-contentful-paint': { numericValue: 1884 },
      'cumulative-layout-shift': { numericValue: 0.156 },
      'total-blocking-time': { numericValue: 93 },
      'first-contentful-paint': { numericValue: 413 },
      'lcp-breakdown-insight': {
        details: { items: [{ type: 'table' }, node('th.cell', '7420 Bluebonnet Way')] },
      },
      'layout-shifts': { details: { items: [shift, { node: { type: 'text' }, score: 0.156 }] } },
    },
  };
  expect(summarizeRun(lhr)).toEqual({
    score: 0.84,
    lcpMs: 1884,
    cls: 0.156,
    tbtMs: 93,
    fcpMs: 413,
    transferBytes: null,
    lcpElement: 'th.cell (7420 Bluebonnet Way)',
    layoutShifts: ['0.113: section.deals (Funded Loans)'],
  });
});

test('medianOf takes each metric on its own, ignoring missing values', () => {
  const runs = [
    { score: 0.9, lcpMs: 3000, cls: 0.1 },
    { score: 0.5, lcpMs: 1000, cls: null },
    { score: 0.7, lcpMs: 2000, cls: 0.3 },
  ];
  expect(medianOf(runs)).toMatchObject({ score: 0.7, lcpMs: 2000, cls: 0.2, tbtMs: null });
});
