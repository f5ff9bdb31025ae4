// The API killed (SIGKILL) in the middle of writes loses nothing it acknowledged: restarted on the
// same data, on PGlite and on PostgreSQL, every answered payoff request is there and every
// account's profile holds the last answered update (or the one in flight), and it takes new writes.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, accounts } from '../support/fixtures';
import { spareSlots, startApi } from '../support/servers';

const [PORT] = spareSlots('crash-durability');
const API = `http://127.0.0.1:${PORT}/lima/api`;
const PG_URL = process.env.PG_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** Payoff requests each account has had answered when the API is killed (mid-write). */
const ANSWERED_BEFORE_KILL = 10;
/** Payoff requests per account: the servicing-requests list that counts them shows 200 at most. */
const PAYOFF_CAP = 150;

const WRITERS = [
  { email: accounts.borrower, loan: 'LN-1004' },
  { email: accounts.borrower2, loan: 'LN-2001' },
];

interface Writer {
  token: string;
  loan: string;
  payoffsAnswered: number;
  payoffsSent: number;
  phoneAnswered: string | null;
  phoneSent: string | null;
}

const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

async function call(token: string, method: string, route: string, body?: unknown) {
  return fetch(`${API}/${route}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function signIn(email: string): Promise<string> {
  const response = await fetch(`${API}/users/validate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: DEMO_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

const payoff = (loan: string, n: number) => ({
  loan_number: loan,
  property_address: '4810 Bull Creek Rd',
  good_through_date: isoDay(10),
  email: 'jordan@demo.test',
  sale_or_refinance: 'Refinance',
  if_refinance_name_of_lender_and_agent_contact: 'Bank, Ann',
  updated_borrower_mailing_address: `${n} Oak St`,
});

const profile = (phone: string) => ({
  BillingStreet: '1 Main St',
  BillingCity: 'Austin',
  BillingState: 'TX',
  BillingPostalCode: '78701',
  Phone: phone,
});

/** One account writing as fast as it is answered, a payoff request then a profile update, until the API dies. */
async function write(writer: Writer, until: { dead: boolean }) {
  for (let n = 1; !until.dead; n += 1) {
    try {
      if (writer.payoffsSent < PAYOFF_CAP) {
        writer.payoffsSent += 1;
        const sent = await call(writer.token, 'POST', 'payoff-request', payoff(writer.loan, n));
        if (sent.status === 200) writer.payoffsAnswered += 1;
        else throw new Error(`payoff-request answered ${sent.status}`);
      }
      const phone = `512555${String(n).padStart(4, '0')}`;
      writer.phoneSent = phone;
      const updated = await call(writer.token, 'POST', 'updateaccountprofile', profile(phone));
      if (updated.status === 200) writer.phoneAnswered = phone;
      else throw new Error(`updateaccountprofile answered ${updated.status}`);
    } catch (error) {
      if (until.dead) return;
      throw error;
    }
  }
}

/** The process killed (SIGKILL), once it has exited; nothing for one already gone. */
async function killed(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

async function killDuringWrites(api: ChildProcess): Promise<Writer[]> {
  const writers: Writer[] = [];
  for (const { email, loan } of WRITERS)
    writers.push({
      token: await signIn(email),
      loan,
      payoffsAnswered: 0,
      payoffsSent: 0,
      phoneAnswered: null,
      phoneSent: null,
    });
  // Each account's count of requests before the load (the demo data may hold some).
  const before = await Promise.all(writers.map((w) => requestCount(w.token)));
  const until = { dead: false };
  const running = writers.map((w) => write(w, until));
  // Killed while every account is writing, once each has had some writes answered.
  await expect
    .poll(() => writers.every((w) => w.payoffsAnswered >= ANSWERED_BEFORE_KILL), {
      intervals: [20],
      timeout: 30_000,
    })
    .toBe(true);
  until.dead = true;
  await killed(api);
  await Promise.all(running);
  for (const [i, w] of writers.entries()) {
    expect(w.payoffsAnswered, 'the load wrote something before the kill').toBeGreaterThanOrEqual(
      ANSWERED_BEFORE_KILL,
    );
    w.payoffsAnswered += before[i]!;
    w.payoffsSent += before[i]!;
  }
  test.info().annotations.push({
    type: 'writes',
    description: writers
      .map((w) => `${w.payoffsAnswered} payoff requests answered, ${w.payoffsSent} sent`)
      .join('; '),
  });
  return writers;
}

async function requestCount(token: string): Promise<number> {
  const response = await call(token, 'GET', 'servicing-requests');
  expect(response.status).toBe(200);
  return ((await response.json()) as { requests: unknown[] }).requests.length;
}

async function expectNothingAnsweredLost(writers: Writer[]) {
  for (const w of writers) {
    // The token's session was written before the kill, so it still works.
    const count = await requestCount(w.token);
    expect(count).toBeGreaterThanOrEqual(w.payoffsAnswered);
    expect(count).toBeLessThanOrEqual(w.payoffsSent);
    const response = await call(w.token, 'GET', 'fetchaccountprofile');
    const { phone } = ((await response.json()) as { profile: { phone: string } }).profile;
    expect([w.phoneAnswered, w.phoneSent]).toContain(phone);
    const after = await call(w.token, 'POST', 'payoff-request', payoff(w.loan, 0));
    expect(after.status, 'the restarted API takes new writes').toBe(200);
  }
}

let api: ChildProcess | undefined;
test.afterEach(async () => {
  await killed(api);
  api = undefined;
});

test('PGlite: the API killed during writes keeps every write it answered', async () => {
  test.setTimeout(120_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-pglite-'));
  try {
    api = await startApi(PORT, dataDir);
    const writers = await killDuringWrites(api);
    api = await startApi(PORT, dataDir);
    await expectNothingAnsweredLost(writers);
  } finally {
    await killed(api);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

test('PostgreSQL: the API killed during writes keeps every write it answered', async () => {
  test.setTimeout(120_000);
  const name = `lender_crash_${randomBytes(4).toString('hex')}`;
  const psql = (sql: string) => execFileSync('psql', [PG_URL, '-qc', sql], { stdio: 'pipe' });
  psql(`CREATE DATABASE ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-pg-'));
  const env = { DATABASE_URL: url.toString(), JWT_SECRET: randomBytes(32).toString('hex') };
  try {
    api = await startApi(PORT, dataDir, env);
    const writers = await killDuringWrites(api);
    api = await startApi(PORT, dataDir, env);
    await expectNothingAnsweredLost(writers);
  } finally {
    await killed(api);
    psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
