// A document's listed link carries a grant that expires; a click long after the list loaded still
// downloads, because the Documents tab asks for a fresh link on each click. The API here gives its
// links a two-second life, so "long after" is seconds, not minutes.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { accounts, expect, signInAndWait, test } from '../support/fixtures';
import {
  remoteOverrides,
  serveStatic,
  shellServerArgs,
  sparePort,
  startApi,
  stop,
} from '../support/servers';

const API_PORT = sparePort(4);
const SHELL_PORT = sparePort(19);
const SHELL = `http://localhost:${SHELL_PORT}`;
const FUNDED = 'D1011';

let api: ChildProcess | undefined;
let shell: ChildProcess | undefined;
let dataDir = '';

test.beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'document-links-'));
  api = await startApi(API_PORT, dataDir, {
    PORTAL_URL: SHELL,
    DOWNLOAD_LINK_TTL_SECONDS: '2',
  });
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

test('a document downloads long after its listed link expired', async ({ page }) => {
  await signInAndWait(page, accounts.borrower, SHELL);
  await page.goto(`${SHELL}/dashboard/deal/${FUNDED}/documents`);
  const name = `Appraisal ${Date.now()}.pdf`;
  await page
    .locator('input[type=file]')
    .setInputFiles([
      { name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\nappraisal\n') },
    ]);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  const uploaded = page.getByRole('table', { name: 'Uploaded documents' });
  const link = uploaded.getByRole('link', { name });
  await expect(link).toBeVisible();

  // The link as listed is refused once its grant has expired...
  const listed = new URL((await link.getAttribute('href')) ?? '', SHELL).href;
  await expect
    .poll(async () => (await page.request.get(listed)).status(), { timeout: 10_000 })
    .toBe(403);

  // ...yet a click on it downloads the file.
  const download = page.waitForEvent('download');
  await link.click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(name);
  expect(await file.failure()).toBeNull();
  expect(fs.readFileSync(await file.path()).toString()).toContain('appraisal');
  await expect(page.getByRole('alert')).toHaveCount(0);
});
