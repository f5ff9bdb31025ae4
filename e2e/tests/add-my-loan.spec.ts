// Add My Loan follows the server: a shell whose flag offers it, in front of an API that does not
// take loan lookups (LOAN_LOOKUP_ENABLED off, as the suite's API runs), does not offer it.
import type { ChildProcess } from 'node:child_process';
import { accounts, expect, signInAndWait, test } from '../support/fixtures';
import {
  remoteOverrides,
  serveStatic,
  shellServerArgs,
  spareSlots,
  stop,
} from '../support/servers';

const [SHELL_PORT] = spareSlots('add-my-loan');
const SHELL = `http://localhost:${SHELL_PORT}`;

let shell: ChildProcess | undefined;

test.beforeAll(async () => {
  shell = await serveStatic(shellServerArgs(SHELL_PORT), `${SHELL}/config.json`, {
    ...remoteOverrides({}),
    PORTAL_CONFIG: JSON.stringify({ flags: { loanLookupDisabled: false } }),
  });
});

test.afterAll(async () => stop(shell));

test('the portal offers Add My Loan only where the server takes it', async ({ page }) => {
  await signInAndWait(page, accounts.borrower, SHELL);
  const availability = page.waitForResponse('**/lima/api/lookup-loan/availability');
  await page.goto(`${SHELL}/dashboard/resources`);
  expect(await (await availability).json()).toEqual({ enabled: false });
  await expect(page.getByRole('heading', { level: 1, name: 'Resources' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add My Loan' })).toHaveCount(0);
});
