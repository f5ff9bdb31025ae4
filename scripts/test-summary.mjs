// @ts-check
// npm test's last lines: each step and its time, then the total of the tests the steps ran, read
// from the reports jest (--json) and Playwright (its json reporter) write.
import fs from 'node:fs';

/** @typedef {{ passed: number, failed: number }} Counts */

/** @param {string} file @returns {unknown} */
const readJson = (file) => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
};

/** @param {unknown} value @returns {Record<string, unknown>} */
const record = (value) =>
  typeof value === 'object' && value !== null ? /** @type {Record<string, unknown>} */ (value) : {};

/** @param {unknown} value */
const count = (value) => (typeof value === 'number' ? value : 0);

/**
 * The tests of a `jest --json --outputFile` report; a suite that failed to run counts as one failed
 * test (it ran none of its own). Undefined without a report.
 * @param {string} file @returns {Counts | undefined}
 */
export function jestCounts(file) {
  const report = readJson(file);
  if (report === undefined) return undefined;
  const r = record(report);
  return {
    passed: count(r.numPassedTests),
    failed: count(r.numFailedTests) + count(r.numRuntimeErrorTestSuites),
  };
}

/**
 * The tests of a Playwright json report: a flaky test (passed on retry) passed. Undefined without
 * a report.
 * @param {string} file @returns {Counts | undefined}
 */
export function playwrightCounts(file) {
  const report = readJson(file);
  if (report === undefined) return undefined;
  const stats = record(record(report).stats);
  return {
    passed: count(stats.expected) + count(stats.flaky),
    failed: count(stats.unexpected),
  };
}

/**
 * The total line: the tests of every step that reports them, then the steps.
 * @param {{ name: string, outcome: 'passed' | 'failed' | 'not run', tests?: Counts }[]} steps
 */
export function totalLine(steps) {
  const tests = steps.flatMap((step) => (step.tests ? [step.tests] : []));
  const passed = tests.reduce((sum, t) => sum + t.passed, 0);
  const failed = tests.reduce((sum, t) => sum + t.failed, 0);
  /** @param {string} outcome */
  const stepsThat = (outcome) => steps.filter((step) => step.outcome === outcome).length;
  const notRun = stepsThat('not run');
  return (
    `Tests: ${passed} passed, ${failed} failed. ` +
    `Steps: ${stepsThat('passed')} passed, ${stepsThat('failed')} failed` +
    (notRun ? `, ${notRun} not run.` : '.')
  );
}
