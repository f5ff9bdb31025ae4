// Remote-owned pages. A copy of mfe-deals whose declaration adds a page with a nav entry (Rate
// Sheet) and a deal page with a tab of its own in the deal frame (Insurance), renames one
// (/dashboard/applications -> /dashboard/new-applications, the old path redirecting) and removes
// one (resources) is built alone and released through a release store of this spec's own; a second shell (the same shell/dist, never rebuilt or reconfigured) follows the
// deploy and the rollback. Then: declarations the shell refuses, and audiences enforced before a
// page's remote loads.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { accounts, expect, signInAndWait, test, viewAccountAsEmployee } from '../support/fixtures';
import { buildPackage, copyPackageSource, hashTree } from '../support/remote-build';
import { publishedDeals, releaseTool } from '../support/release-tool';
import {
  ROOT,
  serveStatic,
  shellServerArgs,
  spareSlots,
  STACK_REMOTES_FILE,
  stop,
} from '../support/servers';

const [SHELL_PORT, DEALS_PORT, SERVICING_PORT] = spareSlots('page-declarations');
const SHELL = `http://localhost:${SHELL_PORT}`;
const DEALS = `http://localhost:${DEALS_PORT}`;
const SERVICING = `http://localhost:${SERVICING_PORT}`;
const WORK = path.join(ROOT, 'e2e/.work');
const SHELL_DIST = path.join(ROOT, 'shell/dist');
const NOT_FOUND = 'Something went wrong!';

/** What the copy's team changes: its declaration and its exposed pages, nothing else. */
const DECLARATION_CHANGE = `
declaration.pages = declaration.pages
  .filter((page) => page.name !== 'resources')
  .map((page) =>
    page.name === 'applications'
      ? { ...page, pattern: '/dashboard/new-applications', redirectFrom: ['/dashboard/applications'] }
      : page,
  );
declaration.pages.push({
  name: 'rate-sheet',
  pattern: '/dashboard/rate-sheet',
  title: 'Rate Sheet',
  layout: 'signed-in',
  audience: ['customer', 'broker'],
  whileViewing: 'open',
  nav: [{ section: 'main', label: 'Rate Sheet', order: 55 }],
});
declaration.pages.push({
  name: 'deal-insurance',
  pattern: '/dashboard/deal/:id/insurance',
  title: 'Insurance',
  layout: 'deal',
  audience: ['customer', 'broker'],
  whileViewing: 'open',
  tab: { label: 'Insurance', order: 45 },
});
declaration.links = declaration.links.filter((link) => link !== 'resources');
`;
const PAGES_CHANGE = `
const renamed = pages as Record<string, unknown>;
renamed['rate-sheet'] = renamed.resources;
delete renamed.resources;
renamed['deal-insurance'] = renamed['deal-property'];
`;

test.describe.configure({ mode: 'serial' });

let store: string;
let remotesFile: string;
let copy: string | undefined;
let ids: { a: string; b: string };
const servers: ChildProcess[] = [];

const release = releaseTool(
  () => store,
  () => remotesFile,
);
const published = publishedDeals;

test.beforeAll(async () => {
  test.setTimeout(240_000); // the copy's production build alone takes 10-25 s here
  store = fs.mkdtempSync(path.join(os.tmpdir(), 'lender-pages-'));
  remotesFile = path.join(store, 'remotes.json');
  copy = copyPackageSource(path.join(ROOT, 'mfe-deals'), WORK);
  fs.appendFileSync(path.join(copy, 'src/pages.ts'), DECLARATION_CHANGE);
  fs.appendFileSync(path.join(copy, 'src/exposes/routes.ts'), PAGES_CHANGE);
  const a = published(release('publish', 'deals'));
  const b = published(release('publish', 'deals', '--dist', await buildPackage(copy)));
  ids = { a, b };
  // Release A without its declaration in remotes.json: the shell reads A's pages.json itself.
  const stack = JSON.parse(fs.readFileSync(STACK_REMOTES_FILE, 'utf8'));
  fs.writeFileSync(
    remotesFile,
    JSON.stringify({ ...stack, mfe_deals: { base: DEALS, stable: a } }),
  );
  servers.push(
    await serveStatic(
      ['--dir', path.join(store, 'mfe_deals'), '--port', String(DEALS_PORT), '--releases'],
      `${DEALS}/${a}/pages.json`,
    ),
  );
  servers.push(
    await serveStatic(shellServerArgs(SHELL_PORT), `${SHELL}/remotes.json`, {
      REMOTES_FILE: remotesFile,
    }),
  );
});

test.afterAll(async () => {
  await Promise.all(servers.splice(0).map(stop));
  if (copy) fs.rmSync(copy, { recursive: true, force: true });
  if (store) fs.rmSync(store, { recursive: true, force: true });
});

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).first();

async function expectPageShown(page: Page, url: string, title: string) {
  await page.goto(`${SHELL}${url}`);
  await expect(h1(page)).toBeVisible();
  await expect(h1(page)).not.toHaveText(NOT_FOUND);
  await expect(page).toHaveTitle(`Lender Portal | ${title}`);
}

async function expectNotFound(page: Page, url: string) {
  await page.goto(`${SHELL}${url}`);
  await expect(h1(page)).toHaveText(NOT_FOUND);
}

/** Release A's pages: resources and applications where they were, no Rate Sheet. */
async function expectReleaseA(page: Page) {
  await expectPageShown(page, '/dashboard/resources', 'Resources');
  await expectPageShown(page, '/dashboard/applications', 'New Applications');
  await expect(page).toHaveURL(`${SHELL}/dashboard/applications`);
  await expect(nav(page).getByRole('link', { name: 'FAQ' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Rate Sheet' })).toHaveCount(0);
  await expectNotFound(page, '/dashboard/rate-sheet');
  expect(await dealTabLabels(page)).toEqual([
    'Overview',
    'Construction Management',
    'Payment History',
    'Properties',
    'Documents',
  ]);
}

/** The deal frame's tabs on a funded deal of the borrower (Riverside Apartments). */
async function dealTabLabels(page: Page): Promise<string[]> {
  await page.goto(`${SHELL}/dashboard/deal/D1011`);
  const tabs = page.getByRole('navigation', { name: 'Deal pages' }).getByRole('link');
  await expect(tabs.first()).toBeVisible();
  return tabs.allTextContents();
}

test('a release of mfe-deals alone adds, renames and removes pages; a rollback undoes it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const shellBefore = hashTree(SHELL_DIST);
  await signInAndWait(page, accounts.borrower, SHELL);
  await expectReleaseA(page);

  release('deploy', 'deals', ids.b);
  // The deploy wrote B's declaration into remotes.json: no request of the shell's own for it.
  const environment = JSON.parse(fs.readFileSync(remotesFile, 'utf8'));
  expect(Object.keys(environment.mfe_deals.pages)).toEqual([ids.b]);

  await test.step('after the deploy: the new page and its nav entry, the redirect, the removal', async () => {
    await page.goto(`${SHELL}/dashboard`);
    await nav(page).getByRole('link', { name: 'Rate Sheet' }).click();
    await expect(page).toHaveURL(`${SHELL}/dashboard/rate-sheet`);
    await expect(page).toHaveTitle('Lender Portal | Rate Sheet');
    await expect(h1(page)).not.toHaveText(NOT_FOUND);
    await page.goto(`${SHELL}/dashboard/applications?from=bookmark`);
    await expect(page).toHaveURL(`${SHELL}/dashboard/new-applications?from=bookmark`);
    await expect(page).toHaveTitle('Lender Portal | New Applications');
    await expectNotFound(page, '/dashboard/resources');
  });

  await test.step('after the deploy: the new deal tab in the frame, in its declared place', async () => {
    expect(await dealTabLabels(page)).toEqual([
      'Overview',
      'Construction Management',
      'Payment History',
      'Properties',
      'Insurance',
      'Documents',
    ]);
    await page
      .getByRole('navigation', { name: 'Deal pages' })
      .getByRole('link', { name: 'Insurance' })
      .click();
    await expect(page).toHaveURL(`${SHELL}/dashboard/deal/D1011/insurance`);
    await expect(page).toHaveTitle(/Insurance/);
    await expect(
      page.getByRole('navigation', { name: 'Deal pages' }).getByRole('link', { name: 'Insurance' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  release('rollback', 'deals');
  await test.step('after the rollback: release A’s pages again', () => expectReleaseA(page));

  expect(hashTree(SHELL_DIST)).toEqual(shellBefore);
});

test('a declaration the shell refuses is named, with its reason, where its pages would be', async ({
  browser,
}) => {
  // mfe_servicing's release fails the schema (a copy of its build whose pages.json names a layout
  // the shell has not): the release tool leaves its declaration out of remotes.json, and the
  // shell, reading it from the release, refuses the whole declaration.
  const tampered = fs.mkdtempSync(path.join(os.tmpdir(), 'lender-servicing-'));
  fs.cpSync(path.join(ROOT, 'mfe-servicing/dist'), tampered, { recursive: true });
  const pagesFile = path.join(tampered, 'pages.json');
  const tamperedPages = JSON.parse(fs.readFileSync(pagesFile, 'utf8'));
  tamperedPages.pages[0].layout = 'white-label';
  fs.writeFileSync(pagesFile, JSON.stringify(tamperedPages));
  // The build's precompressed copies would still be served in place of the edited file.
  for (const suffix of ['.br', '.gz']) fs.rmSync(`${pagesFile}${suffix}`, { force: true });
  const refusedId = publishedDeals(
    release('publish', 'servicing', '--dist', tampered),
    'mfe_servicing',
  );
  fs.rmSync(tampered, { recursive: true, force: true });
  servers.push(
    await serveStatic(
      ['--dir', path.join(store, 'mfe_servicing'), '--port', String(SERVICING_PORT), '--releases'],
      `${SERVICING}/${refusedId}/pages.json`,
    ),
  );
  const before = JSON.parse(fs.readFileSync(remotesFile, 'utf8'));
  before.mfe_servicing = { base: SERVICING, stable: refusedId };
  fs.writeFileSync(remotesFile, JSON.stringify(before));
  // The environment starts again from the edited file (its state would put its own back).
  fs.rmSync(remotesFile.replace(/\.json$/, '.state.json'), { force: true });
  release('deploy', 'servicing', refusedId);

  const environment = JSON.parse(fs.readFileSync(remotesFile, 'utf8'));
  expect(environment.mfe_servicing.pages).toBeUndefined();
  const account = environment.mfe_account;
  const accountDeclaration = account.pages[account.stable];
  // mfe_account claims the deal page's pattern (under another parameter name): that page is refused.
  accountDeclaration.pages.push({
    name: 'loan-detail',
    pattern: '/dashboard/deal/:dealId',
    title: 'Loan',
    layout: 'signed-in',
    audience: ['customer'],
  });
  fs.writeFileSync(remotesFile, JSON.stringify(environment));

  const borrower = await (await browser.newContext()).newPage();
  await signInAndWait(borrower, accounts.borrower, SHELL);
  // The deal page stays mfe_deals': the clashing page is not mounted.
  await borrower.goto(`${SHELL}/dashboard/deal/D1010`);
  await expect(h1(borrower)).not.toHaveText(NOT_FOUND);
  await expect(borrower).not.toHaveTitle(/Loan$/);
  // A servicing page: the refused remote's area says why.
  await borrower.goto(`${SHELL}/dashboard/servicing-requests`);
  const refused = borrower.getByRole('alert').filter({ hasText: 'This section needs an update.' });
  await expect(refused).toContainText('mfe_servicing');
  await expect(refused).toContainText('pages.0.layout');
  await expect(nav(borrower).getByRole('link', { name: 'Servicing Requests' })).toHaveCount(0);

  const employee = await (await browser.newContext()).newPage();
  await signInAndWait(employee, accounts.employee, SHELL);
  await employee.goto(`${SHELL}/dashboard/ops/remotes`);
  const refusals = employee.getByRole('table', {
    name: 'Page declarations the shell refused, and why',
  });
  await expect(refusals.getByRole('row').filter({ hasText: 'page loan-detail' })).toContainText(
    '/dashboard/deal/:dealId is already claimed by mfe_deals',
  );
  await expect(
    refusals.getByRole('row').filter({ hasText: 'the whole declaration' }),
  ).toContainText('mfe_servicing');
});

test.describe('audiences, enforced before a page loads', () => {
  test('a broker opening customer-only pages gets the not-found page', async ({ page }) => {
    await signInAndWait(page, accounts.broker);
    for (const url of [
      '/dashboard/servicing-requests/payoff',
      '/dashboard/deal/D1004/construction',
    ]) {
      await page.goto(url);
      await expect(h1(page)).toHaveText(NOT_FOUND);
      await expect(page.getByLabel('Loan Number')).toHaveCount(0);
    }
  });

  test('an employee viewing an account: read-only pages open, with their submits disabled', async ({
    page,
  }) => {
    await viewAccountAsEmployee(page, accounts.borrower);
    await page.goto('/dashboard/servicing-requests/payoff');
    await expect(h1(page)).toHaveText('Payoff Request');
    await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await page.goto('/dashboard/deal/D1010/credit');
    await expect(h1(page)).not.toHaveText(NOT_FOUND);
    await expect(page.getByRole('heading', { name: 'Appraisal Fee' })).toBeVisible();
  });
});
