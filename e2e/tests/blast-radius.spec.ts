// Blast radius: each remote in turn × {manifest 404, entry 500, hang, a page that throws
// while rendering}. Its area shows the fallback within 3 s naming the remote, its version and a
// trace id that the API's log records too; the shell and the other remotes keep working.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import type { Locator, Page } from '@playwright/test';
import { accounts, expect, signInAndWait, test } from '../support/fixtures';
import {
  FAULTS,
  startFaultyRemote,
  stableManifest,
  type FaultyRemote,
} from '../support/faulty-remote';
import {
  ROOT,
  serveStatic,
  shellServerArgs,
  spareSlots,
  STACK_REMOTES_FILE,
  stop,
} from '../support/servers';

const [SHELL_PORT, FAULTY_PORT] = spareSlots('blast-radius');
const SHELL = `http://localhost:${SHELL_PORT}`;
const RELEASES_DIR = process.env.RELEASES_DIR ?? path.join(ROOT, 'releases');

type Remote = 'mfe_auth' | 'mfe_deals' | 'mfe_construction' | 'mfe_servicing' | 'mfe_account';
interface Channel {
  base: string;
  stable: string;
}

/** Follows a side-navigation link to another remote's page and sees it. */
const viaNav =
  (link: string, shown: (page: Page) => Locator) =>
  async (page: Page): Promise<void> => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link }).click();
    await expect(shown(page)).toBeVisible();
  };
const profileHeading = (page: Page) => page.getByRole('heading', { level: 1, name: /profile/i });

/** Where each remote is entered, and a page of another remote that must still work then. */
const CASES: Record<
  Remote,
  { path: string; signedIn: boolean; other: (page: Page) => Promise<void> }
> = {
  mfe_auth: {
    path: '/',
    signedIn: false,
    other: async (page) => {
      await page.goto(`${SHELL}/applications/payoff-request`);
      await expect(page.getByRole('heading', { level: 1, name: 'Payoff Request' })).toBeVisible();
    },
  },
  mfe_deals: { path: '/dashboard', signedIn: true, other: viaNav('Profile', profileHeading) },
  mfe_construction: {
    path: '/dashboard/deal/D1004/construction',
    signedIn: true,
    other: viaNav('Profile', profileHeading),
  },
  mfe_servicing: {
    path: '/dashboard/servicing-requests',
    signedIn: true,
    other: viaNav('FAQ', (page) =>
      page.getByRole('heading', { level: 1, name: /frequently asked questions|faq/i }),
    ),
  },
  mfe_account: {
    path: '/dashboard/profile',
    signedIn: true,
    other: viaNav('Customer Dashboard', (page) =>
      page.getByRole('table', { name: /loans in process/i }),
    ),
  },
};

let work: string;
let remotesFile: string;
let stack: Record<Remote, Channel>;
let faulty: FaultyRemote;
let shell: ChildProcess | undefined;

test.beforeAll(async () => {
  stack = JSON.parse(fs.readFileSync(STACK_REMOTES_FILE, 'utf8'));
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'lender-blast-'));
  remotesFile = path.join(work, 'remotes.json');
  fs.writeFileSync(remotesFile, JSON.stringify(stack));
  faulty = await startFaultyRemote(
    FAULTY_PORT,
    Object.fromEntries(
      Object.entries(stack).map(([name, channel]) => [
        name,
        stableManifest(RELEASES_DIR, name, channel.stable),
      ]),
    ),
  );
  shell = await serveStatic(shellServerArgs(SHELL_PORT), `${SHELL}/remotes.json`, {
    REMOTES_FILE: remotesFile,
  });
});

// Each test starts with every remote working (the previous one left its remote broken).
test.beforeEach(() => fs.writeFileSync(remotesFile, JSON.stringify(stack)));

test.afterAll(async () => {
  await stop(shell);
  await faulty?.close();
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

/** Sends `remote` to the faulty server (same version), every other remote to the stack's. */
function breakOnly(remote: Remote) {
  const remotes = {
    ...stack,
    // Its page declarations stay (the shell still routes to it); its files come from the faulty server.
    [remote]: { ...stack[remote], base: `${faulty.url}/${remote}` },
  };
  fs.writeFileSync(remotesFile, JSON.stringify(remotes));
}

/** The API's log for the whole run (the stack's output) holds the trace id. */
async function expectTraceIdInApiLog(traceId: string) {
  const log = process.env.E2E_PORTAL_LOG;
  expect(log, 'the e2e stack writes its log to a file').toBeTruthy();
  await expect
    .poll(() => fs.readFileSync(log!, 'utf8').includes(`"traceId":"${traceId}"`), {
      timeout: 5000,
    })
    .toBe(true);
}

for (const remote of Object.keys(CASES) as Remote[]) {
  test(`${remote} failing in each of ${FAULTS.length} ways leaves the rest of the portal working`, async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors.value = true; // failed requests and the thrown render are logged
    test.setTimeout(90_000);
    const { path: where, signedIn, other } = CASES[remote];
    if (signedIn) await signInAndWait(page, accounts.borrower, SHELL);

    for (const fault of FAULTS) {
      await test.step(fault, async () => {
        faulty.setFault(remote, fault);
        breakOnly(remote);
        await page.goto(`${SHELL}${where}`, { waitUntil: 'commit' });
        const fallback = page.getByRole('alert').filter({ hasText: remote });
        // How soon it shows (a hung server: remotes.answerTimeoutMs) is the bench's to measure.
        await expect(fallback).toBeVisible();
        await expect(fallback).toContainText(`${remote} ${stack[remote].stable}`);
        const traceId = (await fallback.locator('code').textContent()) ?? '';
        expect(traceId).toMatch(/^[0-9a-f]{16}$/);
        await expectTraceIdInApiLog(traceId);
        // The shell's frame is there, and another remote's page works.
        if (signedIn) await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
        await other(page);
      });
    }
  });
}
