// Keyboard-only journeys — sign-in, the navigation (the mobile toggle included), a
// servicing form and a draw request — with Tab, Shift+Tab, Space and Enter only. (The session
// modal's keyboard journey is in session-guard.spec.ts, which runs a shell with short timers.)
import type { Locator, Page } from '@playwright/test';
import { DEMO_PASSWORD, accounts, expect, signInAndWait, test } from '../support/fixtures';

/** Presses Tab until `target` has focus; fails if it is not reached within `max` presses. */
async function tabTo(page: Page, target: Locator, max = 40) {
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

async function signInByKeyboard(page: Page, email: string) {
  await page.goto('/');
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(email);
  await tabTo(page, page.getByLabel('Password'));
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard/);
}

const nextWeekday = (weekday: number): string => {
  const date = new Date();
  do date.setDate(date.getDate() + 1);
  while (date.getDay() !== weekday);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

test('sign in, move through the navigation and file a payoff request by keyboard alone', async ({
  page,
}) => {
  await signInByKeyboard(page, accounts.borrower);
  const nav = page.getByRole('navigation', { name: 'Main' });
  // A loan group opens with the keyboard and its links are reachable.
  const funded = nav.getByRole('button', { name: 'Funded Loans' });
  await tabTo(page, funded);
  await page.keyboard.press('Enter');
  await expect(funded).toHaveAttribute('aria-expanded', 'true');
  await tabTo(page, nav.getByRole('link', { name: 'Servicing Requests' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/servicing-requests$/);

  await tabTo(page, page.getByRole('link', { name: 'Payoff Request' }));
  await page.keyboard.press('Enter');
  const form = page.getByRole('form', { name: 'Payoff request' });
  await tabTo(page, form.getByLabel('Loan Number'));
  await page.keyboard.type('LN-KEYS-1');
  await tabTo(page, form.getByLabel('Good Through Date'));
  const date = nextWeekday(3).split('-');
  await page.keyboard.type(`${date[1]}${date[2]}${date[0]}`);
  await tabTo(page, form.getByLabel('Property Address'));
  await page.keyboard.type('4810 Bull Creek Rd');
  await tabTo(page, form.getByRole('textbox', { name: 'Email', exact: true }));
  await page.keyboard.type(accounts.borrower);
  // A radio group is one Tab stop; the arrow keys choose within it.
  await tabTo(page, form.getByRole('radio', { name: 'Sell' }));
  await page.keyboard.press('ArrowRight');
  await expect(form.getByRole('radio', { name: 'Refinance' })).toBeChecked();
  await tabTo(page, form.getByLabel('If refinance, name of lender and agent contact'));
  await page.keyboard.type('Other Bank, Ana Ruiz');
  await tabTo(page, form.getByLabel('Updated Borrower Mailing Address'));
  await page.keyboard.type('1 Oak St, Austin TX');
  await tabTo(page, form.getByRole('button', { name: 'Submit' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Thank You' })).toBeFocused();
});

test.describe('on a narrow screen', () => {
  test.use({ viewport: { width: 800, height: 900 } });

  test('the menu toggle opens the navigation by keyboard and a link is followed', async ({
    page,
  }) => {
    await signInByKeyboard(page, accounts.borrower);
    const toggle = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeHidden();
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await tabTo(page, nav.getByRole('link', { name: 'FAQ' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard\/faq$/);
    await expect(nav).toBeHidden();
  });
});

test('the draw dialog starts on its first field and gives focus back to Request Draw', async ({
  page,
}) => {
  await signInAndWait(page, accounts.borrower2);
  await page.goto('/dashboard/deal/D2008/construction');
  const form = page.getByRole('form', { name: 'New Draw Request' });
  await form
    .getByRole('textbox', { name: /^Amount for / })
    .first()
    .fill('500');
  const requestDraw = form.getByRole('button', { name: 'Request Draw' });
  await requestDraw.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Request Draw' });
  await expect(dialog.getByLabel('Inspection Start Date')).toBeFocused();
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(requestDraw).toBeFocused();
});

test('a draw request by keyboard alone', async ({ page }) => {
  // borrower2's Granite Flip: every draw complete, budget left, one bank account on file.
  await signInByKeyboard(page, accounts.borrower2);
  await page.goto('/dashboard/deal/D2008/construction');
  const form = page.getByRole('form', { name: 'New Draw Request' });
  const amount = form.getByRole('textbox', { name: /^Amount for / }).first();
  await tabTo(page, amount, 80);
  await page.keyboard.type('500');
  await tabTo(page, form.getByRole('button', { name: 'Request Draw' }), 80);
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Request Draw' });
  await expect(dialog).toBeVisible();
  // Focus is inside the dialog and stays there.
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await tabTo(page, dialog.getByLabel('Inspection Start Date'));
  const start = nextWeekday(2).split('-');
  await page.keyboard.type(`${start[1]}${start[2]}${start[0]}`);
  await tabTo(page, dialog.getByLabel('Lockbox Access Code'));
  await page.keyboard.type('4821');
  const account = dialog.getByLabel('Bank Account');
  await tabTo(page, account);
  await page.keyboard.press('ArrowDown');
  await expect(account).not.toHaveValue('');
  await tabTo(page, dialog.getByRole('checkbox', { name: 'I/We Agree' }));
  await page.keyboard.press('Space');
  await tabTo(page, dialog.getByRole('button', { name: 'Submit Draw Request' }));
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('list', { name: /^Draws/ }).getByRole('img', { name: 'Pending' }),
  ).toBeVisible({ timeout: 15_000 });
});
