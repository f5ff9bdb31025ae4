import { defineConfig, devices } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import { BASE_URL, E2E_OPS_TOKEN, PAYMENT_URL, PORT_OFFSET } from './support/env';
import chromium from './chromium.json';

const dataDir = path.join(os.tmpdir(), `lender-e2e-${process.pid}`);
// The stack's whole log for the run, read for secrets after the last test (support/log-hygiene.ts).
const logFile = path.join(os.tmpdir(), `lender-e2e-${process.pid}.log`);
process.env.E2E_PORTAL_LOG ??= logFile;

const WRITES_LAST = /borrower-trips\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  globalTeardown: './support/log-hygiene.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ...(process.env.CI ? [['html', { open: 'never' }] as const] : []),
    // npm test totals the tests of every step from this report (scripts/test-summary.mjs).
    ...(process.env.E2E_JSON_REPORT
      ? [['json', { outputFile: process.env.E2E_JSON_REPORT }] as const]
      : []),
  ],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    // Debian's Chromium (Playwright cannot download browsers here), with the flags this machine needs.
    launchOptions: {
      ...chromium,
      executablePath: process.env.CHROME_PATH ?? chromium.executablePath,
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: WRITES_LAST },
    // These specs leave the shared demo data changed for others (a bank account on file, pending
    // draws): they run once every other spec has read it as seeded.
    {
      name: 'writes-last',
      use: { ...devices['Desktop Chrome'] },
      testMatch: WRITES_LAST,
      dependencies: ['chromium'],
    },
  ],
  webServer: {
    command: 'node ../scripts/portal.mjs serve',
    // Through the shell's proxy: ready only once the API has migrated and seeded.
    url: `${BASE_URL}/lima/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    // stderr shows the stack's errors next to the failing test.
    stderr: 'pipe',
    env: {
      PORTAL_PORT_OFFSET: String(PORT_OFFSET),
      DATA_DIR: dataDir,
      // The demo data and a broker with 120 deals (scale.spec: paged tables, bounded nav).
      SEED: 'large:120',
      LOGIN_RATE_LIMIT: '1000',
      PAYMENT_URL,
      // The canary judge's credential to the stack's API (release-vitals.spec).
      OPS_TOKEN: E2E_OPS_TOKEN,
      PORTAL_LOG_FILE: process.env.E2E_PORTAL_LOG,
      // Every request's access line, as production logs them: the log hygiene check after the
      // run reads what production would keep, not only the warnings `npm start` shows.
      LOG_LEVEL: 'info',
      UPLOAD_DIR: path.join(dataDir, 'uploads'),
    },
  },
});
