// @ts-check
// The canary judge's rules on their own: hold below the sample, roll back on significantly more
// errors per load or worse vitals, promote a clean canary, not act on noise.
import { DEFAULT_GUARD, fisherOneSided, judgeCanary, nextStep } from './judge.mjs';

const NOW = Date.UTC(2026, 10, 28, 12);
const guard = {
  ...DEFAULT_GUARD,
  minLoads: 12,
  stepStartedAt: new Date(NOW - 60_000).toISOString(),
};
/**
 * @param {number} loads @param {number} errors @param {{ LCP?: number, INP?: number }} [p75]
 * @returns {import('@lender/contracts').ReleaseVitals}
 */
const side = (loads, errors, p75 = {}) => ({
  remote: 'mfe_deals',
  version: 'x',
  loads,
  errors,
  measured: { LCP: p75.LCP ? loads : 0, INP: p75.INP ? loads : 0, CLS: 0 },
  p75: { LCP: p75.LCP ?? null, INP: p75.INP ?? null, CLS: null },
});

it('rolls back a canary with 8 errors in 12 loads against 0 in 12 on stable', () => {
  const verdict = judgeCanary(guard, { canary: side(12, 8), stable: side(12, 0) }, NOW);
  expect(verdict.decision).toBe('rollback');
  expect(verdict.rule).toMatch(/^errors: 66\.7 per 100 loads against stable's 0\.0 \(p = /);
});

it('promotes a clean canary with vitals like stable', () => {
  const verdict = judgeCanary(
    guard,
    { canary: side(12, 0, { LCP: 1200, INP: 80 }), stable: side(12, 0, { LCP: 1180, INP: 90 }) },
    NOW,
  );
  expect(verdict.decision).toBe('promote');
});

it('holds a canary below the minimum sample, or before the step has lasted its minimum', () => {
  expect(judgeCanary(guard, { canary: side(11, 11), stable: side(500, 0) }, NOW)).toEqual({
    decision: 'hold',
    rule: 'sample: 11 canary and 500 stable loads, 12 each needed',
  });
  expect(
    judgeCanary(
      { ...guard, minDurationSeconds: 300 },
      { canary: side(12, 0), stable: side(12, 0) },
      NOW,
    ).decision,
  ).toBe('hold');
});

it('does not act on noise: one error more is no evidence', () => {
  expect(fisherOneSided(1, 12, 0, 12)).toBeCloseTo(0.5, 5);
  expect(judgeCanary(guard, { canary: side(12, 1), stable: side(12, 0) }, NOW).decision).toBe(
    'promote',
  );
});

it('rolls back a canary whose LCP p75 is worse than the tolerated ratio, not one just slower', () => {
  const slower = judgeCanary(
    guard,
    { canary: side(20, 0, { LCP: 2600 }), stable: side(20, 0, { LCP: 1800 }) },
    NOW,
  );
  expect(slower).toMatchObject({
    decision: 'rollback',
    rule: expect.stringMatching(/^LCP: p75 2600 ms/),
  });
  expect(
    judgeCanary(
      guard,
      { canary: side(20, 0, { LCP: 2100 }), stable: side(20, 0, { LCP: 1800 }) },
      NOW,
    ).decision,
  ).toBe('promote');
});

it('goes through the steps; the last one deploys', () => {
  const steps = { ...guard, steps: [10, 50, 100] };
  expect(nextStep(steps, 10)).toBe(50);
  expect(nextStep(steps, 50)).toBeNull();
});
