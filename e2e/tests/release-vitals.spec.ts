// Issue 17: real page loads report their web vitals per remote release, and the ops view shows
// them beside the release. A shell of this spec's own measures every page load (the stack's
// shell samples a tenth of them), on the stack's API and remotes.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { accounts, DEMO_PASSWORD, expect, signInAndWait, test } from '../support/fixtures';
import {
  API_URL,
  serveStatic,
  shellServerArgs,
  sparePort,
  STACK_REMOTES_FILE,
  stop,
} from '../support/servers';

const SHELL = `http://localhost:${sparePort(15)}`;
let shell: ChildProcess | undefined;

test.beforeAll(async () => {
  shell = await serveStatic(shellServerArgs(sparePort(15)), `${SHELL}/remotes.json`, {
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
        vitals: { remote: string; version: string; samples: number; p75: { LCP: number | null } }[];
      };
      return body.vitals.find((item) => item.remote === 'mfe_deals' && item.version === stable);
    })
    .toMatchObject({ samples: expect.any(Number), p75: { LCP: expect.any(Number) } });

  const employee = await (await browser.newContext()).newPage();
  await signInAndWait(employee, accounts.employee, SHELL);
  await employee.goto(`${SHELL}/dashboard/ops/remotes`);
  const releases = employee.getByRole('table', {
    name: 'Stable and canary releases of each remote with their web vitals',
  });
  const row = releases.getByRole('row').filter({ hasText: `${stable}` });
  await expect(row).toContainText('mfe_deals');
  await expect(row).toContainText('stable');
  await expect(row.getByRole('cell').nth(3)).toHaveText(/ ms$/); // LCP's p75
});
