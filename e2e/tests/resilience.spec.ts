// Each remote stopped in turn, then the API stopped — the area's fallback or the spec's
// load error, never a blank screen, the rest of the portal working, and recovery when it returns.
import type { ChildProcess } from 'node:child_process';
import type { Page } from '@playwright/test';
import { accounts, expect, signInAndWait, test } from '../support/fixtures';
import { CONTAINERS } from '../support/env';
import {
  API_URL,
  OWN_STACK_TIMEOUT_MS,
  remoteOverrides,
  serveStatic,
  shellServerArgs,
  spareSlots,
  startOwnStack,
  stop,
  type OwnStack,
} from '../support/servers';

const [SHELL_PORT, MOVED_PORT] = spareSlots('resilience');
const SHELL = `http://localhost:${SHELL_PORT}`;
const MOVED = `http://localhost:${MOVED_PORT}`;
const FALLBACK = 'This section is unavailable right now.';

/** A page each remote serves, and the heading that shows it is there (the page's own). */
const PAGES: Record<string, { path: string; heading: RegExp; level?: 1 | 2 }> = {
  mfe_auth: { path: '/forgot-password', heading: /Password Assistance/ },
  mfe_deals: { path: '/dashboard', heading: /Welcome/ },
  mfe_construction: {
    path: '/dashboard/deal/D1011/construction',
    // Under the deal frame's h1 (the deal's name), the page's own heading is an h2.
    heading: /Construction Management/,
    level: 2,
  },
  mfe_servicing: { path: '/dashboard/servicing-requests', heading: /Servicing Requests/ },
  mfe_account: { path: '/dashboard/profile', heading: /Profile/ },
};

let shell: ChildProcess | undefined;
let moved: ChildProcess | undefined;
let own: OwnStack | undefined;
test.afterEach(async () => {
  await stop(moved);
  await stop(shell);
  await own?.stop();
});

const serveRemote = (name: string) =>
  serveStatic(
    ['--dir', `${CONTAINERS[name]?.package}/dist`, '--port', String(MOVED_PORT)],
    `${MOVED}/mf-manifest.json`,
  );
const serveShell = (env: Record<string, string>) =>
  serveStatic(shellServerArgs(SHELL_PORT, API_URL), `${SHELL}/remotes.json`, env);

/** The page is never blank: a heading or an alert is on screen. */
const expectSomethingShown = (page: Page) =>
  expect(page.locator('h1, [role="alert"]').first()).toBeVisible();

for (const [name, target] of Object.entries(PAGES)) {
  test(`${name} stopped: its area falls back, the rest works, and it comes back`, async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors.value = true; // the stopped remote's failed requests are logged
    moved = await serveRemote(name);
    shell = await serveShell(remoteOverrides({ [name]: MOVED_PORT }));
    await signInAndWait(page, accounts.borrower, SHELL);
    await page.goto(`${SHELL}${target.path}`);
    await expect(
      page.getByRole('heading', { level: target.level ?? 1, name: target.heading }),
    ).toBeVisible();

    await stop(moved);
    await page.reload();
    const fallback = page.getByRole('alert').filter({ hasText: FALLBACK });
    await expect(fallback).toBeVisible({ timeout: 20_000 });
    await expectSomethingShown(page);
    if (name !== 'mfe_auth') {
      // The signed-in frame and the other remotes' pages keep working.
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav).toBeVisible();
      const other = name === 'mfe_account' ? 'Servicing Requests' : 'FAQ';
      await nav.getByRole('link', { name: other }).click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.goBack();
      await expect(fallback).toBeVisible({ timeout: 20_000 });
    }

    moved = await serveRemote(name);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(
      page.getByRole('heading', { level: target.level ?? 1, name: target.heading }),
    ).toBeVisible();
  });
}

test('the API stopped: the pages say so, nothing goes blank, and they recover when it returns', async ({
  page,
  allowConsoleErrors,
}) => {
  // Two starts of its API, then the pages.
  test.setTimeout(2 * OWN_STACK_TIMEOUT_MS);
  allowConsoleErrors.value = true; // the failed calls are logged by the browser
  own = await startOwnStack('resilience');
  const portal = own.shell;
  await signInAndWait(page, accounts.borrower, portal);
  await page.goto(`${portal}/dashboard`);
  const inProcess = page.getByRole('table', { name: /loans in process/i });
  await expect(inProcess).toBeVisible();

  await own.stopApi();
  await page.reload();
  await expect(page.getByText(/There was a problem loading data/).first()).toBeVisible({
    timeout: 20_000,
  });
  await expectSomethingShown(page);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.goto(`${portal}/dashboard/servicing-requests`);
  await expect(page.getByRole('heading', { level: 1, name: 'Servicing Requests' })).toBeVisible();
  await expect(page.getByText(/There was a problem loading data/)).toBeVisible();

  // Back on the same data: the session still holds, a Refresh loads the list.
  await own.restartApi();
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('table', { name: 'Servicing requests you filed' })).toBeVisible();
  await page.goto(`${portal}/dashboard`);
  await expect(inProcess).toBeVisible();
});
