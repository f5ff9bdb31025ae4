// Each remote stopped in turn, then the API stopped — the area's fallback or the spec's
// load error, never a blank screen, the rest of the portal working, and recovery when it returns.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { accounts, expect, signInAndWait, test } from '../support/fixtures';
import { CONTAINERS } from '../support/env';
import {
  API_URL,
  remoteOverrides,
  serveStatic,
  shellServerArgs,
  sparePort,
  startApi,
  stop,
} from '../support/servers';

const SHELL_PORT = sparePort(0);
const SHELL = `http://localhost:${SHELL_PORT}`;
const MOVED_PORT = sparePort(1);
const MOVED = `http://localhost:${MOVED_PORT}`;
const OWN_API_PORT = sparePort(2);
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
let api: ChildProcess | undefined;
test.afterEach(async () => {
  await stop(moved);
  await stop(shell);
  await stop(api);
});

const serveRemote = (name: string) =>
  serveStatic(
    ['--dir', `${CONTAINERS[name]?.package}/dist`, '--port', String(MOVED_PORT)],
    `${MOVED}/mf-manifest.json`,
  );
const serveShell = (apiUrl: string, env: Record<string, string>) =>
  serveStatic(shellServerArgs(SHELL_PORT, apiUrl), `${SHELL}/remotes.json`, env);

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
    shell = await serveShell(API_URL, remoteOverrides({ [name]: MOVED_PORT }));
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
  test.setTimeout(120_000);
  allowConsoleErrors.value = true; // the failed calls are logged by the browser
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'resilience-api-'));
  api = await startApi(OWN_API_PORT, dataDir, { PORTAL_URL: SHELL });
  shell = await serveShell(`http://127.0.0.1:${OWN_API_PORT}`, remoteOverrides({}));
  await signInAndWait(page, accounts.borrower, SHELL);
  await page.goto(`${SHELL}/dashboard`);
  const inProcess = page.getByRole('table', { name: /loans in process/i });
  await expect(inProcess).toBeVisible();

  await stop(api);
  await page.reload();
  await expect(page.getByText(/There was a problem loading data/).first()).toBeVisible({
    timeout: 20_000,
  });
  await expectSomethingShown(page);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.goto(`${SHELL}/dashboard/servicing-requests`);
  await expect(page.getByRole('heading', { level: 1, name: 'Servicing Requests' })).toBeVisible();
  await expect(page.getByText(/There was a problem loading data/)).toBeVisible();

  // Back on the same data: the session still holds, a Refresh loads the list.
  api = await startApi(OWN_API_PORT, dataDir, { PORTAL_URL: SHELL });
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('table', { name: 'Servicing requests you filed' })).toBeVisible();
  await page.goto(`${SHELL}/dashboard`);
  await expect(inProcess).toBeVisible();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
