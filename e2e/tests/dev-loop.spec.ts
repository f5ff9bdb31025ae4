// The development loop of a remote's team: under `pnpm dev --remote deals`, an edit of
// that remote's source reaches the open page by React Fast Refresh, and what was typed in a form
// stays. The spec starts the development stack itself, on the port block after the suite's.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEV_LOOP_OFFSET, stackPorts } from '../support/env';
import { accounts, expect, signInAndWait, test } from '../support/fixtures';
import { ROOT, stop } from '../support/servers';

const PORTS = stackPorts(DEV_LOOP_OFFSET);
const SHELL = `http://localhost:${PORTS.shell}`;
const DEALS_DEV_SERVER = `http://localhost:${PORTS.devServer('mfe_deals')}`;
// A module that exports only a component (a Fast Refresh boundary): the appraisal fee's card form
// (its values are held by a hook of another module, useAppraisalPayment).
const SOURCE = path.join(ROOT, 'mfe-deals/src/appraisal-payment/AppraisalPaymentForm.tsx');
const DEAL = 'D1005'; // borrower@'s New Construction deal: appraisal ordered, its fee unpaid (the card form shows)
const ENVIRONMENT = path.join(
  process.env.RELEASES_DIR ?? path.join(ROOT, 'releases'),
  `remotes.${PORTS.shell}.json`,
);

/** Whether `url` answers 200 now. */
async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

let dev: ChildProcess | undefined;
let dataDir: string;
let environmentBefore: string | null;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // Two development builds (the shell's and the remote's) on a busy machine.
  test.setTimeout(300_000);
  environmentBefore = fs.existsSync(ENVIRONMENT) ? fs.readFileSync(ENVIRONMENT, 'utf8') : null;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lender-dev-loop-'));
  dev = spawn(process.execPath, ['scripts/dev.mjs', '--remote', 'deals'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORTAL_PORT_OFFSET: String(DEV_LOOP_OFFSET),
      DATA_DIR: dataDir,
      LOGIN_RATE_LIMIT: '1000',
      ...(process.env.E2E_PORTAL_LOG ? { PORTAL_LOG_FILE: process.env.E2E_PORTAL_LOG } : {}),
    },
    stdio: 'ignore',
  });
  await expect
    .poll(
      async () =>
        dev?.exitCode === null &&
        (await answers(`${DEALS_DEV_SERVER}/remoteEntry.js`)) &&
        (await answers(`${SHELL}/main.js`)) &&
        (await answers(`${SHELL}/lima/api/health`)),
      { timeout: 280_000, message: 'the development stack did not come up' },
    )
    .toBe(true);
});

test.afterAll(async () => {
  await stop(dev);
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

test('an edit of the remote keeps what was typed in its form', async ({ page }) => {
  // A rebuild of the remote on a busy machine.
  test.setTimeout(240_000);
  await signInAndWait(page, accounts.borrower, SHELL);
  await page.goto(`${SHELL}/dashboard/deal/${DEAL}/credit`);
  const firstName = page.getByRole('textbox', { name: 'First Name' });
  await firstName.fill('Devloop');
  // A full reload would lose this as well as the typed value.
  await page.evaluate(() => Object.assign(window, { devLoopMark: true }));

  const original = fs.readFileSync(SOURCE, 'utf8');
  // Put back with its time too: the remote's build is not older than its sources afterwards.
  const { atime, mtime } = fs.statSync(SOURCE);
  expect(original).toContain('>Billing details<');
  try {
    fs.writeFileSync(SOURCE, original.replace('>Billing details<', '>Billing name and address<'));
    await expect(page.getByRole('group', { name: 'Billing name and address' })).toBeVisible({
      timeout: 120_000,
    });
    await expect(firstName).toHaveValue('Devloop');
    expect(await page.evaluate(() => 'devLoopMark' in window)).toBe(true);
  } finally {
    fs.writeFileSync(SOURCE, original);
    fs.utimesSync(SOURCE, atime, mtime);
  }
});

test('the stack’s environment file is as it was once the command has ended', async () => {
  await stop(dev);
  const now = fs.existsSync(ENVIRONMENT) ? fs.readFileSync(ENVIRONMENT, 'utf8') : null;
  expect(now).toBe(environmentBefore);
});
