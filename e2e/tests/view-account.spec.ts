import {
  accounts,
  expect,
  expectNoSeriousA11yViolations,
  signInAndWait,
  test,
} from '../support/fixtures';

test('an employee views a borrower’s account and returns to their own', async ({ page }) => {
  await signInAndWait(page, accounts.employee);
  const search = page.getByRole('search', { name: 'View Account' });
  await expect(search).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await search.getByRole('textbox', { name: 'View Account' }).fill(accounts.borrower);
  await search.getByRole('button', { name: 'View' }).click();

  // The borrower's dashboard, nav and name, with the banner naming whose account it is.
  const banner = page.getByRole('region', { name: 'Viewing another account' });
  await expect(banner).toContainText(accounts.borrower);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Jordan');
  const inProcess = page.getByRole('table', { name: /loans in process/i });
  await expect(inProcess.getByRole('rowheader', { name: 'Maple Duplex' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Funded Loans' }).click();
  await expect(nav.getByText('Birch Renovation').first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('employeeToken'))).not.toBeNull();
  await expectNoSeriousA11yViolations(page);

  await banner.getByRole('button', { name: 'Return to my account' }).click();
  await expect(banner).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Welcome/);
  await expect(nav.getByRole('link', { name: 'Broker Dashboard' })).toBeVisible();
  await expect(inProcess.getByRole('rowheader', { name: 'Maple Duplex' })).toHaveCount(0);
});

test('an unknown email is reported in an alert and nothing changes', async ({
  page,
  expectedConsoleErrors,
}) => {
  expectedConsoleErrors.push(/status of 404/);
  await signInAndWait(page, accounts.employee);
  const search = page.getByRole('search', { name: 'View Account' });
  // Dismissed the moment it opens: a dismiss sent later can hang headless Chromium while the
  // dashboard behind the alert is still rendering.
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.dismiss();
  });
  await search.getByRole('textbox', { name: 'View Account' }).fill('nobody@demo.test');
  await search.getByRole('button', { name: 'View' }).click();
  await expect.poll(() => messages).toEqual([expect.stringMatching(/account/i)]);
  await expect(page.getByRole('region', { name: 'Viewing another account' })).toHaveCount(0);
});

test('other users see no View Account bar', async ({ page }) => {
  await signInAndWait(page, accounts.broker);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('search', { name: 'View Account' })).toHaveCount(0);
});
