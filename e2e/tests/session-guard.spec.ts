import type { ChildProcess } from 'node:child_process';
import {
  accounts,
  expect,
  expectNoSeriousA11yViolations,
  signInAndWait,
  test,
} from '../support/fixtures';
import {
  remoteOverrides,
  serveStatic,
  shellServerArgs,
  spareSlots,
  stop,
} from '../support/servers';

// A shell whose config.json sets short session timers (seconds instead of minutes).
const [SHELL_PORT] = spareSlots('session-guard');
const SHELL = `http://localhost:${SHELL_PORT}`;
const timers = {
  idleTimeoutMinutes: 3 / 60,
  modalTimerMinutes: 5 / 60,
  actionIntervalMinutes: 2 / 60,
};

let shell: ChildProcess | undefined;

test.beforeAll(async () => {
  shell = await serveStatic(shellServerArgs(SHELL_PORT), `${SHELL}/config.json`, {
    ...remoteOverrides({}),
    PORTAL_CONFIG: JSON.stringify({ session: timers }),
  });
});

test.afterAll(async () => stop(shell));

test('the session modal renews the token, and inactivity logs out', async ({ page }) => {
  await signInAndWait(page, accounts.borrower, SHELL);
  const tokenAtSignIn = await page.evaluate(() => localStorage.getItem('token'));

  const dialog = page.getByRole('dialog', { name: 'Session Expiring' });
  await expect(dialog).toBeVisible({ timeout: 10_000 });
  await expect(dialog).toContainText(
    'Your session is about expire due to inactivity. To keep working, select Continue Session.',
  );
  await expect(dialog).toContainText(
    /If no action is taken you will automatically be logged out in 0:0\d\./,
  );
  expect(await page.evaluate(() => localStorage.getItem('idleTimeoutStart'))).not.toBeNull();
  await expectNoSeriousA11yViolations(page);

  // By keyboard: the modal takes focus, Tab stays inside it, Enter continues.
  const continueButton = dialog.getByRole('button', { name: 'Continue Session' });
  await expect(continueButton).toBeFocused();
  await page.keyboard.press('Tab');
  // Its only control: focus wraps back to it instead of leaving the dialog.
  await expect(continueButton).toBeFocused();
  const renewal = page.waitForResponse((answer) => answer.url().endsWith('/users/renewtoken'));
  await page.keyboard.press('Enter');
  const renewedAnswer = await renewal;
  expect(renewedAnswer.status()).toBe(200);
  await expect(dialog).toBeHidden();
  // The portal keeps the token the server renewed (within one second of sign-in it may equal the
  // first one: tokens carry a timestamp in seconds).
  const { token: renewed } = (await renewedAnswer.json()) as { token: string };
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(renewed);
  expect(tokenAtSignIn).not.toBeNull();

  // No action again: the modal returns and, when its countdown ends, the user is signed out.
  await expect(dialog).toBeVisible({ timeout: 10_000 });
  await expect(page).toHaveURL(`${SHELL}/`, { timeout: 15_000 });
  await expect(
    page.getByText('You were signed out after a period of inactivity. Please sign in again.'),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
