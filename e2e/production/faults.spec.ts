// Faults of the production topology, under load through nginx: PostgreSQL stopped for 8 s, an API
// replica restarted during uploads, the upload folder full, no replica answering. Whatever happens,
// every answer on /lima/api/ is JSON, no upload the API acknowledged is lost, and the stack
// answers again on its own. Each scenario prints its counts (the report of the run).
import { setTimeout as sleep } from 'node:timers/promises';
import { expect, test } from '@playwright/test';
import { compose, containerState } from './compose';
import {
  describe as report,
  readStatus,
  runLoad,
  signIn,
  storedNames,
  upload,
  emptyTally,
} from './load';

test.describe.configure({ mode: 'serial' });

const BORROWER = 'borrower@demo.test';
const PASSWORD = 'Demo-pass-2026';
const DEAL = 'D1004';
const RUN = Date.now().toString(36);
const UPLOADS = '/var/lib/lender/uploads';

let token = '';
test.beforeAll(async () => {
  token = await signIn(BORROWER, PASSWORD);
});

/** Uploads acknowledged but not in the deal's documents once the stack answers again. */
async function lost(acknowledged: string[]): Promise<string[]> {
  await expect.poll(() => readStatus(token), { timeout: 60_000 }).toBe(200);
  const stored = await storedNames(token, DEAL);
  return acknowledged.filter((name) => !stored.has(name));
}

test('PostgreSQL stopped for 8 s under load: JSON answers only, no acknowledged upload lost, a clean stop', async () => {
  const postgres = containerState('postgres');
  const outage = (async () => {
    await sleep(1500);
    compose('stop', 'postgres');
    await sleep(8000);
    compose('start', 'postgres');
    await expect.poll(() => readStatus(token), { timeout: 60_000, intervals: [250] }).toBe(200);
    await sleep(1000);
  })();
  const tally = await runLoad({
    token,
    dealId: DEAL,
    prefix: `pg-${RUN}`,
    workers: 6,
    until: outage,
  });
  const missing = await lost(tally.acknowledged);
  console.log(report('PostgreSQL stopped 8 s', tally, missing.length));

  expect(tally.notJson).toEqual([]);
  expect(missing).toEqual([]);
  // The database's absence is the API's own 503; nginx never answers for it.
  expect(Object.keys(tally.statuses).map(Number).sort()).toEqual(
    expect.arrayContaining([200, 503]),
  );
  expect(tally.statuses[502] ?? 0).toBe(0);
  expect(tally.statuses[0] ?? 0).toBe(0);
  // Stopped with a fast shutdown, not killed: exit code 0, and the next start is no recovery.
  const exit = compose(
    'ps',
    '--all',
    '--format',
    '{{.Service}} {{.ExitCode}} {{.State}}',
    'postgres',
  );
  expect(exit).toContain('postgres 0 running');
  const logs = compose('logs', '--no-color', '--since', '1m', 'postgres');
  expect(logs).toMatch(/database system is shut down/);
  expect(logs).not.toMatch(/not properly shut down|automatic recovery in progress/);
  expect(containerState('postgres').id).toBe(postgres.id);
});

test('an API replica restarted during uploads: JSON answers only, no acknowledged upload lost', async () => {
  const restart = (async () => {
    await sleep(1500);
    compose('restart', 'api-1');
    await sleep(1500);
  })();
  const tally = await runLoad({
    token,
    dealId: DEAL,
    prefix: `restart-${RUN}`,
    workers: 4,
    uploadsOnly: true,
    until: restart,
  });
  const missing = await lost(tally.acknowledged);
  console.log(report('api-1 restarted during uploads', tally, missing.length));
  expect(tally.notJson).toEqual([]);
  expect(missing).toEqual([]);
  expect(tally.acknowledged.length).toBeGreaterThan(0);
  compose('up', '-d', '--wait', '--no-deps', 'api-1');
});

test('the upload folder full: a JSON 503 that says so, readiness says why, uploads work once there is room', async () => {
  const fill = (service: string) =>
    compose(
      'exec',
      '-T',
      service,
      'sh',
      '-c',
      // Fill the bounded upload area to its last byte (dd stops at ENOSPC).
      `dd if=/dev/zero of=${UPLOADS}/filler bs=1M 2>/dev/null; true`,
    );
  const readiness = (service: string) =>
    compose(
      'exec',
      '-T',
      service,
      'node',
      '-e',
      "fetch('http://127.0.0.1:3100/lima/api/health/ready').then(async (r) => console.log(r.status, (await r.json()).message ?? ''))",
    ).trim();
  for (const service of ['api-1', 'api-2']) fill(service);
  try {
    const tally = emptyTally();
    for (let i = 0; i < 4; i += 1) {
      const response = await upload(tally, token, DEAL, `full-${RUN}-${i}.pdf`);
      expect(response?.status).toBe(503);
      expect(response?.headers.get('retry-after')).toBeTruthy();
    }
    console.log(report('upload folder full', tally, 0));
    expect(tally.notJson).toEqual([]);
    for (const service of ['api-1', 'api-2'])
      expect(readiness(service)).toMatch(/^503 Storage unavailable: the upload folder .* is full/);
  } finally {
    for (const service of ['api-1', 'api-2'])
      compose('exec', '-T', service, 'rm', '-f', `${UPLOADS}/filler`);
  }
  const tally = emptyTally();
  expect((await upload(tally, token, DEAL, `room-${RUN}.pdf`))?.status).toBe(200);
  for (const service of ['api-1', 'api-2']) expect(readiness(service)).toBe('200');
});

test('no replica answering: nginx answers in the API’s JSON shape, 503 with Retry-After', async () => {
  compose('stop', 'api-1', 'api-2');
  try {
    const response = await fetch(
      `${process.env.PRODUCTION_URL ?? 'http://localhost:8080'}/lima/api/deals/funded`,
      {
        headers: { authorization: `Bearer ${token}` },
      },
    );
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'The service is temporarily unavailable. Please try again in a moment.',
    });
  } finally {
    compose('up', '-d', '--wait', '--no-deps', 'api-1', 'api-2');
  }
  await expect.poll(() => readStatus(token), { timeout: 60_000 }).toBe(200);
});
