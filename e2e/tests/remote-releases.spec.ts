// Releasing one remote without rebuilding anything. Three releases of mfe-deals are
// published to a store of this spec's own (A: the current build; B: a build whose heading reads
// "Loans In Process v2"; C: A declaring a core it cannot run on), served by one release server;
// a second shell (the same shell/dist) reads a remotes.json that only `scripts/release.mjs` edits.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { canaryBucket } from '../../shell/src/federation/canaryBucket';
import { accounts, DEMO_PASSWORD, expect, signInAndWait, test } from '../support/fixtures';
import { buildPackage, copyPackageSource, replaceStringLiteral } from '../support/remote-build';
import { publishedDeals, releaseTool } from '../support/release-tool';
import {
  API_URL,
  ROOT,
  serveStatic,
  shellServerArgs,
  spareSlots,
  STACK_REMOTES_FILE,
  stop,
} from '../support/servers';

const [SHELL_PORT, DEALS_PORT] = spareSlots('remote-releases');
const SHELL = `http://localhost:${SHELL_PORT}`;
const DEALS = `http://localhost:${DEALS_PORT}`;
const WORK = path.join(ROOT, 'e2e/.work');
/** The core the shell provides (the refusal names it). */
const CORE_VERSION = (
  JSON.parse(fs.readFileSync(path.join(ROOT, 'shared/package.json'), 'utf8')) as { version: string }
).version;
const OLD = 'Loans In Process';
const NEW = 'Loans In Process v2';

test.describe.configure({ mode: 'serial' });

let store: string;
let remotesFile: string;
let copy: string | undefined;
let ids: { a: string; b: string; c: string };
const servers: ChildProcess[] = [];

const release = releaseTool(
  () => store,
  () => remotesFile,
);
const published = publishedDeals;

/** A copy of a build whose manifest asks for a core no portal provides yet. */
function incompatibleBuild(from: string, to: string): string {
  fs.cpSync(from, to, { recursive: true });
  const manifestFile = path.join(to, 'mf-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  for (const shared of manifest.shared)
    if (shared.name === '@lender/shared') shared.requiredVersion = '^9.0.0';
  fs.writeFileSync(manifestFile, JSON.stringify(manifest));
  for (const compressed of ['mf-manifest.json.br', 'mf-manifest.json.gz'])
    fs.rmSync(path.join(to, compressed), { force: true });
  return to;
}

test.beforeAll(async () => {
  test.setTimeout(240_000); // the copy's production build alone takes 10-25 s here
  store = fs.mkdtempSync(path.join(os.tmpdir(), 'lender-releases-'));
  remotesFile = path.join(store, 'remotes.json');
  copy = copyPackageSource(path.join(ROOT, 'mfe-deals'), WORK);
  replaceStringLiteral(path.join(copy, 'src'), OLD, NEW);
  const a = published(release('publish', 'deals'));
  const b = published(release('publish', 'deals', '--dist', await buildPackage(copy)));
  const c = published(
    release(
      'publish',
      'deals',
      '--dist',
      incompatibleBuild(path.join(ROOT, 'mfe-deals/dist'), path.join(store, 'incompatible')),
    ),
  );
  ids = { a, b, c };
  const stack = JSON.parse(fs.readFileSync(STACK_REMOTES_FILE, 'utf8'));
  fs.writeFileSync(
    remotesFile,
    JSON.stringify({ ...stack, mfe_deals: { base: DEALS, stable: a } }),
  );
  servers.push(
    await serveStatic(
      ['--dir', path.join(store, 'mfe_deals'), '--port', String(DEALS_PORT), '--releases'],
      `${DEALS}/${a}/mf-manifest.json`,
    ),
  );
  servers.push(
    await serveStatic(shellServerArgs(SHELL_PORT), `${SHELL}/remotes.json`, {
      REMOTES_FILE: remotesFile,
      PORTAL_CONFIG: JSON.stringify({ remotes: { overridesAllowed: true } }),
    }),
  );
});

test.afterAll(async () => {
  await Promise.all(servers.splice(0).map(stop));
  if (copy) fs.rmSync(copy, { recursive: true, force: true });
  if (store) fs.rmSync(store, { recursive: true, force: true });
});

const dealsHeading = (page: Page, text: string) =>
  page.getByRole('heading', { level: 2, name: text, exact: true });
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function openDashboard(page: Page) {
  await page.goto(`${SHELL}/dashboard`);
  await expect(page.getByRole('table', { name: /loans in process/i })).toBeVisible();
}

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAndWait(page, email, SHELL);
  return page;
}

test('a deploy and a rollback are edits of remotes.json; a tab opened before keeps working', async ({
  page,
  context,
}) => {
  await signInAndWait(page, accounts.borrower, SHELL);
  await openDashboard(page);
  await expect(dealsHeading(page, OLD)).toBeVisible();

  release('deploy', 'deals', ids.b);
  const after = await context.newPage();
  await openDashboard(after);
  await expect(dealsHeading(after, NEW)).toBeVisible();

  // The tab opened before still runs release A: its other pages (their own chunks) load from A's files.
  await page.getByRole('link', { name: 'Cedar Flip' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cedar Flip' })).toBeVisible();
  await nav(page).getByRole('link', { name: 'Customer Dashboard' }).click();
  await expect(dealsHeading(page, OLD)).toBeVisible();

  release('rollback', 'deals');
  const rolledBack = await context.newPage();
  await openDashboard(rolledBack);
  await expect(dealsHeading(rolledBack, OLD)).toBeVisible();
});

test('users in the canary percent get the canary, and keep it across reloads', async ({
  browser,
}) => {
  const userId = async (email: string) => {
    const response = await fetch(`${API_URL}/lima/api/users/validate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: email, password: DEMO_PASSWORD }),
    });
    return ((await response.json()) as { data: { userId: string } }).data.userId;
  };
  const users = await Promise.all(
    [accounts.borrower, accounts.borrower2].map(async (email) => ({
      email,
      bucket: canaryBucket('mfe_deals', await userId(email)),
    })),
  );
  const [inside, outside] = [...users].sort((x, y) => x.bucket - y.bucket) as [
    (typeof users)[0],
    (typeof users)[0],
  ];
  expect(inside.bucket).toBeLessThan(outside.bucket);
  // The smallest percent that takes the lower bucket: it leaves the other user out.
  release('canary', 'deals', ids.b, String((inside.bucket + 1) / 100));

  const canaryUser = await signedInPage(browser, inside.email);
  await openDashboard(canaryUser);
  await expect(dealsHeading(canaryUser, NEW)).toBeVisible();
  await canaryUser.reload();
  await expect(dealsHeading(canaryUser, NEW)).toBeVisible();

  const stableUser = await signedInPage(browser, outside.email);
  await openDashboard(stableUser);
  await expect(dealsHeading(stableUser, OLD)).toBeVisible();

  release('canary', 'deals', ids.b, '0');
});

test('an incompatible release is refused with its reason while the other remotes work; support can force or turn off a remote', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors.value = true;
  // The release tool refuses it (its deploy-time check); --force is how it reaches users anyway.
  expect(() => release('deploy', 'deals', ids.c)).toThrow(/refused: mfe_deals .* cannot run here/);
  release('deploy', 'deals', ids.c, '--force', '--reason', 'the browser must refuse it too');
  await signInAndWait(page, accounts.borrower, SHELL);
  await page.goto(`${SHELL}/dashboard`);
  const refusal = page.getByRole('alert').filter({ hasText: 'This section needs an update.' });
  await expect(refusal).toBeVisible();
  await expect(refusal).toContainText(
    `It was built for @lender/shared ^9.0.0; this portal provides ${CORE_VERSION}.`,
  );
  await expect(refusal).toContainText(`mfe_deals ${ids.c}`);

  await nav(page).getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /profile/i })).toBeVisible();
  await nav(page).getByRole('link', { name: 'Servicing Requests' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Servicing Requests' })).toBeVisible();
  await page.goto(`${SHELL}/dashboard/deal/D1004/construction`);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Construction Management' }),
  ).toBeVisible();

  // Support forces the previous release in this tab, then turns the remote off.
  await page.goto(`${SHELL}/dashboard?remote.deals=${encodeURIComponent(ids.a)}`);
  await expect(dealsHeading(page, OLD)).toBeVisible();
  await page.goto(`${SHELL}/dashboard?disable-remotes=deals`);
  await expect(
    page.getByRole('alert').filter({ hasText: 'This section is turned off.' }),
  ).toBeVisible();

  release('deploy', 'deals', ids.a);
});

test('the ops view lists the five remotes with their versions', async ({ page }) => {
  await signInAndWait(page, accounts.employee, SHELL);
  await page.getByRole('link', { name: 'Remote status', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Remote Status' })).toBeVisible();
  const stack = JSON.parse(fs.readFileSync(STACK_REMOTES_FILE, 'utf8'));
  const versions = {
    ...Object.fromEntries(
      Object.entries(stack).map(([n, c]) => [n, (c as { stable: string }).stable]),
    ),
    mfe_deals: ids.a,
  };
  const loads = page.getByRole('table', {
    name: 'Remotes: release, load in this tab, reported errors',
  });
  for (const [remote, version] of Object.entries(versions)) {
    const row = loads
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: remote }) });
    await expect(row).toContainText(version);
    await expect(row).toContainText('Loaded');
  }
});

test('a tab whose release was removed after a deploy loads the current one and keeps its page', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors.value = true; // the removed chunk's 404
  release('deploy', 'deals', ids.b);
  await signInAndWait(page, accounts.borrower, SHELL);
  await openDashboard(page);
  await expect(dealsHeading(page, NEW)).toBeVisible();

  release('deploy', 'deals', ids.a);
  fs.rmSync(path.join(store, 'mfe_deals', ids.b), { recursive: true });
  await page.getByRole('link', { name: 'Cedar Flip' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cedar Flip' })).toBeVisible();
  await nav(page).getByRole('link', { name: 'Customer Dashboard' }).click();
  await expect(dealsHeading(page, OLD)).toBeVisible();
});
