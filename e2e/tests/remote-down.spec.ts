import type { ChildProcess } from 'node:child_process';
import { accounts, expect, signInAndWait, test } from '../support/fixtures';
import {
  remoteOverrides,
  serveStatic,
  shellServerArgs,
  spareSlots,
  stop,
} from '../support/servers';

// A second shell (same build, no rebuild) whose remotes.json sends mfe-deals to another port.
const [SHELL_PORT, DEALS_PORT] = spareSlots('remote-down');
const SHELL = `http://localhost:${SHELL_PORT}`;
const DEALS = `http://localhost:${DEALS_PORT}`;

let shell: ChildProcess | undefined;
let deals: ChildProcess | undefined;

const startDeals = () =>
  serveStatic(
    ['--dir', 'mfe-deals/dist', '--port', String(DEALS_PORT)],
    `${DEALS}/mf-manifest.json`,
  );

test.beforeAll(async () => {
  deals = await startDeals();
  shell = await serveStatic(
    shellServerArgs(SHELL_PORT),
    `${SHELL}/remotes.json`,
    remoteOverrides({ mfe_deals: DEALS_PORT }),
  );
});

test.afterAll(async () => {
  await stop(deals);
  await stop(shell);
});

test('the shell uses a remote served from another port, and survives it going down', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors.value = true; // the dead remote's failed requests are logged by the browser
  const remotes = await (await fetch(`${SHELL}/remotes.json`)).json();
  expect(remotes.mfe_deals).toBe(`${DEALS}/remoteEntry.js`);

  const dealsRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(DEALS)) dealsRequests.push(request.url());
  });

  await signInAndWait(page, accounts.borrower, SHELL);
  await page.goto(`${SHELL}/dashboard`);
  await expect(page.getByRole('table', { name: /loans in process/i })).toBeVisible();
  expect(dealsRequests.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);

  // The deals remote's server stops: its area shows a fallback, the rest keeps working.
  await stop(deals);
  await page.reload();
  const fallback = page
    .getByRole('alert')
    .filter({ hasText: 'This section is unavailable right now.' });
  await expect(fallback).toBeVisible({ timeout: 20_000 });
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'FAQ' })).toBeVisible();
  await nav.getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /profile/i })).toBeVisible();
  await nav.getByRole('link', { name: 'FAQ' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: /frequently asked questions|faq/i }),
  ).toBeVisible();

  // It comes back: the retry button loads it without a reload.
  await nav.getByRole('link', { name: 'Customer Dashboard' }).click();
  await expect(fallback).toBeVisible({ timeout: 20_000 });
  deals = await startDeals();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('table', { name: /loans in process/i })).toBeVisible();
});
