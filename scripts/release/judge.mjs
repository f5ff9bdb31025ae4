// @ts-check
// The canary judge's rules (ADR 019): a guarded canary is compared with stable over the same
// window — since its current step began — from what browsers reported to the API: page loads,
// errors per load and the 75th percentiles of LCP and INP. It is held until both sides have the
// minimum sample (and the step its minimum duration), rolled back when its errors per load are
// higher than stable's beyond the tolerance and beyond noise (a one-sided Fisher exact test) or
// its LCP or INP p75 worse than the tolerated ratio, and promoted otherwise: to its next step, the
// last step deploying it.

/**
 * @typedef {import('@lender/contracts').CanaryGuard} CanaryGuard
 * @typedef {import('@lender/contracts').ReleaseVitals} ReleaseVitals
 * @typedef {{ decision: 'promote' | 'rollback' | 'hold', rule: string }} Verdict
 */

/** What `canary --auto` uses unless told otherwise. */
export const DEFAULT_GUARD = {
  steps: [10, 50, 100],
  minLoads: 50,
  maxErrorRateIncrease: 0.01,
  maxLcpRatio: 1.25,
  maxInpRatio: 1.5,
  minDurationSeconds: 0,
};

/** A difference below which a worse percentile is noise, whatever the ratio (ms). */
const FLOOR_MS = { LCP: 100, INP: 50 };
/** How unlikely the canary's errors must be under stable's rate to count as worse. */
const SIGNIFICANCE = 0.05;

/** @param {number} n */
function logFactorial(n) {
  let sum = 0;
  for (let i = 2; i <= n; i += 1) sum += Math.log(i);
  return sum;
}
/** @param {number} n @param {number} k */
const logChoose = (n, k) => logFactorial(n) - logFactorial(k) - logFactorial(n - k);

/**
 * The chance of `errorsA` or more errors among A's `loadsA` loads were both sides' errors spread
 * at random over all loads (a one-sided Fisher exact test): small when A is truly worse.
 * @param {number} errorsA @param {number} loadsA @param {number} errorsB @param {number} loadsB
 */
export function fisherOneSided(errorsA, loadsA, errorsB, loadsB) {
  const loads = loadsA + loadsB;
  const errors = errorsA + errorsB;
  let p = 0;
  for (let k = errorsA; k <= Math.min(errors, loadsA); k += 1)
    p += Math.exp(logChoose(loadsA, k) + logChoose(loadsB, errors - k) - logChoose(loads, errors));
  return Math.min(1, p);
}

/** @param {number} errors @param {number} loads */
const per100 = (errors, loads) => (loads > 0 ? (100 * errors) / loads : 0).toFixed(1);

/**
 * The verdict on a canary from each side's evidence since its step began.
 * @param {CanaryGuard} guard @param {{ stable: ReleaseVitals, canary: ReleaseVitals }} evidence
 * @param {number} now epoch ms
 * @returns {Verdict}
 */
export function judgeCanary(guard, { stable, canary }, now) {
  if (canary.loads < guard.minLoads || stable.loads < guard.minLoads)
    return {
      decision: 'hold',
      rule: `sample: ${canary.loads} canary and ${stable.loads} stable loads, ${guard.minLoads} each needed`,
    };
  const elapsed = (now - Date.parse(guard.stepStartedAt)) / 1000;
  if (elapsed < guard.minDurationSeconds)
    return {
      decision: 'hold',
      rule: `duration: ${Math.floor(elapsed)} s of the step's ${guard.minDurationSeconds} s`,
    };
  const canaryRate = canary.errors / canary.loads;
  const stableRate = stable.errors / stable.loads;
  const p = fisherOneSided(canary.errors, canary.loads, stable.errors, stable.loads);
  if (canaryRate - stableRate > guard.maxErrorRateIncrease && p < SIGNIFICANCE)
    return {
      decision: 'rollback',
      rule: `errors: ${per100(canary.errors, canary.loads)} per 100 loads against stable's ${per100(stable.errors, stable.loads)} (p = ${p.toPrecision(2)})`,
    };
  for (const [name, ratio] of /** @type {const} */ ([
    ['LCP', guard.maxLcpRatio],
    ['INP', guard.maxInpRatio],
  ])) {
    const mine = canary.p75[name];
    const theirs = stable.p75[name];
    // Percentiles of too few measured loads say nothing yet: judged by errors alone.
    if (mine === null || theirs === null) continue;
    if (canary.measured[name] < guard.minLoads || stable.measured[name] < guard.minLoads) continue;
    if (mine > theirs * ratio && mine - theirs > FLOOR_MS[name])
      return {
        decision: 'rollback',
        rule: `${name}: p75 ${Math.round(mine)} ms against stable's ${Math.round(theirs)} ms (more than ${ratio}×)`,
      };
  }
  return {
    decision: 'promote',
    rule: `clean: ${per100(canary.errors, canary.loads)} errors per 100 loads against stable's ${per100(stable.errors, stable.loads)}, vitals within their ratios`,
  };
}

/**
 * The step after `percent` (null: the canary is at its last step, and promoting deploys it).
 * @param {CanaryGuard} guard @param {number} percent
 */
export function nextStep(guard, percent) {
  const next = guard.steps.find((step) => step > percent);
  return next === undefined || next >= 100 ? null : next;
}
