// Drafts are cleared at sign-out whichever remotes are loaded. A borrower half-fills a
// servicing form and a draw request (each kept across a reload), reloads on the dashboard — where
// neither form's remote is loaded — and signs out: signed in again, both forms are empty.
import type { Page } from '@playwright/test';
import { accounts, expect, signInAndWait, test } from '../support/fixtures';

const NEW_DRAW_ALLOWED = 'D1005'; // New Construction in process with a budget and no draws yet

const extensionForm = (page: Page) => page.getByRole('form', { name: 'Extension request' });
const drawForm = (page: Page) => page.getByRole('form', { name: 'New Draw Request' });
const firstAmount = (page: Page) =>
  drawForm(page)
    .getByRole('textbox', { name: /^Amount for / })
    .first();
const draftKeys = (page: Page) =>
  page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('lender:draft:')));

test('a draft typed before a reload on the dashboard is gone after sign-out and sign-in', async ({
  page,
}) => {
  // Eleven page loads across three remotes.
  test.slow();
  await signInAndWait(page, accounts.borrower);
  await page.goto('/dashboard/servicing-requests/extension');
  await extensionForm(page)
    .getByLabel(/Loan Number/)
    .fill('LN-DRAFT-19');
  await extensionForm(page)
    .getByLabel(/Borrower Name/)
    .fill('Jordan Ellis');
  await page.goto(`/dashboard/deal/${NEW_DRAW_ALLOWED}/construction`);
  await firstAmount(page).fill('1,234.50');

  // The drafts outlive a reload...
  await page.reload();
  await expect(firstAmount(page)).toHaveValue('1,234.50');
  await expect(page.getByText('Your unfinished draw request was restored.')).toBeVisible();
  await page.goto('/dashboard');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Loans In Process' })).toBeVisible();
  expect(await draftKeys(page)).toHaveLength(2);

  // ...but not the session, though neither form's remote is on this page.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Logout' })
    .click();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  expect(await draftKeys(page)).toEqual([]);

  await signInAndWait(page, accounts.borrower);
  await page.goto('/dashboard/servicing-requests/extension');
  await expect(extensionForm(page).getByLabel(/Loan Number/)).toHaveValue('');
  await expect(extensionForm(page).getByLabel(/Borrower Name/)).toHaveValue('');
  await page.goto(`/dashboard/deal/${NEW_DRAW_ALLOWED}/construction`);
  await expect(firstAmount(page)).toHaveValue('');
  await expect(page.getByText('Your unfinished draw request was restored.')).toHaveCount(0);
});
