// @ts-check
// Debian Chromium as the e2e suites launch it (e2e/chromium.json), for the bench's page loads and
// its Lighthouse runs, and the demo sign-in they share.
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const requireFromE2e = createRequire(path.join(ROOT, 'e2e/package.json'));
/** @type {typeof import('@playwright/test')} */
const playwright = requireFromE2e('@playwright/test');
export const { chromium } = playwright;
/** @type {{ executablePath: string, args: string[] }} */
const launchOptions = requireFromE2e('./chromium.json');

export const CHROME_PATH = process.env.CHROME_PATH ?? launchOptions.executablePath;
/** The flags of every Chromium the bench starts (Lighthouse's included). */
export const CHROME_FLAGS = ['--headless=new', ...launchOptions.args];

export const DEMO_PASSWORD = 'Demo-pass-2026';
export const BORROWER = 'borrower@demo.test';

/** @param {string[]} [extraArgs] flags beside e2e's (the bench's certificate, localhost-tls.mjs) */
export const launchBrowser = (extraArgs = []) =>
  chromium.launch({
    ...launchOptions,
    executablePath: CHROME_PATH,
    args: [...launchOptions.args, ...extraArgs],
  });

/**
 * Signs in through the sign-in page, as a person would; resolves on the dashboard.
 * @param {import('@playwright/test').Page} page
 * @param {string} base the shell's URL
 * @param {string} [email]
 */
export async function signIn(page, base, email = BORROWER) {
  await page.goto(`${base}/`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/dashboard/);
}
