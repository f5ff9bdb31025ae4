// The production topology, run for real. Two API replicas behind two edges (the shell's nginx) on
// PostgreSQL, the object store (files and the release store) and the mail catcher; the
// stack is started by scripts/production/test.mjs with the demo data seeded by the seed command.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { compose, containerState, nodeOnNetwork, release } from './compose';

test.describe.configure({ mode: 'serial' });

const BORROWER = 'borrower@demo.test';
const EMPLOYEE = 'employee@demo.test';
const PASSWORD = 'Demo-pass-2026';
const FUNDED = 'D1011'; // Riverside Apartments
const MAIL_API = process.env.MAIL_URL ?? 'http://127.0.0.1:8025';
/** The two edges (the shell's nginx replicas), each on a host port of its own. */
const EDGES = [
  process.env.PRODUCTION_URL ?? 'http://localhost:8080',
  process.env.PRODUCTION_URL_2 ?? 'http://localhost:8081',
] as const;

async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
}

/** A session token through nginx (either replica answers). */
async function tokenFor(page: Page, email: string): Promise<string> {
  const answer = await page.request.post('/lima/api/users/validate', {
    data: { username: email, password: PASSWORD },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: { token: string } }).data.token;
}

/** The files in the object store's bucket (s3rver keeps each object as <key>._S3rver_object). */
const storedObjects = () =>
  compose('exec', '-T', 'objects', 'find', '/data/lender-files', '-name', '*._S3rver_object')
    .split('\n')
    .filter((line) => line.trim() !== '');

const today = () => new Date().toISOString().slice(0, 10);

test('a borrower signs in through nginx, opens a deal, uploads to the object store, and a servicing mail reaches the catcher', async ({
  page,
}) => {
  await signIn(page, BORROWER);
  const dealPage = await page.goto(`/dashboard/deal/${FUNDED}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Riverside Apartments' })).toBeVisible();
  // nginx's page preloads the API client's code on a signed-in address (not on sign-in's /).
  expect(await dealPage?.headerValue('link')).toMatch(
    /<\/api-client\.[0-9a-f]{8}\.js>; rel=preload; as=script/,
  );
  expect((await page.request.get('/')).headers().link ?? '').not.toContain('api-client');
  // The run-time files, written per environment, are compressed as nginx sends them.
  const remotesFile = await page.request.get('/remotes.json', {
    headers: { 'accept-encoding': 'gzip' },
  });
  expect(remotesFile.headers()['content-encoding']).toBe('gzip');
  // So are the API's JSON answers, which the API sends plain (the payment history: ~40 kB).
  const history = await page.request.post('/lima/api/deals/account-history', {
    headers: {
      authorization: `Bearer ${await tokenFor(page, BORROWER)}`,
      'accept-encoding': 'gzip',
    },
    data: { dealid: FUNDED },
  });
  expect(history.status()).toBe(200);
  expect(history.headers()['content-encoding']).toBe('gzip');
  expect(((await history.json()) as unknown[]).length).toBeGreaterThan(10);

  const before = storedObjects().length;
  await page.goto(`/dashboard/deal/${FUNDED}/documents`);
  const name = `Production check ${Date.now()}.pdf`;
  await page
    .locator('input[type=file]')
    .setInputFiles([
      { name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') },
    ]);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  const uploaded = page.getByRole('table', { name: 'Uploaded documents' });
  await expect(uploaded.getByRole('rowheader', { name })).toBeVisible();
  expect(storedObjects().length).toBe(before + 1);
  // It downloads from the object store through either replica.
  const link = uploaded.getByRole('link', { name }).first();
  const file = await page.request.get((await link.getAttribute('href')) ?? '');
  expect(file.status()).toBe(200);
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // nginx serves a resource download with its type and the name to save it under.
  const form = await page.request.get(
    `/documents/resources/${encodeURIComponent('ACH Recurring Payment Authorization.pdf')}`,
  );
  expect(form.status()).toBe(200);
  expect(form.headers()['content-type']).toBe('application/pdf');
  expect(form.headers()['content-disposition']).toContain(
    'filename="ACH Recurring Payment Authorization.pdf"',
  );

  const token = await tokenFor(page, BORROWER);
  // Unique per run; a loan number has digits (base 36 of the time can be letters only).
  const loanNumber = `LN-PROD-${Date.now()}`;
  const payoff = await page.request.post('/lima/api/payoff-request', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      loan_number: loanNumber,
      property_address: '4810 Bull Creek Rd',
      good_through_date: today(),
      email: BORROWER,
      optional_email: '',
      sale_or_refinance: 'Refinance',
      if_sale_then_what_is_the_estimated_sales_price: '',
      if_refinance_name_of_lender_and_agent_contact: 'Other Bank',
      updated_borrower_mailing_address: '1 Oak St',
      external: false,
    },
  });
  expect(payoff.status()).toBe(200);
  await expect
    .poll(
      async () => {
        const mails = (await (await fetch(`${MAIL_API}/api/email`)).json()) as {
          subject: string;
        }[];
        return mails.map((mail) => mail.subject).filter((subject) => subject.includes(loanNumber));
      },
      { timeout: 30_000, message: 'the servicing mails at the SMTP catcher' },
    )
    .toHaveLength(2);
});

/**
 * The release of mfe_deals a fresh page load asks for: its remoteEntry.js comes from the shell's
 * origin, under /remotes/ (ADR 015).
 */
async function dealsEntryLoaded(page: Page): Promise<string> {
  const entry = page.waitForRequest((request) =>
    /\/remotes\/mfe_deals\/[^/]+\/remoteEntry\.js$/.test(request.url()),
  );
  await page.goto('/dashboard');
  const url = new URL((await entry).url());
  expect(url.origin).toBe(new URL(page.url()).origin);
  await expect(page.getByRole('table', { name: /loans in process/i })).toBeVisible();
  return url.pathname.split('/').at(-2) ?? '';
}

test('a remote is published, canaried, deployed and rolled back with the release tool while a tab stays open on each edge', async ({
  page,
  context,
  browser,
}) => {
  // Edges hold nothing of their own: no volume, no bind mount.
  for (const id of compose('ps', '-q', 'shell').trim().split('\n'))
    expect(
      execFileSync('docker', ['inspect', '-f', '{{json .Mounts}}', id], {
        encoding: 'utf8',
      }).trim(),
    ).toBe('[]');
  const remotesAt = async (edge: string) =>
    ((await (await fetch(`${edge}/remotes.json`)).json()) as { mfe_deals: { stable: string } })
      .mfe_deals.stable;
  const stableBefore = await remotesAt(EDGES[0]);
  expect(await remotesAt(EDGES[1])).toBe(stableBefore);
  await signIn(page, BORROWER);
  expect(await dealsEntryLoaded(page)).toBe(stableBefore);
  // The second edge, in a context of its own, with a page open there too.
  const second = await browser.newContext({ baseURL: EDGES[1] });
  const secondPage = await second.newPage();
  await signIn(secondPage, BORROWER);
  expect(await dealsEntryLoaded(secondPage)).toBe(stableBefore);
  // A release's files are cached for a year; remotes.json a few seconds, with the store's ETag;
  // the store's own files are not served.
  const entryFile = await page.request.get(`/remotes/mfe_deals/${stableBefore}/remoteEntry.js`);
  expect(entryFile.status()).toBe(200);
  expect(entryFile.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const remotesFile = await fetch(`${EDGES[0]}/remotes.json`);
  expect(remotesFile.headers.get('cache-control')).toBe('public, max-age=4');
  const etag = remotesFile.headers.get('etag') ?? '';
  expect(etag).not.toBe('');
  expect(
    (await fetch(`${EDGES[1]}/remotes.json`, { headers: { 'if-none-match': etag } })).status,
  ).toBe(304);
  for (const file of ['history.json', `${stableBefore}/release.json.missing`])
    expect((await page.request.get(`/remotes/mfe_deals/${file}`)).status()).toBe(404);
  expect((await page.request.get('/remotes/remotes.state.json')).status()).toBe(404);

  // Another build of mfe-deals: the same files and one more, so another content hash.
  const build = fs.mkdtempSync(path.join(os.tmpdir(), 'lender-prod-deals-'));
  fs.chmodSync(build, 0o777); // the release image's user writes the copy
  compose(
    'run',
    '--rm',
    '--no-deps',
    '-T',
    '-v',
    `${build}:/out`,
    '--entrypoint',
    'sh',
    'release',
    '-c',
    'cp -r /portal/mfe-deals/dist/. /out/',
  );
  fs.writeFileSync(path.join(build, 'build-note.txt'), `production check ${Date.now()}\n`);
  const published = compose(
    'run',
    '--rm',
    '--no-deps',
    '-T',
    '-v',
    `${build}:/incoming:ro`,
    'release',
    'publish',
    'deals',
    '--dist',
    '/incoming',
  );
  const next = /^mfe_deals (\S+) published/m.exec(published)?.[1] ?? '';
  expect(next).toMatch(/^\d+\.\d+\.\d+\+[0-9a-f]{10}$/);

  release('canary', 'deals', next, '100', '--reason', 'production check');
  // A new page gets the canary within the few seconds remotes.json is cached for (by the edge
  // and by this context, which read it for the pages above).
  await expect
    .poll(async () => dealsEntryLoaded(await context.newPage()), {
      timeout: 15_000,
      intervals: [1000],
    })
    .toBe(next);
  release('canary', 'deals', next, '0');

  release('deploy', 'deals', next, '--reason', 'production check');
  // Both edges serve the new release within the few seconds remotes.json is cached for, to the
  // pages open there as to a new one.
  const deployedAt = Date.now();
  for (const open of [page, secondPage])
    await expect
      .poll(
        () =>
          open.evaluate(async () => {
            const remotes = (await (await fetch('/remotes.json')).json()) as {
              mfe_deals: { stable: string };
            };
            return remotes.mfe_deals.stable;
          }),
        { timeout: 5_000, intervals: [250] },
      )
      .toBe(next);
  console.log(`both edges served the deploy ${Date.now() - deployedAt} ms after it`);
  const deployedPage = await context.newPage();
  expect(await dealsEntryLoaded(deployedPage)).toBe(next);
  expect(await dealsEntryLoaded(await second.newPage())).toBe(next);

  // The tab opened before still runs the old release: a page of its own chunk loads from it.
  await page.getByRole('link', { name: 'Cedar Flip' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cedar Flip' })).toBeVisible();

  release('rollback', 'deals', '--reason', 'production check done');
  // As after the deploy: a new page gets the rolled-back release within the few seconds
  // remotes.json is cached for (this context's cache may hold the deploy's for that long).
  await expect
    .poll(async () => dealsEntryLoaded(await context.newPage()), {
      timeout: 15_000,
      intervals: [1000],
    })
    .toBe(stableBefore);

  // The environment's history, in the tool and in the ops view's API.
  const listed = release('list', 'deals');
  expect(listed).toContain(`deploy ${stableBefore} -> ${next}: production check`);
  expect(listed).toContain(`rollback ${next} -> ${stableBefore}: production check done`);
  const ops = await page.request.get('/lima/api/ops/releases', {
    headers: { authorization: `Bearer ${await tokenFor(page, EMPLOYEE)}` },
  });
  const body = (await ops.json()) as {
    environment: { mfe_deals: { stable: string } };
    history: { action: string; to: string }[];
  };
  expect(body.environment.mfe_deals.stable).toBe(stableBefore);
  expect(body.history[0]).toMatchObject({ action: 'rollback', to: stableBefore });
  await second.close();
  fs.rmSync(build, { recursive: true, force: true });
});

test('one replica is killed: requests go on through the other, and a replica that exits is restarted', async ({
  page,
}) => {
  const token = await tokenFor(page, BORROWER);
  compose('kill', 'api-1');
  for (let i = 0; i < 20; i += 1) {
    const answer = await page.request.get('/lima/api/deals/funded', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.status()).toBe(200);
  }
  compose('start', 'api-1');
  await expect.poll(() => containerState('api-1').status, { timeout: 60_000 }).toBe('running');

  // A replica whose process ends (here: SIGTERM to it, a graceful exit) is started again.
  const before = containerState('api-2').restarts;
  compose('exec', '-T', 'api-2', 'node', '-e', "process.kill(1, 'SIGTERM')");
  await expect.poll(() => containerState('api-2').restarts, { timeout: 60_000 }).toBe(before + 1);
  compose('up', '-d', '--wait', '--no-deps', 'api-1', 'api-2');
});

// After the kill test: a PostgreSQL restart fails in-flight requests on both replicas with their
// JSON 503, which nginx passes on without marking either down.
test('PostgreSQL restarts mid-run: no replica exits, and requests succeed again', async ({
  page,
}) => {
  const token = await tokenFor(page, BORROWER);
  const funded = () =>
    page.request
      .get('/lima/api/deals/funded', { headers: { authorization: `Bearer ${token}` } })
      .then((answer) => answer.status());
  expect(await funded()).toBe(200);
  const replicas = ['api-1', 'api-2'].map((service) => ({ service, ...containerState(service) }));

  compose('restart', 'postgres');
  const restartedAt = Date.now();
  await expect.poll(funded, { timeout: 10_000, intervals: [100] }).toBe(200);
  console.log(`requests succeeded again ${Date.now() - restartedAt} ms after the restart`);

  for (const replica of replicas) {
    const now = containerState(replica.service);
    expect(now).toEqual({ id: replica.id, status: 'running', restarts: replica.restarts });
  }
});

test('a sign-out on one replica is refused by the other at once', () => {
  // Run on the stack's network, addressing each replica directly.
  const output = nodeOnNetwork(`
    const call = (replica, path, init = {}) =>
      fetch('http://' + replica + ':3100/lima/api/' + path, init);
    (async () => {
      const login = await call('api-1', 'users/validate', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: ${JSON.stringify(BORROWER)}, password: ${JSON.stringify(PASSWORD)} }),
      });
      const token = (await login.json()).data.token;
      const auth = { headers: { authorization: 'Bearer ' + token } };
      const before = (await call('api-2', 'deals/funded', auth)).status;
      const logout = (await call('api-1', 'users/logout', { method: 'POST', ...auth })).status;
      const loggedOutAt = performance.now();
      let after = 0;
      let polls = 0;
      while (after !== 401 && performance.now() - loggedOutAt < 1000) {
        after = (await call('api-2', 'deals/funded', auth)).status;
        polls += 1;
      }
      console.log(JSON.stringify({ before, logout, after, polls, ms: Math.round(performance.now() - loggedOutAt) }));
    })();
  `);
  const result = JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as Record<string, number>;
  console.log(
    `refused by the other replica ${result.ms} ms after the sign-out (${result.polls} calls)`,
  );
  expect(result).toMatchObject({ before: 200, logout: 200, after: 401 });
});
