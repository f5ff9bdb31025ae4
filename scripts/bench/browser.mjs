// @ts-check
// Debian Chromium as e2e launches it (e2e/chromium.json), the demo sign-in, and each run's
// certificate for localhost (ADR 014): Node trusts it through its default CAs, Chromium through
// its public key's hash (honoured with a profile of its own, as Playwright gives every browser).
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import { ROOT } from '../stack.mjs';
import { localhostCertificate } from '../static/localhost-certificate.mjs';

const requireFromE2e = createRequire(path.join(ROOT, 'e2e/package.json'));
/** @type {typeof import('@playwright/test')} */
const playwright = requireFromE2e('@playwright/test');
export const { chromium } = playwright;
/** @type {{ executablePath: string, args: string[] }} */
const launchOptions = requireFromE2e('./chromium.json');

/** @typedef {{ dir: string, cert: string, key: string, chromeArgs: string[] }} LocalhostTls */

export const DEMO_PASSWORD = 'Demo-pass-2026';

/** A Chromium as e2e's, in its own headless mode, with `extraArgs`. @param {string[]} extraArgs */
export const chromeOptions = (extraArgs) => ({
  executablePath: process.env.CHROME_PATH ?? launchOptions.executablePath,
  headless: false,
  args: ['--headless=new', ...launchOptions.args, ...extraArgs],
});

/**
 * Signs in through the sign-in page, as a person would; resolves on the dashboard.
 * @param {import('@playwright/test').Page} page @param {string} base @param {string} [email]
 */
export async function signIn(page, base, email = 'borrower@demo.test') {
  await page.goto(`${base}/`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/dashboard/);
}

/**
 * The storage (the session included) of a browser that has just signed in as `email`.
 * @param {import('@playwright/test').Browser} browser @param {string} base @param {string} [email]
 */
export async function signedInState(browser, base, email) {
  const context = await browser.newContext();
  try {
    await signIn(await context.newPage(), base, email);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/**
 * A new certificate for localhost (PEM files in `dir`), trusted in this process.
 * @returns {LocalhostTls}
 */
export function localhostTls() {
  // Node 22.19 and 24.5 have these (the toolchain's Node does); the types of Node 20 do not.
  const caStore = /** @type {typeof tls & { setDefaultCACertificates?: (certs: string[]) => void,
    getCACertificates?: (type: 'default') => string[] }} */ (tls);
  if (!caStore.setDefaultCACertificates || !caStore.getCACertificates)
    throw new Error(`the bench needs Node 22.19 or 24.5 or later (this is ${process.version})`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lender-bench-tls-'));
  const { cert, key, pem } = localhostCertificate(dir);
  caStore.setDefaultCACertificates([...caStore.getCACertificates('default'), pem]);
  const spki = new crypto.X509Certificate(pem).publicKey.export({ type: 'spki', format: 'der' });
  const spkiHash = crypto.createHash('sha256').update(spki).digest('base64');
  return { dir, cert, key, chromeArgs: [`--ignore-certificate-errors-spki-list=${spkiHash}`] };
}
