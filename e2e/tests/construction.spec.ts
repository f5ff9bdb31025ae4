// The construction page against the real API and database — a draw requested end to end
// (adding a bank account on the way), the analyst message, a budget upload, every validation
// message, the employee viewing the borrower refused by the page and by the server.
import type { Page } from '@playwright/test';
import {
  accounts,
  expect,
  expectNoSeriousA11yViolations,
  signInAndWait,
  test,
  viewAccountAsEmployee,
} from '../support/fixtures';

const DRAW_ALLOWED = 'D1010'; // funded New Construction, every draw complete, balance left
const NO_DRAWS_YET = 'D1004'; // Cedar Flip: FixNFlip with a budget and no draws
const FUNDED_MULTIFAMILY = 'D1011';
const PRE_FUNDING_BRIDGE = 'D1001'; // Quoted Deal, Bridge: the budget template upload

/** YYYY-MM-DD of the next `weekday` (0 Sunday … 6 Saturday) after today, local time. */
const nextWeekday = (weekday: number): string => {
  const date = new Date();
  do date.setDate(date.getDate() + 1);
  while (date.getDay() !== weekday);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};
const addDays = (iso: string, days: number): string => {
  const date = new Date(`${iso}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

const drawForm = (page: Page) => page.getByRole('form', { name: 'New Draw Request' });

test('a borrower requests a draw end to end, adding a bank account on the way', async ({
  page,
}) => {
  // A long journey with three axe sweeps: past 30 s on a busy machine.
  test.slow();
  await signInAndWait(page, accounts.borrower);
  await page.goto(`/dashboard/deal/${DRAW_ALLOWED}`);
  await page
    .getByRole('navigation', { name: 'Deal pages' })
    .getByRole('link', { name: 'Construction Management' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/deal/${DRAW_ALLOWED}/construction$`));
  await expect(
    page.getByRole('heading', { level: 2, name: 'Construction Management' }),
  ).toBeVisible();

  // Draw Status: one icon per draw, the latest open; a click toggles a draw's detail.
  const draws = page.getByRole('list', { name: /^Draws/ }).getByRole('button');
  await expect(draws.first()).toBeVisible();
  const count = await draws.count();
  await expect(draws.last()).toHaveAttribute('aria-expanded', 'true');
  await expect(draws.last().getByRole('img', { name: 'Complete' })).toBeVisible();
  await draws.first().click();
  await expect(draws.first()).toHaveAttribute('aria-expanded', 'true');
  await draws.first().click();
  await expect(draws.first()).toHaveAttribute('aria-expanded', 'false');
  const csv = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Draw History (CSV)' }).click();
  expect((await csv).suggestedFilename()).toMatch(/\.csv$/);
  await expectNoSeriousA11yViolations(page);

  // The line items' rules.
  const form = drawForm(page);
  await form.getByRole('button', { name: 'Request Draw' }).click();
  await expect(
    form.getByText('A minimum of one line item is required to submit your draw request*'),
  ).toBeVisible();
  const foundation = form.getByRole('textbox', { name: 'Amount for Foundation (02-200), Lot 1' });
  await foundation.fill('$1,000,000.00');
  await form.getByRole('button', { name: 'Request Draw' }).click();
  await expect(form.getByText('Cannot request a negative line item amount*').first()).toBeVisible();
  // A currency field like every other: letters are not taken, a third decimal is not an amount.
  await foundation.fill('1,000.50');
  await foundation.press('End');
  await foundation.pressSequentially('9x');
  await expect(foundation).toHaveValue('1,000.509');
  await foundation.press('Tab');
  await expect(foundation).toHaveAttribute('aria-invalid', 'true');
  await expect(
    form
      .getByText('Enter an amount of digits, commas, a dollar sign and at most 2 decimals.')
      .first(),
  ).toBeVisible();
  await foundation.fill('1,000.50');
  await foundation.press('Tab');
  await expect(foundation).toHaveValue('$1,000.50');
  await expect(form.getByText(/Draw Request Total:/)).toContainText('$1,000.50');
  await form.getByRole('button', { name: 'Request Draw' }).click();

  // The modal: every field's message, then the bank account added on the way.
  const dialog = page.getByRole('dialog', { name: 'Request Draw' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('No beneficiary exists - please Add New Account')).toBeVisible();
  await dialog.getByRole('button', { name: 'Submit Draw Request' }).click();
  await expect(dialog.getByText('A lockbox access code is required.')).toBeVisible();
  await expect(dialog.getByText('Please confirm that you agree.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const thursday = nextWeekday(4);
  await dialog.getByLabel('Inspection Start Date').fill(thursday);
  // Thursday + 2 days is a Saturday: moved to Monday.
  const [y, m, d] = addDays(thursday, 4).split('-');
  await expect(dialog.getByLabel('Inspection End Date')).toHaveValue(`${m}/${d}/${y}`);
  await dialog.getByLabel('Lockbox Access Code').fill('48213977');
  await expect(dialog.getByLabel('Lockbox Access Code')).toHaveValue('482139');

  await dialog.getByRole('button', { name: 'Add New Account' }).click();
  const bank = page.getByRole('form', { name: 'Add New Account' });
  await bank.getByRole('button', { name: 'Add Account' }).click();
  await expect(bank.getByText('The bank name is required.')).toBeVisible();
  await expect(bank.getByText('Zip must be 5 digits.')).toBeVisible();
  await bank.getByLabel('Name on Account').fill('Ellis Holdings LLC');
  await bank.getByLabel('Bank Name').fill('First Austin Bank');
  await bank.getByLabel('Account Type').selectOption('Checking');
  await bank.getByLabel('Routing Number').fill('123456789');
  await bank.getByLabel('Account Number').fill('000123456789');
  await bank.getByLabel('Bank Instructions').fill('Wire to operating account');
  await bank.getByLabel('Street Address').fill('4810 Bull Creek Rd');
  await bank.getByLabel('City').fill('Austin');
  await bank.getByLabel('State').selectOption('TX');
  await bank.getByLabel('Zip').fill('78731');
  await bank.getByRole('button', { name: 'Add Account' }).click();
  await expect(bank.getByText(/ABA check digit does not match/)).toBeVisible();
  await bank.getByLabel('Routing Number').fill('021000021');
  await bank.getByRole('button', { name: 'Add Account' }).click();

  // Back in the draw request, the new account chosen, its number masked.
  const account = dialog.getByLabel('Bank Account');
  await expect(account).toBeVisible();
  await expect(account.locator('option:checked')).toContainText('6789');
  await expect(account.locator('option:checked')).not.toContainText('000123456789');
  await dialog.getByRole('checkbox', { name: 'I/We Agree' }).check();
  // A marker on the window tells a reload (none: the data is refreshed in place).
  await page.evaluate(() => Object.assign(window, { e2eNoReload: true }));
  await dialog.getByRole('button', { name: 'Submit Draw Request' }).click();

  // Confirmed where the borrower looks (focus moves to it), then the new draw pending (gear),
  // and no new-draw form while it is.
  const confirmation = page.getByRole('status').filter({
    hasText: 'Your draw request was submitted.',
  });
  await expect(confirmation).toBeVisible({ timeout: 15_000 });
  await expect(confirmation).toBeInViewport();
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => 'e2eNoReload' in window)).toBe(true);
  await expect(
    page.getByRole('list', { name: /^Draws/ }).getByRole('img', { name: 'Pending' }),
  ).toBeVisible({ timeout: 15_000 });
  await expect(draws).toHaveCount(count + 1);
  await expect(drawForm(page)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  // Back later: the page says why no new draw can be requested.
  await page.reload();
  await expect(
    page.getByText('A draw is pending. You can request a new draw once it is complete.'),
  ).toBeVisible();
  await expect(drawForm(page)).toHaveCount(0);
});

test('a funded multifamily deal says to contact the analyst', async ({ page }) => {
  await signInAndWait(page, accounts.borrower);
  const drawCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/deals/draws')) drawCalls.push(request.url());
  });
  await page.goto(`/dashboard/deal/${FUNDED_MULTIFAMILY}/construction`);
  await expect(
    page.getByText('Please contact your Construction Analyst to request a draw.'),
  ).toBeVisible();
  expect(drawCalls).toEqual([]);
});

test('a pre-funding bridge deal uploads a budget and the count rises', async ({ page }) => {
  await signInAndWait(page, accounts.borrower);
  // Reached from the deal page (the deal has no Construction Management tab).
  await page.goto(`/dashboard/deal/${PRE_FUNDING_BRIDGE}`);
  await page
    .getByRole('region', { name: 'Construction Budget' })
    .getByRole('link', { name: 'Upload your construction budget' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/deal/${PRE_FUNDING_BRIDGE}/construction$`));
  const region = page.getByRole('region', { name: 'Construction Budget' });
  await expect(
    region.getByRole('link', { name: /Download the Construction Budget Template/ }),
  ).toHaveAttribute('href', /Construction%20Budget%20Template\.xlsx$/);
  const status = region.getByRole('status').first();
  const before = Number(/(\d+) budgets? uploaded/.exec((await status.textContent()) ?? '')?.[1]);
  await region.locator('input[type=file]').setInputFiles({
    name: 'Budget.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Item,Cost Code,Budget\nFoundation,02-200,26000\n'),
  });
  await region.getByRole('button', { name: 'Upload Budget' }).click();
  await expect(region.getByText('Your file was successfully uploaded!')).toBeVisible();
  await expect(region.getByText(`${before + 1} budgets uploaded`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the employee viewing the borrower finds Request Draw disabled, and the server refuses', async ({
  page,
}) => {
  await viewAccountAsEmployee(page, accounts.borrower);
  await page.goto(`/dashboard/deal/${NO_DRAWS_YET}/construction`);
  await expect(drawForm(page).getByRole('button', { name: 'Request Draw' })).toBeDisabled();

  const token = await page.evaluate(() => localStorage.getItem('token'));
  const budget = await page.request.post('/lima/api/deals/budget', {
    data: { dealid: NO_DRAWS_YET },
    headers: { authorization: `Bearer ${token}` },
  });
  const item = (await budget.json()).budget.sublots[0].items[0];
  const start = nextWeekday(1);
  const response = await page.request.post('/lima/api/deals/draws/new', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      dealid: NO_DRAWS_YET,
      LockboxAccessCode: '1234',
      BeneficiaryId: 'any',
      lineItems: [{ budgetItem: item.id, costCode: item.code, amount: 1, balance: item.balance }],
      inspection_start_date: start,
      inspection_end_date: addDays(start, 2),
    },
  });
  expect(response.status()).toBe(403);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the construction page does not scroll sideways', async ({ page }) => {
    await signInAndWait(page, accounts.borrower);
    await page.goto(`/dashboard/deal/${NO_DRAWS_YET}/construction`);
    await expect(drawForm(page)).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
  });
});
