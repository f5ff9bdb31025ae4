// Accounts and passwords (mfe-auth): create account, account setup, password assistance, set and
// change password, the thank-you pages. The first part needs only the pages; the journeys read
// the links the API sends from its development mailbox (GET /lima/api/dev/mail, newest first).
import type { Locator, Page } from '@playwright/test';
import {
  DEMO_PASSWORD,
  accounts,
  expect,
  expectNoSeriousA11yViolations,
  signIn,
  test,
} from '../support/fixtures';

const PHONE = { width: 390, height: 844 };
const NEW_PASSWORD_RULE =
  'Password must have 1 lowercase letter, 1 uppercase letter, 1 number, and be at least 8 characters long.';

const base64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

/** A link token as the pages read it (they decode its audience; only the server verifies it). */
const unsignedLinkToken = (email: string, use: 'setup' | 'reset') =>
  [
    base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' })),
    base64url(JSON.stringify({ aud: email, use, exp: Math.floor(Date.now() / 1000) + 3600 })),
    base64url('not-signed'),
  ].join('.');

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'sideways scroll').toBeLessThanOrEqual(0);
}

/** Buttons, fields and the given links are targets of at least 24 × 24 px. */
async function expectTargetsOfAtLeast24px(page: Page, links: Locator[] = []) {
  const main = page.getByRole('main');
  for (const target of [
    ...(await main.getByRole('button').all()),
    ...(await main.getByRole('textbox').all()),
    ...links,
  ]) {
    const box = await target.boundingBox();
    expect(box, 'a visible target').not.toBeNull();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(24);
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(24);
  }
}

/** Each page at phone width: no sideways scroll. */
async function expectFitsAPhone(page: Page) {
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);
}

test.describe('accounts and passwords: the pages', () => {
  test('sign-in links to password assistance and to account creation', async ({ page }) => {
    await page.goto('/');
    const forgot = page.getByRole('link', { name: 'Forgot your password?' });
    const create = page.getByRole('link', { name: 'Create an account' });
    await expectTargetsOfAtLeast24px(page, [forgot, create]);
    await forgot.click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Password Assistance' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Lender Portal | Password Assistance');
    await page.goBack();
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/\/create-account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
    await expect(page).toHaveTitle('Lender Portal | Create Account');
  });

  test('create account: a valid email is required, and the field takes the keyboard', async ({
    page,
  }) => {
    await page.goto('/create-account');
    await page.getByRole('button', { name: 'Create Account' }).click();
    const email = page.getByLabel('Email', { exact: true });
    await expect(page.getByText('A valid email is required.')).toBeVisible();
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await email.fill('not-an-email');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('A valid email is required.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expectTargetsOfAtLeast24px(page, [page.getByRole('link', { name: 'Back to sign in' })]);
    await expectFitsAPhone(page);
  });

  test("password assistance: 'Email is required', and the field takes the keyboard", async ({
    page,
  }) => {
    await page.goto('/forgot-password');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await expectTargetsOfAtLeast24px(page);
    await expectFitsAPhone(page);
  });

  test('account setup: the thank-you, then the password form sliding up with the keyboard', async ({
    page,
  }) => {
    await page.goto(`/account-setup/${unsignedLinkToken('someone@demo.test', 'setup')}`);
    await expect(page).toHaveTitle('Lender Portal | Account Setup');
    await expect(page.getByRole('heading', { level: 1, name: 'Thank You!' })).toBeVisible();
    await expect(page.getByText(/A sales representative will be in touch/)).toBeVisible();
    await expect(page.getByText(/someone@demo\.test/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Start Application' }).click();
    const form = page.getByRole('region', { name: 'Set Up Your Password' });
    await expect(form).toBeVisible();
    expect(await form.evaluate((element) => getComputedStyle(element).animationName)).not.toBe(
      'none',
    );
    const password = page.getByLabel('New Password');
    await expect(password).toBeFocused();

    const checklist = page.getByRole('list', { name: 'Your password needs' });
    // Each criterion says in words whether it is met (the mark before it is hidden from readers).
    await expect(checklist.getByRole('listitem')).toHaveText([
      /One lowercase letter \(not met\)$/,
      /One uppercase letter \(not met\)$/,
      /One number \(not met\)$/,
      /At least 8 characters \(not met\)$/,
    ]);
    await password.fill('abC1');
    await expect(password).toHaveAccessibleDescription(
      'One lowercase letter (met) One uppercase letter (met) One number (met) At least 8 characters (not met)',
    );

    await page.getByRole('button', { name: 'Create Password' }).click();
    await expect(page.getByText(NEW_PASSWORD_RULE)).toBeVisible();
    await expect(page.getByText('Confirm password is required')).toBeVisible();
    await expect(password).toBeFocused();

    await password.fill('Strong-pass-2027');
    await page.getByLabel('Confirm Password').fill('Strong-pass-2028');
    await page.getByRole('button', { name: 'Create Password' }).click();
    await expect(page.getByText('Confirm password does not match password')).toBeVisible();
    await expect(page.getByLabel('Confirm Password')).toBeFocused();

    await expectNoSeriousA11yViolations(page);
    await expectTargetsOfAtLeast24px(page);
    await expectFitsAPhone(page);
  });

  test('account setup: the form appears without sliding when less motion is asked for', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`/broker/account-setup/${unsignedLinkToken('someone@demo.test', 'setup')}`);
    await page.getByRole('button', { name: 'Start Application' }).click();
    const form = page.getByRole('region', { name: 'Set Up Your Password' });
    await expect(form).toBeVisible();
    expect(await form.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
    await expect(page.getByLabel('New Password')).toBeFocused();
  });

  test('account setup: a refused link may have expired, with the way to a new one', async ({
    page,
    expectedConsoleErrors,
  }) => {
    // The browser itself logs the refused call.
    expectedConsoleErrors.push(/status of 40[0-9]/);
    await page.goto(`/account-setup/${unsignedLinkToken('someone@demo.test', 'setup')}`);
    await page.getByRole('button', { name: 'Start Application' }).click();
    await page.getByLabel('New Password').fill('Strong-pass-2027');
    await page.getByLabel('Confirm Password').fill('Strong-pass-2027');
    await page.getByRole('button', { name: 'Create Password' }).click();
    await expect(page.getByText('We could not set up your account.')).toBeVisible();
    await expect(page.getByText(/This link may have expired or already been used/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Password Assistance' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  test("set and change password: 'Passwords do not match.'", async ({ page }) => {
    for (const [path, title, button] of [
      [
        `/set-password/${unsignedLinkToken('someone@demo.test', 'setup')}`,
        'Set Your Portal Password',
        'Set Password',
      ],
      [
        `/signup-setpassword?token=${unsignedLinkToken('someone@demo.test', 'setup')}`,
        'Set Your Portal Password',
        'Set Password',
      ],
      [
        `/change-password/${unsignedLinkToken('someone@demo.test', 'reset')}`,
        'Change Password',
        'Change Password',
      ],
    ] as const) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveTitle(`Lender Portal | ${title}`);
      await expect(page.getByLabel('Email', { exact: true })).toHaveValue('someone@demo.test');
      await page.getByRole('button', { name: button }).click();
      await expect(page.getByText('Password is required', { exact: true })).toBeVisible();
      await expect(page.getByText('Confirm password is required', { exact: true })).toBeVisible();
      await expect(page.getByText('Passwords do not match.')).toHaveCount(0);
      await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
      await page.getByLabel('Password', { exact: true }).fill('Strong-pass-2027');
      await page.getByLabel('Confirm Password').fill('Strong-pass-2028');
      await page.getByRole('button', { name: button }).click();
      await expect(page.getByText('Passwords do not match.')).toBeVisible();
      await expect(page.getByLabel('Confirm Password')).toBeFocused();
      await expectNoSeriousA11yViolations(page);
      await expectTargetsOfAtLeast24px(page);
      await expectFitsAPhone(page);
    }
  });

  test('a link whose token cannot be read says it is not valid', async ({ page }) => {
    for (const path of [
      '/account-setup/not-a-token',
      '/broker/account-setup/not-a-token',
      '/set-password/not-a-token',
      '/signup-setpassword',
      '/change-password/not-a-token',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('alert')).toContainText('This link is not valid.');
      await expect(page.getByRole('link', { name: 'Password Assistance' })).toHaveAttribute(
        'href',
        '/forgot-password',
      );
      await expect(page.getByRole('textbox')).toHaveCount(0);
    }
  });

  test('the thank-you pages', async ({ page }) => {
    for (const [path, title, text] of [
      ['/signup-thankyou', 'Thank You', 'Your account has been created.'],
      [
        '/signup/jo%40broker.test',
        'Sign Up',
        'A broker will follow up with jo@broker.test shortly.',
      ],
      ['/applications/thank-you', 'Thank You', 'Thank you for your application.'],
      ['/thank-you/form', 'Thank You', 'Your form has been submitted.'],
      [
        '/thank-you/payoff-request',
        'Thank You',
        'We have received your payoff request submission.',
      ],
    ] as const) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Thank You' })).toBeVisible();
      await expect(page).toHaveTitle(`Lender Portal | ${title}`);
      await expect(page.getByText(text)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await expectFitsAPhone(page);
    }
    await page.goto('/signup-thankyou');
    await page.getByRole('link', { name: 'Log in to the portal' }).click();
    await expect(page.getByRole('heading', { name: 'Customer Sign In' })).toBeVisible();
  });
});

// ---- with the API's answers and its mailbox ---------------------------------------------------

interface MailMessage {
  to: string | string[];
  links: string[];
}

/** The path (and query) of the newest link mailed to `email` whose path matches `pattern`. */
async function newestLinkTo(page: Page, email: string, pattern: RegExp): Promise<string> {
  const found = { link: '' };
  await expect
    .poll(
      async () => {
        const response = await page.request.get('/lima/api/dev/mail');
        if (!response.ok()) return `mailbox answered ${response.status()}`;
        const { messages } = (await response.json()) as { messages: MailMessage[] };
        for (const message of messages) {
          if (![message.to].flat().some((to) => to.toLowerCase() === email)) continue;
          for (const link of message.links) {
            const url = new URL(link, page.url());
            if (pattern.test(url.pathname)) {
              found.link = `${url.pathname}${url.search}`;
              return 'found';
            }
          }
        }
        return `no link to ${email} yet`;
      },
      { timeout: 10_000 },
    )
    .toBe('found');
  return found.link;
}

async function setUpPassword(page: Page, link: string, password: string) {
  await page.goto(link);
  await page.getByRole('button', { name: 'Start Application' }).click();
  await page.getByLabel('New Password').fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Create Password' }).click();
  await expect(page).toHaveURL(/\/signup-thankyou$/);
  await expect(page.getByText('Your account has been created.')).toBeVisible();
}

test.describe('accounts and passwords: with the API', () => {
  test('create account answers: an existing account, and no record for the email', async ({
    page,
  }) => {
    await page.goto('/create-account');
    await page.getByLabel('Email', { exact: true }).fill(accounts.borrower);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'We found you already have an account. Please sign in with your email and password, or reset your password if you have forgotten it.',
    );

    await page.getByLabel('Email', { exact: true }).fill('nobody@demo.test');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Unfortunately we could not find an existing account for your email. To apply for a loan, use customer sign-up or broker sign-up.',
    );
    await expect(page.getByRole('link', { name: 'customer sign-up' })).toHaveAttribute(
      'href',
      '/signup',
    );
    await expect(page.getByRole('link', { name: 'broker sign-up' })).toHaveAttribute(
      'href',
      '/broker/signup',
    );
    await expectNoSeriousA11yViolations(page);
  });

  test('/create-account/{email} sends the request at once', async ({ page }) => {
    await page.goto('/create-account/nobody%40demo.test');
    await expect(page).toHaveURL(/\/create-account$/);
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('nobody@demo.test');
    await expect(page.getByRole('alert')).toContainText(
      'Unfortunately we could not find an existing account for your email.',
    );
  });

  test('password assistance for an email without an account', async ({ page }) => {
    await page.goto('/forgot-password');
    await page.getByLabel('Email', { exact: true }).fill('nobody@demo.test');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'We could not find an account for that email. Please check the address, or create an account.',
    );
  });

  test('journey: create account → mailbox → account setup → sign in', async ({ page }) => {
    const email = 'newborrower@demo.test';
    const password = 'Newborrower-2027';
    await page.goto('/');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeFocused();
    await expect(
      page.getByText(`We have sent a link to set up your portal account to ${email}.`, {
        exact: false,
      }),
    ).toBeVisible();

    await setUpPassword(page, await newestLinkTo(page, email, /^\/account-setup\//), password);
    await page.getByRole('link', { name: 'Log in to the portal' }).click();
    await signIn(page, email, password);
    await expect(page).toHaveURL(/\/dashboard/);
  });

  test('journey: password assistance for an account not set up → mailbox → broker account setup → sign in', async ({
    page,
  }) => {
    const email = 'newbroker@demo.test';
    const password = 'Newbroker-2027';
    await page.goto('/forgot-password');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(page.getByText(/has not been set up yet/)).toBeVisible();
    await expect(page.getByText(/we have sent you a link to set it up/)).toBeVisible();
    // Asked again at once: no second mail goes out, and the page does not claim one did.
    await page.goto('/forgot-password');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText(/We sent you a link to set it up a few minutes ago/)).toBeVisible();

    await setUpPassword(page, await newestLinkTo(page, email, /account-setup\//), password);
    await signIn(page, email, password);
    await expect(page).toHaveURL(/\/dashboard/);
  });

  test('journey: password assistance → mailbox → change password → sign in with it; the link works once', async ({
    page,
    expectedConsoleErrors,
  }) => {
    // The second use of the link is refused with a 401, which the browser logs.
    expectedConsoleErrors.push(/status of 401/);
    // An account no other suite signs in with: its password changes here.
    const email = accounts.wholesale;
    const password = 'Changed-pass-2027';
    await page.goto('/');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(page.getByText(/Please check your inbox, and your spam folder/)).toBeVisible();
    await expect(page.getByText(/call support at 800-555-0100/)).toBeVisible();
    await expect(page.getByText(/The link is valid for 24 hours\./)).toBeVisible();

    const link = await newestLinkTo(page, email, /^\/change-password\//);
    await page.goto(link);
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm Password').fill(password);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByText('Your password has been changed. Please sign in with your new password.'),
    ).toBeVisible();

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(
      page.getByText('Invalid login credentials. For help with your password click below.'),
    ).toBeVisible();
    await signIn(page, email, password);
    await expect(page).toHaveURL(/\/dashboard/);

    await page.goto(link);
    await page.getByLabel('Password', { exact: true }).fill('Again-pass-2027');
    await page.getByLabel('Confirm Password').fill('Again-pass-2027');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByRole('alert')).toContainText('This link is no longer valid.');
    await expect(page.getByRole('link', { name: 'Password Assistance' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});
