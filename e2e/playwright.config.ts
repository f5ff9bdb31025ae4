import { defineConfig, devices } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';

// The suites run against the built stack on ports 4000-4100, so a running `pnpm start` is untouched.
export const PORT_OFFSET = 1000;
export const BASE_URL = `http://localhost:${3000 + PORT_OFFSET}`;

const dataDir = path.join(os.tmpdir(), `lender-e2e-${process.pid}`);

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node ../scripts/portal.mjs serve',
    url: `${BASE_URL}/remotes.json`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORTAL_PORT_OFFSET: String(PORT_OFFSET),
      DATA_DIR: dataDir,
      LOGIN_RATE_LIMIT: '1000',
      UPLOAD_DIR: path.join(dataDir, 'uploads'),
    },
  },
});
