// The deal pages against the real API and database — a borrower walks a funded and an
// in-process deal, uploads and downloads documents, pays the appraisal fee; a broker's view; and
// another borrower is refused every deal-scoped call.
import type { Page } from '@playwright/test';
import {
  accounts,
  expect,
  expectNoSeriousA11yViolations,
  signInAndWait,
  test,
} from '../support/fixtures';

const FUNDED = 'D1011'; // Riverside Apartments: funded Multifamily, payments over several years
const PIPELINE = 'D1002'; // Maple Duplex: Submitted Deal, Rental/DSCR, brokered by broker@
const UNPAID_APPRAISAL = 'D1005'; // New Construction, appraisal ordered, $650.00 unpaid
const BROKERED_FLIP = 'D1004'; // Cedar Flip: FixNFlip, brokered by broker@

const dealTabs = (page: Page) => page.getByRole('navigation', { name: 'Deal pages' });

/** A file whose content matches its type (the server checks both). */
const pdfFile = (name: string, bytes: number) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(bytes - 9, 0x20)]),
});
const pngFile = (name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.concat([
    Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
    Buffer.alloc(2048, 1),
  ]),
});

test.describe('a borrower on the deal pages', () => {
  test('walks every tab of a funded deal, from the dashboard', async ({ page }) => {
    // A long journey (five tabs, two accessibility checks): near the default limit on a busy machine.
    test.slow();
    await signInAndWait(page, accounts.borrower);
    await page.goto('/dashboard');
    const funded = page.getByRole('table', { name: /funded loans/i });
    await funded.getByRole('link', { name: /2400 S Congress Ave/ }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/deal/${FUNDED}$`));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Riverside Apartments' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Lender Portal | Deal – Riverside Apartments');
    await expect(page.getByRole('region', { name: 'Your Representative' })).toContainText(
      'Dana Whitfield',
    );
    // Funded: the loan panel with balances as of the previous business day, no pipeline.
    const details = page.getByRole('region', { name: 'Loan Details' });
    await expect(
      details.getByRole('heading', { name: /^Balances as of \d\d\/\d\d\/\d{4}$/ }),
    ).toBeVisible();
    await expect(details).toContainText('Principal Balance');
    await expect(page.getByRole('region', { name: 'Loan Progress' })).toHaveCount(0);
    await expect(page.getByRole('table', { name: 'Deal Members' })).toContainText(
      'Primary Borrower',
    );
    // A customer on a funded deal has the Construction Management tab.
    await expect(
      dealTabs(page).getByRole('link', { name: 'Construction Management' }),
    ).toBeVisible();
    await expect(dealTabs(page).getByRole('link', { name: 'Overview' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectNoSeriousA11yViolations(page);

    await dealTabs(page).getByRole('link', { name: 'Payment History' }).click();
    await expect(page).toHaveURL(/\/payment-history$/);
    const history = page.getByRole('region', { name: 'Payment History' });
    const years = history.getByRole('heading', { level: 3, name: /^\d{4} \(\d+ transactions?\)$/ });
    await expect(years.first()).toBeVisible();
    const yearCount = await years.count();
    expect(yearCount).toBeGreaterThan(5);
    // The first 5 years are expanded, the others collapsed.
    for (let i = 0; i < yearCount; i += 1)
      await expect(years.nth(i).getByRole('button')).toHaveAttribute(
        'aria-expanded',
        i < 5 ? 'true' : 'false',
      );
    const newest = years.first().getByRole('button');
    await newest.click();
    await expect(newest).toHaveAttribute('aria-expanded', 'false');
    await newest.click();
    await expect(newest).toHaveAttribute('aria-expanded', 'true');
    const oldest = years.last().getByRole('button');
    await oldest.click();
    await expect(oldest).toHaveAttribute('aria-expanded', 'true');
    // An entry opens to its breakdown.
    const entry = history.getByRole('button', { name: /^Regular Payment Applied/ }).first();
    await entry.click();
    await expect(entry).toHaveAttribute('aria-expanded', 'true');
    const breakdown = page.locator(`#${await entry.getAttribute('aria-controls')}`);
    for (const term of ['Due Date', 'Principal', 'Interest', 'Loan Balance'])
      await expect(breakdown.getByText(term, { exact: true })).toBeVisible();
    // Hidden servicer codes never show.
    await expect(history.getByText(/FinChg|Fundin|\bBEG\b|\bDIS\b/)).toHaveCount(0);
    // The balance chart, with its numbers as a table too.
    await expect(history.getByRole('img', { name: 'Loan balance over time' })).toBeVisible();
    await history.getByRole('button', { name: 'Show as table' }).click();
    await expect(history.getByRole('table').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await dealTabs(page).getByRole('link', { name: 'Properties' }).click();
    const properties = page.getByRole('table', { name: 'Properties' });
    await expect(properties.getByRole('rowheader')).toHaveCount(3);
    await expect(properties).toContainText('78704');
    await expectNoSeriousA11yViolations(page);
  });

  test('the Upload button stands apart from the drop zone', async ({ page }) => {
    await signInAndWait(page, accounts.borrower);
    await page.goto(`/dashboard/deal/${FUNDED}/documents`);
    const prompt = page.getByText('Drag and drop files here, or');
    const zone = page.locator('div').filter({ has: prompt }).last();
    const upload = page.getByRole('button', { name: 'Upload', exact: true });
    await expect(upload).toBeVisible();
    const [zoneBox, buttonBox] = [await zone.boundingBox(), await upload.boundingBox()];
    // It sat on the zone's dashed border.
    expect((buttonBox?.y ?? 0) - ((zoneBox?.y ?? 0) + (zoneBox?.height ?? 0))).toBeGreaterThan(8);
  });

  test('uploads two documents with progress, lists them newest first, downloads one', async ({
    page,
  }) => {
    // Three uploads on a throttled link.
    test.slow();
    await signInAndWait(page, accounts.borrower);
    await page.goto(`/dashboard/deal/${FUNDED}/documents`);
    const uploaded = page.getByRole('table', { name: 'Uploaded documents' });
    await expect(uploaded.getByRole('rowheader')).toHaveCount(2);

    // Refused on the client with the spec's messages: over 20 MB.
    const chooser = page.locator('input[type=file]');
    await chooser.setInputFiles([pdfFile('Too Big.pdf', 20 * 1024 * 1024 + 1)]);
    await expect(page.getByText('File size too large.')).toBeVisible();
    await expect(page.getByText('Max file size is 20MB')).toBeVisible();

    const first = `Inspection Report ${Date.now()}.pdf`;
    const second = `Site Photo ${Date.now()}.png`;
    await chooser.setInputFiles([pdfFile(first, 3 * 1024 * 1024), pngFile(second)]);
    const ready = page.getByRole('list', { name: 'Files ready to upload' });
    await expect(ready.getByRole('button', { name: `Remove ${first}` })).toBeVisible();
    // Clicking a chosen file removes it; choose it again.
    await ready.getByRole('button', { name: `Remove ${second}` }).click();
    await expect(ready.getByRole('button', { name: `Remove ${second}` })).toHaveCount(0);
    await chooser.setInputFiles([pngFile(second)]);

    // A slow upstream link, so the progress bar is seen moving.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 1024 * 1024,
    });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    const progress = page.getByRole('progressbar', { name: `Uploading ${first}` });
    await expect(progress).toBeVisible();
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });

    await expect(uploaded.getByRole('rowheader')).toHaveCount(4, { timeout: 20_000 });
    const names = await uploaded.getByRole('rowheader').allTextContents();
    // Uploaded one after the other: the second is the newest.
    expect(names.slice(0, 2)).toEqual([second, first]);
    await expectNoSeriousA11yViolations(page);

    const download = page.waitForEvent('download');
    await uploaded.getByRole('link', { name: first }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(first);
    const path = await file.path();
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('follows an in-process deal through the pipeline', async ({ page }) => {
    await signInAndWait(page, accounts.borrower);
    await page.goto(`/dashboard/deal/${PIPELINE}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Maple Duplex' })).toBeVisible();
    const progress = page.getByRole('region', { name: 'Loan Progress' });
    await expect(progress.getByRole('listitem')).toHaveText([
      /Processing.*Submitted Deal/,
      /In Underwriting/,
      /Clear to Close/,
    ]);
    await expect(page.getByRole('region', { name: 'Loan Details' })).toHaveCount(0);
    const reports = page.getByRole('table', { name: /appraisal, inspection and title/i });
    await expect(reports.getByRole('row', { name: /^Appraisal/ })).toContainText('Needed');
    // Rental: no Construction Management tab.
    await expect(dealTabs(page).getByRole('link')).toHaveText([
      'Overview',
      'Payment History',
      'Properties',
      'Documents',
    ]);
    await expectNoSeriousA11yViolations(page);

    await dealTabs(page).getByRole('link', { name: 'Payment History' }).click();
    await expect(page.getByText('Payment History is not available for this deal.')).toBeVisible();
    await dealTabs(page).getByRole('link', { name: 'Properties' }).click();
    await expect(page.getByRole('table', { name: 'Properties' })).toContainText('2210 E 12th St');
    await dealTabs(page).getByRole('link', { name: 'Documents' }).click();
    await expect(page.getByRole('heading', { name: 'Uploaded Documents' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('pays the appraisal fee: required fields, a declined card, then an approved one', async ({
    page,
  }) => {
    await signInAndWait(page, accounts.borrower);
    await page.goto(`/dashboard/deal/${UNPAID_APPRAISAL}`);
    const reports = page.getByRole('table', { name: /appraisal, inspection and title/i });
    await expect(reports.getByRole('row', { name: /^Appraisal/ })).toContainText('Pending Payment');
    await page.getByRole('link', { name: /pay appraisal fee/i }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/deal/${UNPAID_APPRAISAL}/credit$`));
    const form = page.getByRole('form', { name: 'Appraisal fee payment' });
    await expect(form).toContainText('Amount due: $650.00');
    await expectNoSeriousA11yViolations(page);

    const pay = form.getByRole('button', { name: /^Pay/ });
    await pay.click();
    for (const label of ['First Name', 'Last Name', 'Company', 'Card Number', 'CVC'])
      await expect(form.getByText(`${label} is required.`)).toBeVisible();
    await expect(form.getByText('Address 2 is required.')).toHaveCount(0);

    await form.getByLabel('First Name').fill('Jordan');
    await form.getByLabel('Last Name').fill('Ellis');
    await form.getByLabel('Company').fill('Ellis Holdings LLC');
    await form.getByRole('textbox', { name: 'Address', exact: true }).fill('4810 Bull Creek Rd');
    await form.getByLabel('City').fill('Austin');
    await form.getByLabel('State').selectOption({ label: 'Texas' });
    await form.getByLabel('Zip').fill('78731x');
    await expect(form.getByLabel('Zip')).toHaveValue('78731');
    await form.getByLabel('Email').fill('borrower@demo.test');
    await form.getByLabel('Phone').fill('5125550187');
    const number = form.getByLabel('Card Number');
    await number.fill('4000000000000002');
    await expect(number).toHaveValue('4000-0000-0000-0002');
    await form.getByLabel('Expiration Month').selectOption('12');
    const nextYear = String(new Date().getFullYear() + 1);
    await form.getByLabel('Expiration Year').selectOption(nextYear);
    await form.getByLabel('CVC').fill('123');
    await pay.click();
    await expect(form.getByText('Transaction failed. Your card was declined.')).toBeVisible();

    await number.fill('4242424242424242');
    await form.getByLabel('CVC').fill('123');
    await pay.click();
    await expect(page.getByText('Transaction successful.')).toBeVisible();
    await expect(number).toHaveValue('');

    await dealTabs(page).getByRole('link', { name: 'Overview' }).click();
    await expect(reports.getByRole('row', { name: /^Appraisal/ })).toContainText('In Process');
  });
});

test('a deal page opened by its address reads its data once: the shell starts it, the page takes it', async ({
  page,
}) => {
  await signInAndWait(page, accounts.borrower);
  const reads: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/lima/api/deals/')) reads.push(path.slice('/lima/api/'.length));
  });
  // A first load: the shell's page table says what the payment-history page reads first.
  await page.goto(`/dashboard/deal/${FUNDED}/payment-history`);
  await expect(page.getByRole('heading', { name: 'Payment History', level: 2 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Riverside Apartments' })).toBeVisible();
  await expect(page.getByText('Loading the payment history…')).toHaveCount(0);
  expect(reads.filter((path) => path === 'deals/details')).toHaveLength(1);
  expect(reads.filter((path) => path === 'deals/account-history')).toHaveLength(1);

  // Another tab of the same deal: the deal is not read again, the tab's own list is.
  await dealTabs(page).getByRole('link', { name: 'Documents' }).click();
  await expect(
    page
      .getByRole('table', { name: 'Uploaded documents' })
      .or(page.getByText('No documents have been uploaded yet.')),
  ).toBeVisible();
  expect(reads.filter((path) => path === 'deals/details')).toHaveLength(1);
  expect(reads.filter((path) => path === 'deals/getdocuments')).toHaveLength(1);
});

test('the rep’s email keeps one line in the deal header on a desktop', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAndWait(page, accounts.borrower);
  for (const deal of [FUNDED, PIPELINE]) {
    await page.goto(`/dashboard/deal/${deal}`);
    const email = page
      .getByRole('region', { name: 'Your Representative' })
      .getByRole('link', { name: /@/ });
    await expect(email).toBeVisible();
    const lines = await email.evaluate((link) => link.getClientRects().length);
    const box = await email.boundingBox();
    expect(lines).toBe(1);
    expect(box?.height ?? 0).toBeLessThan(40);
  }
});

test('a broker sees a brokered deal without the Construction Management tab', async ({ page }) => {
  await signInAndWait(page, accounts.broker);
  await page.goto(`/dashboard/deal/${BROKERED_FLIP}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Cedar Flip' })).toBeVisible();
  await expect(dealTabs(page).getByRole('link')).toHaveText([
    'Overview',
    'Payment History',
    'Properties',
    'Documents',
  ]);
  await expectNoSeriousA11yViolations(page);
});

test.describe('another borrower', () => {
  test.use({
    // The browser logs the API's expected 404 for the deal it may not see.
    expectedConsoleErrors: [/status of 404/],
  });

  test('gets the 404 page for the deal by URL and a 404 from every deal-scoped call', async ({
    page,
  }) => {
    await signInAndWait(page, accounts.borrower2);
    await page.goto(`/dashboard/deal/${FUNDED}`);
    await expect(page.getByRole('heading', { name: 'Something went wrong!' })).toBeVisible();
    await expect(
      page.getByText(`We encountered a problem loading this deal (ID: ${FUNDED}).`),
    ).toBeVisible();
    await expect(page.getByText('Riverside Apartments')).toHaveCount(0);
    // No id at all: the not-found page too.
    await page.goto('/dashboard/deal/');
    await expect(page.getByRole('heading', { name: 'Something went wrong!' })).toBeVisible();
    await page.goto(`/dashboard/deal/${FUNDED}`);

    const token = await page.evaluate(() => localStorage.getItem('token'));
    const call = (path: string, data: object) =>
      page.request.post(`/lima/api/${path}`, {
        data,
        headers: { authorization: `Bearer ${token}`, 'idempotency-key': `e2e-${Date.now()}` },
      });
    const bodies = new Set<string>();
    for (const [path, data] of [
      ['deals/details', { dealid: FUNDED }],
      ['deals/members', { dealid: FUNDED }],
      ['deals/account-history', { dealid: FUNDED }],
      ['deals/getdocuments', { dealid: FUNDED }],
      [
        'deals/uploaddocument',
        {
          strippedname: 'x.pdf',
          rentrollfilename: 'x.pdf',
          rentrollfiledata: Buffer.from('%PDF-1.4\n').toString('base64'),
          opportunityId: FUNDED,
          id: FUNDED,
        },
      ],
      [
        'process-chargent-order',
        {
          FirstName: 'Priya',
          LastName: 'Raman',
          Address: '275 Peachtree Hills Ave NE',
          Address2: '',
          City: 'Atlanta',
          State: 'GA',
          Zip: '30305',
          Country: 'United States of America',
          Company: 'Raman Holdings',
          Email: 'borrower2@demo.test',
          Phone: '4045550163',
          CardNumber: '4242-4242-4242-4242',
          ExpMonth: '12',
          ExpYear: String(new Date().getFullYear() + 1),
          CardSecurity: '123',
          dealId: UNPAID_APPRAISAL,
          CardType: 'visa',
        },
      ],
      ['deals/details', { dealid: 'NO-SUCH-DEAL' }],
    ] as const) {
      const response = await call(path, data);
      expect(response.status(), path).toBe(404);
      bodies.add(await response.text());
    }
    // "Missing" and "not yours" answer alike.
    expect(bodies.size).toBe(1);
  });
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('no deal page scrolls sideways', async ({ page }) => {
    await signInAndWait(page, accounts.borrower);
    for (const tab of ['', '/payment-history', '/property', '/documents']) {
      await page.goto(`/dashboard/deal/${FUNDED}${tab}`);
      await expect(page.getByRole('navigation', { name: 'Deal pages' })).toBeVisible();
      await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, tab || 'overview').toBeLessThanOrEqual(0);
    }
    await page.goto(`/dashboard/deal/${PIPELINE}/credit`);
    await expect(page.getByRole('heading', { name: 'Appraisal Fee' })).toBeVisible();
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('the tab row scrolls sideways only, its current tab marked in full', async ({ page }) => {
    await signInAndWait(page, accounts.borrower);
    await page.goto(`/dashboard/deal/${FUNDED}/payment-history`);
    const row = page.getByRole('navigation', { name: 'Deal pages' }).getByRole('list');
    await expect(row.getByRole('link', { name: 'Payment History' })).toBeVisible();
    const box = await row.evaluate((list) => ({
      sideways: list.scrollWidth - list.clientWidth,
      downwards: list.scrollHeight - list.clientHeight,
    }));
    // More tabs than a phone's width: they scroll sideways, and nothing hangs below the row (which
    // drew a vertical scrollbar beside the tabs).
    expect(box.sideways).toBeGreaterThan(0);
    expect(box.downwards).toBe(0);
    // The current tab's line is whole inside the row.
    const current = row.getByRole('link', { name: 'Payment History' });
    const [rowBox, tabBox] = [await row.boundingBox(), await current.boundingBox()];
    expect(tabBox && rowBox && tabBox.y + tabBox.height).toBeLessThanOrEqual(
      (rowBox?.y ?? 0) + (rowBox?.height ?? 0),
    );
  });
});
