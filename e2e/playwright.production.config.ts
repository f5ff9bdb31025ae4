// The production topology's scenarios: against the compose stack that
// scripts/production/test.mjs starts (two API replicas behind nginx on PostgreSQL, the object
// store, the mail catcher, remotes from the release store). No web server of its own.
import { defineConfig, devices } from '@playwright/test';
import chromium from './chromium.json';

export default defineConfig({
  testDir: './production',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 180_000,
  expect: { timeout: 15_000 },
  reporter: 'list',
  use: {
    baseURL: process.env.PRODUCTION_URL ?? 'http://localhost:8080',
    trace: 'retain-on-failure',
    launchOptions: {
      ...chromium,
      executablePath: process.env.CHROME_PATH ?? chromium.executablePath,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
});
