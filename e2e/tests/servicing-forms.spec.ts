// The extension, capex and loss-draft forms filled in and submitted with files by a
// borrower against the real API and database — their validation messages, their failure texts with
// the API unreachable (answers and files kept for the next try), the filed requests in the
// borrower's list and not in borrower2's, the summary in the servicing mailbox, the employee's
// disabled submits, a 390 px phone.
import type { Locator, Page } from '@playwright/test';
import {
  accounts,
  expect,
  expectNoSeriousA11yViolations,
  signInAndWait,
  test,
  viewAccountAsEmployee,
} from '../support/fixtures';
import { firstLoadEvents, sentBeforeRoutesChunk } from '../support/first-load';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n');
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: PDF });
/** A loan number no earlier run has used, to find this run's requests in the list. */
// Unique per run, with digits as every loan number has (base 36 of the time can be letters only).
const freshLoanNumber = (kind: string) => `LN-${kind}-${Date.now()}`;

const yes = (page: Page, question: RegExp, answer: 'Yes' | 'No') =>
  page.getByRole('radiogroup', { name: question }).getByRole('radio', { name: answer }).check();

const UNREACHABLE = /Failed to load resource|net::ERR_FAILED/;

/**
 * Submits with the API unreachable (the form's own failure text, nothing lost), then again with
 * it back: the same answers and files go through.
 */
async function submitThroughOutage(page: Page, form: Locator, endpoint: string, failure: string) {
  const url = `**/lima/api/${endpoint}`;
  await page.route(url, (route) => route.abort('connectionrefused'));
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText(failure)).toBeVisible();
  await page.unroute(url);
  await form.getByRole('button', { name: 'Submit' }).click();
}

interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** The newest mail to the servicing mailbox (the API's SERVICING_EMAIL) about `loanNumber`. */
async function servicingNotification(page: Page, loanNumber: string): Promise<MailMessage> {
  let found: MailMessage | undefined;
  await expect
    .poll(async () => {
      const response = await page.request.get('/lima/api/dev/mail');
      const { messages } = (await response.json()) as { messages: MailMessage[] };
      found = messages.find(
        (message) =>
          message.to === 'servicing@lender.example' && message.subject.includes(loanNumber),
      );
      return found !== undefined;
    })
    .toBe(true);
  return found as MailMessage;
}

async function expectListed(page: Page, loanNumber: string, kind: string) {
  await page.getByRole('link', { name: 'Back to Servicing Requests' }).click();
  const row = page
    .getByRole('table', { name: 'Servicing requests you filed' })
    .getByRole('row')
    .filter({ hasText: loanNumber });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(kind);
}

test('a borrower files an extension request with its documents', async ({
  page,
  expectedConsoleErrors,
}) => {
  expectedConsoleErrors.push(UNREACHABLE);
  await signInAndWait(page, accounts.borrower);
  await page.goto('/dashboard/servicing-requests');
  await page.getByRole('link', { name: 'Extension Request' }).click();
  const form = page.getByRole('form', { name: 'Extension request' });
  await form.getByRole('button', { name: 'Submit' }).click();
  for (const message of [
    'Loan number is required.',
    'Borrower name is required.',
    'Exit strategy is required.',
    'Reason for delay is required.',
    'You must agree to the extension fee.',
    'Risk/Hazard insurance policy is required.',
    'Risk/Hazard policy paid receipt is required.',
    'Property tax bill is required.',
  ])
    await expect(form.getByText(message, { exact: true })).toBeVisible();
  await expect(form.getByText('Make a selection.')).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);

  // Each exit strategy asks for its own answers and documents.
  const strategy = form.getByLabel('Exit Strategy');
  await strategy.selectOption('List to Sell');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(
    form.getByText('Please provide a link to the listing or upload the Listing Agreement..'),
  ).toBeVisible();
  await strategy.selectOption('Under Contract');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText("Seller's Agreement is required.")).toBeVisible();
  await strategy.selectOption('Refinance with another lender');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('Pre-approval or commitment letter is required.')).toBeVisible();
  await strategy.selectOption('Refinance with the lender itself');
  await expect(form.getByLabel('Sales Rep Name')).toBeVisible();

  // Files are checked when chosen.
  const policy = form.getByLabel('Risk/Hazard Insurance Policy');
  await policy.setInputFiles({
    name: 'empty.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(0),
  });
  await expect(form.getByText('Empty file. Please do not upload blank files.')).toBeVisible();
  await policy.setInputFiles({
    name: 'photo.exe',
    mimeType: 'application/octet-stream',
    buffer: PDF,
  });
  await expect(form.getByText('This type of file cannot be uploaded.')).toBeVisible();
  await yes(page, /monthly payments/, 'No');
  await expect(
    form.getByText(
      'An extension will not receive approval unless the monthly payments are up to date.',
    ),
  ).toBeVisible();

  const loanNumber = freshLoanNumber('EXT');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(accounts.borrower);
  await form.getByLabel('Loan Number').fill(loanNumber);
  await form.getByLabel('Borrower Name').fill('Jordan Ellis <b>&</b>');
  await form.getByLabel('Property Address').fill('4810 Bull Creek Rd, Austin TX');
  await yes(page, /received any extensions/, 'No');
  await form.getByLabel('Reason for Delay').selectOption('Permitting Delays');
  await form.getByLabel('Sales Rep Name').fill('Dana Sales');
  await yes(page, /applied to refinance/, 'Yes');
  await form.getByLabel('Expected Closing Date').fill('2026-12-15');
  await yes(page, /monthly payments/, 'Yes');
  await policy.setInputFiles(pdf('policy.pdf'));
  await form.getByLabel('Risk/Hazard Policy Paid Receipt').setInputFiles(pdf('receipt.pdf'));
  await form.getByLabel('Property Tax Bill').setInputFiles(pdf('tax.pdf'));
  await form.getByRole('checkbox', { name: /extension fee/ }).check();
  await submitThroughOutage(
    page,
    form,
    'extension-request',
    'An error ocurred during submission. Please try again later.',
  );
  await expect(page.getByText('Your extension request has been received.')).toBeVisible();
  await expectListed(page, loanNumber, 'Extension Request');

  // The servicing mailbox got the summary as readable text: the name as typed (plain text, so its
  // markup is inert), the summary's structure as lines, no HTML tags of its own.
  const notification = await servicingNotification(page, loanNumber);
  expect(notification.text).toContain('Borrower Name | Jordan Ellis <b>&</b>');
  expect(notification.text).toContain('Reason for Delay | Permitting Delays');
  expect(notification.text).not.toMatch(/<(h\d|table|tr|td|p)\b|&#\d+;/);
});

test('a borrower files a capex reimbursement with files, at most three', async ({
  page,
  expectedConsoleErrors,
}) => {
  expectedConsoleErrors.push(UNREACHABLE);
  await signInAndWait(page, accounts.borrower);
  const form = page.getByRole('form', { name: 'Capex reimbursement request' });
  // Opened by its address: the shell asks for the borrower's loans (the loan picker's) beside the
  // remote's code, once.
  const events = await firstLoadEvents(page, 'mfe_servicing', async () => {
    await page.goto('/dashboard/servicing-requests/capex');
    await expect(form.getByRole('combobox', { name: /^Your loans/ })).toBeVisible();
  });
  // In the largest page the API gives (the contracts' DEAL_PAGE_MAX).
  const loans = 'deals/funded?limit=500';
  expect(events.filter((event) => event === loans)).toHaveLength(1);
  expect(sentBeforeRoutesChunk(events)).toContain(loans);

  await form.getByRole('button', { name: 'Submit' }).click();
  for (const message of [
    'Loan number is required.',
    'Entity name is required.',
    'Date is required.',
    'Name is required.',
    'Description of work completed is required.',
    'Property address is required.',
    'Mailing address is required.',
    'At least one file is required.',
  ])
    await expect(form.getByText(message, { exact: true })).toBeVisible();
  await expect(form.getByText('A claim above $20,000 needs two PDFs.')).toBeVisible();
  const files = form.locator('input[type=file]');
  await files.setInputFiles([pdf('a.pdf'), pdf('b.pdf'), pdf('c.pdf'), pdf('d.pdf')]);
  await expect(form.getByRole('alert')).toHaveText('You can only upload a maximum of 3 files.');

  const loanNumber = freshLoanNumber('CPX');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(accounts.borrower);
  await form.getByLabel('Loan Number').fill(loanNumber);
  await form.getByLabel('Entity Name').fill('Ellis Build Co LLC');
  await form.getByLabel('Your Name').fill('Jordan Ellis');
  await form.locator('input[name=date]').fill('2026-11-20');
  await form.getByLabel('Description of Work Completed').fill('New roof and gutters');
  await form.getByLabel('Property Address').fill('4810 Bull Creek Rd');
  await form.getByLabel('Mailing Address').fill('1 Oak St, Austin TX');
  await files.setInputFiles([pdf('invoice.pdf'), pdf('receipt.pdf')]);
  await submitThroughOutage(
    page,
    form,
    'capex-request',
    'Something went wrong with your request. Please try again later.',
  );
  await expect(page.getByText('Your capex reimbursement request has been received.')).toBeVisible();
  await expectListed(page, loanNumber, 'Capex Reimbursement');
});

test('a borrower files a loss draft with the lien waiver and the intent to repair', async ({
  page,
  expectedConsoleErrors,
}) => {
  expectedConsoleErrors.push(UNREACHABLE);
  await signInAndWait(page, accounts.borrower);
  await page.goto('/dashboard/servicing-requests/loss-draft');
  const form = page.getByRole('form', { name: 'Loss draft request' });
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText("Contractor's Lien Waiver* is Required.")).toBeVisible();
  await expect(form.getByText('Declaration of Intent to Repair* is Required.')).toBeVisible();
  await expect(form.getByText('Phone must have at least 10 digits.')).toBeVisible();

  const loanNumber = freshLoanNumber('LD');
  await form.getByLabel('Loan Number').fill(loanNumber);
  await form.getByLabel('Borrowing Entity').fill('Ellis Build Co LLC');
  await form.getByLabel('Guarantor Name').fill('Jordan Ellis');
  await form.getByLabel('Best Contact Number').fill('5125550187');
  await expect(form.getByLabel('Best Contact Number')).toHaveValue('512-555-0187');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(accounts.borrower);
  await form.locator('input[name=date]').fill('2026-11-20');
  await form.getByLabel('Affected Property').fill('4810 Bull Creek Rd');
  await form.getByLabel('Date of Loss').fill('2026-11-01');
  await form.getByLabel('Description of Loss').fill('Hail damage to the roof');
  const claim = form.getByLabel('Claim Amount');
  await claim.fill('25000');
  await claim.blur();
  await expect(claim).toHaveValue('$25,000.00');
  await expect(form.getByText('A claim above $20,000 needs two PDFs.')).toBeVisible();
  await form.getByLabel("Contractor's Lien Waiver").setInputFiles(pdf('waiver.pdf'));
  await form.getByLabel('Declaration of Intent to Repair').setInputFiles(pdf('intent.pdf'));
  // Two spaces, verbatim from the spec (the page's text, whitespace collapsed, has one).
  await submitThroughOutage(
    page,
    form,
    'loss-draft',
    'An error ocurred during submission.  Please try again later.',
  );
  await expect(page.getByText('Your loss draft request has been received.')).toBeVisible();
  await expectListed(page, loanNumber, 'Loss Draft');
  await expectNoSeriousA11yViolations(page);

  // Another borrower never sees it.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Logout' })
    .click();
  await signInAndWait(page, accounts.borrower2);
  await page.goto('/dashboard/servicing-requests');
  await expect(page.getByRole('table', { name: 'Servicing requests you filed' })).toBeVisible();
  await expect(page.getByText(loanNumber)).toHaveCount(0);
});

test('the employee viewing the borrower finds every servicing submit and the profile disabled, each saying why', async ({
  page,
}) => {
  const why = (refusal: string) => `${refusal} while you are viewing another user’s account.`;
  await viewAccountAsEmployee(page, accounts.borrower);
  for (const path of ['extension', 'capex', 'loss-draft']) {
    await page.goto(`/dashboard/servicing-requests/${path}`);
    const submit = page.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAccessibleDescription(why('Servicing requests cannot be submitted'));
  }
  await page.goto('/dashboard/profile');
  const save = page.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await expect(save).toHaveAccessibleDescription(why('The profile cannot be changed'));
  await expect(page.getByLabel('Phone')).toBeDisabled();
  await expect(page.getByLabel('Phone')).toHaveAccessibleDescription(
    why('The profile cannot be changed'),
  );
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the three forms fit without sideways scrolling', async ({ page }) => {
    await signInAndWait(page, accounts.borrower);
    for (const path of ['extension', 'capex', 'loss-draft']) {
      await page.goto(`/dashboard/servicing-requests/${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(
        await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0),
      ).toBeLessThanOrEqual(390);
    }
  });
});
