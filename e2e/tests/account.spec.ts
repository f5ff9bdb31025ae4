import {
  accounts,
  expect,
  expectNoSeriousA11yViolations,
  signInAndWait,
  test,
} from '../support/fixtures';
import { firstLoadEvents, sentBeforeRoutesChunk } from '../support/first-load';

test('profile: edits are validated, saved with SAVED! and kept after a reload', async ({
  page,
}) => {
  await signInAndWait(page, accounts.borrower2);
  const city = page.getByLabel('City');
  // Opened by its address: the shell asks for the profile beside the remote's code, once.
  const events = await firstLoadEvents(page, 'mfe_account', async () => {
    await page.goto('/dashboard/profile');
    await expect(page.getByRole('heading', { level: 1, name: /profile/i })).toBeVisible();
    await expect(city).not.toHaveValue('');
  });
  expect(events.filter((event) => event === 'fetchaccountprofile')).toHaveLength(1);
  expect(sentBeforeRoutesChunk(events)).toContain('fetchaccountprofile');
  await expectNoSeriousA11yViolations(page);

  // Phone shows 3-3-4 while typing; zip takes digits only, five at most.
  const phone = page.getByLabel('Phone');
  await phone.fill('');
  await phone.pressSequentially('4045550199');
  await expect(phone).toHaveValue('404-555-0199');
  const zip = page.getByLabel('Zip');
  await zip.fill('');
  await zip.pressSequentially('30a3099');
  await expect(zip).toHaveValue('30309');

  await city.fill('Decatur');
  await page.getByRole('button', { name: /save/i }).click();
  await expect(page.getByText('SAVED!')).toBeVisible();
  await expect(page.getByText('SAVED!')).toBeHidden({ timeout: 4_000 });

  await page.reload();
  await expect(page.getByLabel('City')).toHaveValue('Decatur');
  await expect(page.getByLabel('Phone')).toHaveValue('404-555-0199');
  await expect(page.getByLabel('Zip')).toHaveValue('30309');
});

test('FAQ covers the topics with the figures of the spec', async ({ page }) => {
  await signInAndWait(page, accounts.broker);
  await page.goto('/dashboard/faq');
  await expect(page).toHaveTitle('Lender Portal | FAQ');
  const main = page.getByRole('main');
  for (const topic of [
    /payment/i,
    /escrow/i,
    /cross-collateral/i,
    /extension/i,
    /chang/i,
    /draw/i,
  ]) {
    await expect(main.getByText(topic).first()).toBeVisible();
  }
  const text = await main.textContent();
  for (const figure of [
    '5%',
    '10 days',
    '0.5%',
    '1.0%',
    '3-month',
    '30 days',
    '3 business days',
    '$20',
  ]) {
    expect(text).toContain(figure);
  }
  await expectNoSeriousA11yViolations(page);
});
