import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { accounts, expect, signInAndWait, test } from '../support/fixtures';
import {
  buildPackage,
  copyPackageSource,
  hashTree,
  replaceStringLiteral,
} from '../support/remote-build';
import {
  remoteOverrides,
  ROOT,
  serveStatic,
  shellServerArgs,
  spareSlots,
  stop,
} from '../support/servers';

// Independent delivery: a copy of mfe-deals with one visible text changed is built and
// served alone; a second shell serving the very same shell/dist is pointed at it at run time.
const TEXT = 'Loans In Process';
const [SHELL_PORT, DEALS_PORT] = spareSlots('independent-delivery');
const SHELL = `http://localhost:${SHELL_PORT}`;
const DEALS = `http://localhost:${DEALS_PORT}`;
const SHELL_DIST = path.join(ROOT, 'shell/dist');
// Inside the repository: the copy's build resolves loaders and plugins from the root node_modules.
const WORK = path.join(ROOT, 'e2e/.work');

let copy: string | undefined;
let build: AbortController | undefined;
const servers: ChildProcess[] = [];

test.afterEach(async () => {
  build?.abort();
  await Promise.all(servers.splice(0).map(stop));
  if (copy) fs.rmSync(copy, { recursive: true, force: true });
  copy = undefined;
});

test('mfe-deals rebuilt and served alone changes the page; the shell build stays byte-identical', async ({
  page,
}) => {
  test.setTimeout(180_000); // the remote's production build alone takes 10-25 s here
  const shellBefore = hashTree(SHELL_DIST);
  expect(Object.keys(shellBefore)).toContain('index.html');
  const changed = `${TEXT} (build ${randomBytes(4).toString('hex')})`;

  const dist = await test.step('copy mfe-deals, change the text, build the copy alone', () => {
    copy = copyPackageSource(path.join(ROOT, 'mfe-deals'), WORK);
    replaceStringLiteral(path.join(copy, 'src'), TEXT, changed);
    build = new AbortController();
    return buildPackage(copy, build.signal);
  });

  await test.step('serve the new build, and the same shell build pointed at it', async () => {
    servers.push(
      await serveStatic(['--dir', dist, '--port', String(DEALS_PORT)], `${DEALS}/mf-manifest.json`),
    );
    servers.push(
      await serveStatic(
        shellServerArgs(SHELL_PORT),
        `${SHELL}/remotes.json`,
        remoteOverrides({ mfe_deals: DEALS_PORT }),
      ),
    );
  });

  await test.step('that shell shows the new text', async () => {
    await signInAndWait(page, accounts.borrower, SHELL);
    await page.goto(`${SHELL}/dashboard`);
    await expect(page.getByRole('heading', { level: 2, name: changed, exact: true })).toBeVisible();
  });

  await test.step('the e2e stack still shows the old text', async () => {
    await signInAndWait(page, accounts.borrower);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 2, name: TEXT, exact: true })).toBeVisible();
    await expect(page.getByText(changed)).toHaveCount(0);
  });

  expect(hashTree(SHELL_DIST), 'shell/dist after the delivery').toEqual(shellBefore);
});
