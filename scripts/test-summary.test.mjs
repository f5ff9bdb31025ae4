/** @jest-environment node */
// @ts-check
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { jestCounts, playwrightCounts, totalLine } from './test-summary.mjs';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'test-summary-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** @param {string} name @param {unknown} content */
const write = (name, content) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, JSON.stringify(content));
  return file;
};

it("reads jest's counts, a suite that failed to run as a failed test", () => {
  const file = write('jest.json', {
    numPassedTests: 120,
    numFailedTests: 2,
    numRuntimeErrorTestSuites: 1,
  });
  expect(jestCounts(file)).toEqual({ passed: 120, failed: 3 });
});

it("reads Playwright's counts, a flaky test as passed", () => {
  const file = write('pw.json', { stats: { expected: 40, flaky: 1, unexpected: 2, skipped: 3 } });
  expect(playwrightCounts(file)).toEqual({ passed: 41, failed: 2 });
});

it('has no counts without a report', () => {
  expect(jestCounts(path.join(dir, 'missing.json'))).toBeUndefined();
  expect(playwrightCounts(path.join(dir, 'missing.json'))).toBeUndefined();
});

it('totals the tests of the steps that report them, then the steps', () => {
  expect(
    totalLine([
      { name: 'typecheck', outcome: 'passed' },
      { name: 'unit', outcome: 'passed', tests: { passed: 120, failed: 0 } },
      { name: 'browser', outcome: 'failed', tests: { passed: 40, failed: 2 } },
      { name: 'production', outcome: 'not run' },
    ]),
  ).toBe('Tests: 160 passed, 2 failed. Steps: 2 passed, 1 failed, 1 not run.');
});
