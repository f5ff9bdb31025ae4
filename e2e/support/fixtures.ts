import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

export const DEMO_PASSWORD = 'Demo-pass-2026';

export const accounts = {
  borrower: 'borrower@demo.test',
  borrower2: 'borrower2@demo.test',
  broker: 'broker@demo.test',
  wholesale: 'wholesale@demo.test',
  employee: 'employee@demo.test',
  lead: 'lead@demo.test',
  /** The large seed's broker (120 deals in the e2e stack). */
  largeBroker: 'broker-large@demo.test',
} as const;

interface Fixtures {
  /** Console errors and uncaught page errors seen during the test; checked after it. */
  consoleErrors: string[];
  /** Set to true in a test that provokes errors on purpose (a remote taken down). */
  allowConsoleErrors: { value: boolean };
  /** Console errors a test expects (e.g. the browser's own line for an expected 401). */
  expectedConsoleErrors: RegExp[];
}

export const test = base.extend<Fixtures>({
  allowConsoleErrors: async ({}, use) => {
    await use({ value: false });
  },
  expectedConsoleErrors: async ({}, use) => {
    await use([]);
  },
  // On for every test (auto): a test fails on any console error it did not expect.
  consoleErrors: [
    async ({ page, allowConsoleErrors, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
      await use(errors);
      const unexpected = errors.filter(
        (error) => !expectedConsoleErrors.some((pattern) => pattern.test(error)),
      );
      if (!allowConsoleErrors.value)
        expect(unexpected, 'console errors on visited pages').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Signs in and waits until the portal has taken the user past the sign-in page. */
export async function signInAndWait(page: Page, email: string, base = '') {
  await page.goto(`${base}/`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
}

/** Signs in as the employee (on the stack at `base`) and opens `email`'s account with View Account. */
export async function viewAccountAsEmployee(page: Page, email: string, base = '') {
  await signInAndWait(page, accounts.employee, base);
  const search = page.getByRole('search', { name: 'View Account' });
  await search.getByRole('textbox', { name: 'View Account' }).fill(email);
  await search.getByRole('button', { name: 'View' }).click();
  await expect(page.getByRole('region', { name: 'Viewing another account' })).toBeVisible();
}

/** The WCAG levels the portal is held to: A and AA of 2.0, 2.1 and 2.2. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'] as const;

/** Axe's violations of serious or critical impact, as readable lines ([] when none). */
export async function seriousA11yViolations(
  page: Page,
  options: { tags?: readonly string[] } = {},
): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  if (options.tags) builder.withTags([...options.tags]);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** Fails on any axe violation of serious or critical impact. */
export async function expectNoSeriousA11yViolations(page: Page) {
  expect(await seriousA11yViolations(page)).toEqual([]);
}
