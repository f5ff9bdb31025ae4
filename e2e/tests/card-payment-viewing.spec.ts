// An employee viewing a borrower's account on the card payment page: the fee, the form disabled,
// and why. On an API and data of its own, so the appraisal fee is still due (the deal-pages suite
// pays the one unpaid fee of the shared data).
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  accounts,
  expect,
  expectNoSeriousA11yViolations,
  test,
  viewAccountAsEmployee,
} from '../support/fixtures';
import {
  remoteOverrides,
  serveStatic,
  shellServerArgs,
  sparePort,
  startApi,
  stop,
} from '../support/servers';

// The ports of document-links.spec.ts, free again once its servers stopped (one file at a time).
const API_PORT = sparePort(4);
const SHELL_PORT = sparePort(19);
const SHELL = `http://localhost:${SHELL_PORT}`;
const UNPAID_APPRAISAL = 'D1005'; // appraisal ordered, $650.00 due

let api: ChildProcess | undefined;
let shell: ChildProcess | undefined;
let dataDir = '';

test.beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'card-viewing-'));
  api = await startApi(API_PORT, dataDir, { PORTAL_URL: SHELL });
  shell = await serveStatic(
    shellServerArgs(SHELL_PORT, `http://127.0.0.1:${API_PORT}`),
    `${SHELL}/remotes.json`,
    remoteOverrides({}),
  );
});

test.afterAll(async () => {
  await stop(shell);
  await stop(api);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('an employee viewing a borrower on the card payment page is told payments are not taken', async ({
  page,
}) => {
  await viewAccountAsEmployee(page, accounts.borrower, SHELL);
  await page.goto(`${SHELL}/dashboard/deal/${UNPAID_APPRAISAL}/credit`);
  await expect(page.getByRole('heading', { name: 'Appraisal Fee' })).toBeVisible();
  await expect(
    page.getByText('Card payments cannot be made while you are viewing another user’s account.'),
  ).toBeVisible();
  await expect(page.getByText(/unable to find the resource/)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
