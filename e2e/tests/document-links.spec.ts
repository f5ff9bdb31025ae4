// A document's listed link carries a grant that expires; a click long after the list loaded still
// downloads, because the Documents tab asks for a fresh link on each click. The API here gives its
// links a two-second life, so "long after" is seconds, not minutes.
import fs from 'node:fs';
import { accounts, expect, signInAndWait, test } from '../support/fixtures';
import { OWN_STACK_TIMEOUT_MS, startOwnStack, type OwnStack } from '../support/servers';

const FUNDED = 'D1011';

let stack: OwnStack | undefined;
let portal = '';

test.beforeAll(async () => {
  test.setTimeout(OWN_STACK_TIMEOUT_MS);
  stack = await startOwnStack('document-links', { apiEnv: { DOWNLOAD_LINK_TTL_SECONDS: '2' } });
  portal = stack.shell;
});

test.afterAll(async () => stack?.stop());

test('a document downloads long after its listed link expired', async ({ page }) => {
  await signInAndWait(page, accounts.borrower, portal);
  await page.goto(`${portal}/dashboard/deal/${FUNDED}/documents`);
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
  const listed = new URL((await link.getAttribute('href')) ?? '', portal).href;
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
