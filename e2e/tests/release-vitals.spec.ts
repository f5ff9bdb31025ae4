// Real page loads report themselves per remote release, with their web vitals on a sampled load,
// and the ops view shows each release's loads, errors and vitals, and the canary judge's decisions
// with their evidence. A shell of this spec's own measures every page load (the stack's shell
// samples a tenth of them), on the stack's API and remotes.
import { execFileSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { E2E_OPS_TOKEN } from '../support/env';
import { accounts, DEMO_PASSWORD, expect, signInAndWait, test } from '../support/fixtures';
import {
  API_URL,
  ROOT,
  serveStatic,
  shellServerArgs,
  spareSlots,
  STACK_REMOTES_FILE,
  stop,
} from '../support/servers';
import { shellFileHolds } from '../support/shell-files';

const [SHELL_PORT] = spareSlots('release-vitals');
const SHELL = `http://localhost:${SHELL_PORT}`;
let shell: ChildProcess | undefined;

test.beforeAll(async () => {
  shell = await serveStatic(shellServerArgs(SHELL_PORT), `${SHELL}/remotes.json`, {
    REMOTES_FILE: STACK_REMOTES_FILE,
    PORTAL_CONFIG: JSON.stringify({ remotes: { vitalsSampleRate: 1 } }),
  });
});
test.afterAll(async () => {
  if (shell) await stop(shell);
});

async function employeeToken(): Promise<string> {
  const answer = await fetch(`${API_URL}/lima/api/users/validate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: accounts.employee, password: DEMO_PASSWORD }),
  });
  return ((await answer.json()) as { data: { token: string } }).data.token;
}

test("a deal page's vitals reach the ops view under the release that served it", async ({
  page,
  browser,
}) => {
  const stable = (
    JSON.parse(fs.readFileSync(STACK_REMOTES_FILE, 'utf8')) as Record<string, { stable: string }>
  ).mfe_deals?.stable;
  await signInAndWait(page, accounts.borrower, SHELL);
  // A page load that lands on a deal page (mfe_deals), then is left: its vitals are reported.
  await page.goto(`${SHELL}/dashboard/deal/D1011`);
  await expect(page.getByRole('heading', { level: 1, name: 'Riverside Apartments' })).toBeVisible();
  await page.getByRole('heading', { level: 1 }).click(); // an interaction, so INP has a value
  await page.goto('about:blank');

  const token = await employeeToken();
  await expect
    .poll(async () => {
      const answer = await fetch(`${API_URL}/lima/api/ops/releases`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const body = (await answer.json()) as {
        vitals: { remote: string; version: string; loads: number; p75: { LCP: number | null } }[];
      };
      return body.vitals.find((item) => item.remote === 'mfe_deals' && item.version === stable);
    })
    .toMatchObject({ loads: expect.any(Number), p75: { LCP: expect.any(Number) } });

  const employee = await (await browser.newContext()).newPage();
  await signInAndWait(employee, accounts.employee, SHELL);
  await employee.goto(`${SHELL}/dashboard/ops/remotes`);
  const releases = employee.getByRole('table', {
    name: 'Stable and canary releases of each remote: page loads, errors and web vitals',
  });
  const row = releases.getByRole('row').filter({ hasText: `${stable}` });
  await expect(row).toContainText('mfe_deals');
  await expect(row).toContainText('stable');
  await expect(row.getByRole('cell').nth(2)).toHaveText(/^\d+$/); // page loads
  await expect(row.getByRole('cell').nth(3)).toHaveText(/^\d+\.\d$/); // errors per 100 loads
  await expect(row.getByRole('cell').nth(4)).toHaveText(/ ms$/); // LCP's p75
});

test("a load's reporter asks for no file of its own; a sampled load's library comes after", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    // The shell's own files (its remotes' releases are served from folders beside them).
    if (url.origin === SHELL && /^\/[\w.-]+\.js$/.test(url.pathname)) scripts.push(url.pathname);
  });
  await signInAndWait(page, accounts.borrower, SHELL);
  // A first load: every file from the network, none from what the sign-in page fetched.
  await (
    await page.context().newCDPSession(page)
  ).send('Network.setCacheDisabled', {
    cacheDisabled: true,
  });
  scripts.length = 0;
  await page.goto(`${SHELL}/dashboard/deal/D1011`);
  await expect(page.getByRole('heading', { level: 1, name: 'Riverside Apartments' })).toBeVisible();
  // This shell samples every load: the library comes once the page is idle...
  await expect
    .poll(() => scripts.filter(shellFileHolds('node_modules/web-vitals/')))
    .toHaveLength(1);
  // ...and the reporter itself is in the entry, so nothing else of it shares the page's connection.
  const entry = scripts.filter(shellFileHolds('./src/index.ts'));
  expect(entry).toHaveLength(1);
  expect(scripts.filter(shellFileHolds('./src/vitals/'))).toEqual(entry);
});

test("the canary judge's decision shows in the ops view with its evidence", async ({ page }) => {
  const stable = (
    JSON.parse(fs.readFileSync(STACK_REMOTES_FILE, 'utf8')) as Record<string, { stable: string }>
  ).mfe_account?.stable;
  if (!stable) throw new Error('mfe_account has no stable release');
  const release = (...args: string[]) =>
    execFileSync(process.execPath, ['scripts/release.mjs', ...args, '--env', STACK_REMOTES_FILE], {
      cwd: ROOT,
      encoding: 'utf8',
      env: {
        ...process.env,
        RELEASES_DIR: path.dirname(STACK_REMOTES_FILE),
        OPS_TOKEN: E2E_OPS_TOKEN,
        RELEASE_ACTOR: 'e2e',
      },
    });
  // A guarded canary of the release everyone has (no user sees a change), with a sample it will
  // not reach here: the judge holds it, saying why, with both sides' evidence.
  release('canary', 'account', stable, '10', '--auto', '--min-loads', '100000');
  try {
    expect(release('judge', '--api', `${API_URL}/lima/api`)).toMatch(/hold \(sample: /);
    await signInAndWait(page, accounts.employee, SHELL);
    await page.goto(`${SHELL}/dashboard/ops/remotes`);
    const history = page.getByRole('list', { name: /judgements/ });
    await expect(
      history.getByRole('listitem').filter({ hasText: 'judge mfe_account canary' }).first(),
    ).toContainText(
      /held: judge: hold — sample: \d+ canary and \d+ stable loads, 100000 each needed \(canary \d+ loads, .* errors\/100, LCP .*; stable \d+ loads/,
    );
  } finally {
    release('canary', 'account', stable, '0', '--reason', 'e2e: the judged canary ends');
  }
});
