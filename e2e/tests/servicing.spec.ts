// The servicing menu and the payoff request against the real API and database — the ACH
// form download, every payoff message, the currency and date rules, the $20 fee on a second
// request, the borrower's list (and not borrower2's), the public payoff as a visitor (a broker
// signed in at the browser too), the answers kept across a reload, the failure text with the API
// down, the employee refused, a 390 px phone.
import type { Page } from '@playwright/test';
import {
  accounts,
  DEMO_PASSWORD,
  expect,
  expectNoSeriousA11yViolations,
  signInAndWait,
  test,
  viewAccountAsEmployee,
} from '../support/fixtures';

const FAILURE = 'An error ocurred during submission. Please try again later.';
const RECEIVED = 'Your payoff request has been received. Payoff statements take 3 business days.';
const FEE = 'this request carries a $20 fee.';

const today = (): string => {
  const date = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};
/** Loans of borrower@ no other test files a payoff for: the 30-day fee window starts empty. */
const OWN_LOANS = ['LN-1009', 'LN-1013'];
/** A loan number no earlier run has used: the 30-day fee window starts empty. */
// Unique per run, with digits as every loan number has (base 36 of the time can be letters only).
const freshLoanNumber = () => `LN-E2E-${Date.now()}`;

const payoffForm = (page: Page) => page.getByRole('form', { name: 'Payoff request' });

async function fillPayoff(page: Page, loanNumber: string) {
  const form = payoffForm(page);
  await form.getByLabel('Loan Number').fill(loanNumber);
  await form.getByLabel('Good Through Date').fill(today());
  await form.getByLabel('Property Address').fill('4810 Bull Creek Rd, Austin TX');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(accounts.borrower);
  await form.getByRole('radio', { name: 'Sell' }).check();
  const price = form.getByLabel('If sale, what is the estimated sales price?');
  await price.fill('450000');
  await price.blur();
  await expect(price).toHaveValue('$450,000.00');
  await form.getByLabel('Updated Borrower Mailing Address').fill('1 Oak St, Austin TX 78701');
}

test('a borrower files payoff requests from the servicing menu and sees them listed, with the fee on the second', async ({
  page,
}, testInfo) => {
  // A long journey: two submissions, the list, two accessibility checks, two sign-ins.
  test.slow();
  await signInAndWait(page, accounts.borrower);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Servicing Requests' })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/servicing-requests$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Servicing Requests' })).toBeVisible();
  const forms = page.getByRole('navigation', { name: 'Servicing request forms' });
  for (const name of ['Extension Request', 'Payoff Request', 'Capex Reimbursement', 'Loss Draft'])
    await expect(forms.getByRole('link', { name })).toBeVisible();

  // The ACH form is a real PDF served with the portal.
  const ach = page.getByRole('link', { name: /ACH Recurring Payment Authorization Form/ });
  const pdf = await page.request.get((await ach.getAttribute('href')) ?? '');
  expect(pdf.status()).toBe(200);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await expectNoSeriousA11yViolations(page);

  await forms.getByRole('link', { name: 'Payoff Request' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payoff Request' })).toBeVisible();
  const form = payoffForm(page);
  // The signed-in borrower's own address is filled in; emptied, it gets the spec's message.
  const email = form.getByRole('textbox', { name: 'Email', exact: true });
  await expect(email).toHaveValue(accounts.borrower);
  await email.fill('');
  await form.getByRole('button', { name: 'Submit' }).click();
  for (const message of [
    'Loan number is required.',
    'Property address is required.',
    'Good through date is required.',
    'Enter a valid email address.',
    'Select Sell or Refinance.',
    'Updated borrower mailing address is required.',
  ])
    await expect(form.getByText(message)).toBeVisible();
  await expect(form.getByLabel('Loan Number')).toBeFocused();
  await form.getByRole('radio', { name: 'Refinance' }).check();
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('Name of lender and agent contact is required.')).toBeVisible();
  await form.getByRole('radio', { name: 'Sell' }).check();
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('Estimated sales price is required.')).toBeVisible();
  // The good-through date is at most 30 days out: a later one becomes the latest allowed.
  const date = form.getByLabel('Good Through Date');
  const max = (await date.getAttribute('max')) ?? '';
  await date.fill('2099-12-31');
  await expect(date).toHaveValue(max);
  await expectNoSeriousA11yViolations(page);

  // The fee notice is the loan's own borrower's: one of borrower@'s loans, another on a retry
  // (the stack's database keeps the first attempt's requests).
  const loanNumber = OWN_LOANS[testInfo.retry] ?? 'LN-1014';
  await fillPayoff(page, loanNumber);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Thank You' })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: RECEIVED })).toBeVisible();
  await expect(page.getByText(FEE)).toHaveCount(0);

  // A second request for the same loan within 30 days carries the fee, and says so.
  await page.goto('/dashboard/servicing-requests/payoff');
  await fillPayoff(page, loanNumber);
  await payoffForm(page).getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(FEE)).toBeVisible();

  await page.getByRole('link', { name: 'Back to Servicing Requests' }).click();
  const requests = page.getByRole('table', { name: 'Servicing requests you filed' });
  const rows = requests.getByRole('row').filter({ hasText: loanNumber });
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('Received · $20 fee');

  // Another borrower never sees them.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Logout' })
    .click();
  await signInAndWait(page, accounts.borrower2);
  await page.goto('/dashboard/servicing-requests');
  await expect(page.getByRole('table', { name: 'Servicing requests you filed' })).toBeVisible();
  await expect(page.getByText(loanNumber)).toHaveCount(0);
});

test('an unfinished payoff keeps its answers across a reload', async ({ page }) => {
  await signInAndWait(page, accounts.borrower);
  await page.goto('/dashboard/servicing-requests/payoff');
  await payoffForm(page).getByLabel('Loan Number').fill('LN-KEPT-1');
  await payoffForm(page).getByRole('radio', { name: 'Refinance' }).check();
  await page.reload();
  await expect(payoffForm(page).getByLabel('Loan Number')).toHaveValue('LN-KEPT-1');
  await expect(payoffForm(page).getByRole('radio', { name: 'Refinance' })).toBeChecked();
});

test('a session revoked mid-form says why and returns its user to the filled form', async ({
  page,
  expectedConsoleErrors,
}) => {
  expectedConsoleErrors.push(/status of 401/); // the refused submit, logged by the browser
  await signInAndWait(page, accounts.borrower);
  await page.goto('/dashboard/servicing-requests/payoff');
  const loanNumber = freshLoanNumber();
  await fillPayoff(page, loanNumber);
  // Signed out elsewhere (another device, a password change): the server revokes the session.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const revoked = await page.request.post('/lima/api/users/logout', {
    headers: { Authorization: `Bearer ${token ?? ''}` },
  });
  expect(revoked.ok()).toBe(true);

  await payoffForm(page).getByRole('button', { name: 'Submit' }).click();
  await expect(
    page.getByText('Your session has ended. Please sign in again to continue where you left off.'),
  ).toBeVisible();
  await expect(
    page.getByText('Directing to /dashboard/servicing-requests/payoff after login.'),
  ).toBeVisible();
  await page.getByLabel('Email').fill(accounts.borrower);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();

  await expect(page).toHaveURL(/\/dashboard\/servicing-requests\/payoff$/);
  const form = payoffForm(page);
  await expect(form.getByLabel('Loan Number')).toHaveValue(loanNumber);
  await expect(form.getByLabel('If sale, what is the estimated sales price?')).toHaveValue(
    '$450,000.00',
  );
  await expect(form.getByRole('radio', { name: 'Sell' })).toBeChecked();
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(RECEIVED)).toBeVisible();
});

test('a visitor files the public payoff request without signing in', async ({ page }) => {
  await page.goto('/applications/payoff-request');
  await expect(page.getByRole('heading', { level: 1, name: 'Payoff Request' })).toBeVisible();
  await expect(page.getByRole('link', { name: '← Servicing Requests' })).toHaveCount(0);
  const sent = page.waitForRequest('**/lima/api/payoff-request');
  await fillPayoff(page, freshLoanNumber());
  await payoffForm(page).getByRole('button', { name: 'Submit' }).click();
  const request = await sent;
  expect(request.headers().authorization).toBeUndefined();
  expect(request.postDataJSON()).toMatchObject({ external: true });
  await expect(page.getByRole('status').filter({ hasText: RECEIVED })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in to the portal' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a broker signed in at the browser files the public payoff as a visitor, address on two lines', async ({
  page,
}) => {
  await signInAndWait(page, accounts.broker);
  await page.goto('/applications/payoff-request');
  const sent = page.waitForRequest('**/lima/api/payoff-request');
  await fillPayoff(page, freshLoanNumber());
  await payoffForm(page)
    .getByLabel('Updated Borrower Mailing Address')
    .fill('1 Oak St\nAustin TX 78701');
  await payoffForm(page).getByRole('button', { name: 'Submit' }).click();
  const request = await sent;
  expect(request.headers().authorization).toBeUndefined();
  expect(request.postDataJSON()).toMatchObject({
    external: true,
    updated_borrower_mailing_address: '1 Oak St\nAustin TX 78701',
  });
  await expect(page.getByRole('status').filter({ hasText: RECEIVED })).toBeVisible();
});

test('with the API down the payoff shows the failure text and keeps the answers', async ({
  page,
  expectedConsoleErrors,
}) => {
  expectedConsoleErrors.push(/Failed to load resource|net::ERR_FAILED/);
  await page.goto('/applications/payoff-request');
  await fillPayoff(page, 'LN-DOWN-1');
  await page.route('**/lima/api/payoff-request', (route) => route.abort('connectionrefused'));
  await payoffForm(page).getByRole('button', { name: 'Submit' }).click();
  await expect(payoffForm(page).getByRole('alert')).toHaveText(FAILURE);
  await expect(payoffForm(page).getByLabel('Loan Number')).toHaveValue('LN-DOWN-1');
});

test('the employee viewing the borrower finds the payoff submit disabled, and the server refuses', async ({
  page,
}) => {
  await viewAccountAsEmployee(page, accounts.borrower);
  await page.goto('/dashboard/servicing-requests/payoff');
  await expect(payoffForm(page).getByRole('button', { name: 'Submit' })).toBeDisabled();
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await page.request.post('/lima/api/payoff-request', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      loan_number: 'LN-1004',
      property_address: '4810 Bull Creek Rd',
      good_through_date: today(),
      email: accounts.borrower,
      optional_email: '',
      sale_or_refinance: 'Refinance',
      if_sale_then_what_is_the_estimated_sales_price: '',
      if_refinance_name_of_lender_and_agent_contact: 'Other Bank',
      updated_borrower_mailing_address: '1 Oak St',
      external: false,
    },
  });
  expect(response.status()).toBe(403);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu and the payoff form fit without sideways scrolling', async ({ page }) => {
    await signInAndWait(page, accounts.borrower);
    for (const path of ['/dashboard/servicing-requests', '/dashboard/servicing-requests/payoff']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(
        await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0),
      ).toBeLessThanOrEqual(390);
    }
    await expectNoSeriousA11yViolations(page);
  });
});
