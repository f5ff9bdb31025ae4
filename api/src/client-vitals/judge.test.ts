// The release tool's judge against the real API: a guarded canary (release canary --auto) is
// judged from what browsers reported to this API — page loads, errors, vitals — read with the
// operations token. Rolled back with 8 errors in 12 loads against none in 12 on stable; promoted
// to its next step when clean with vitals like stable's; held below the minimum sample. Each
// decision is in the environment's history with its evidence.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createTestApp, type TestApp } from '../test/helpers';

const ROOT = resolve(__dirname, '../../..');
const OPS_TOKEN = 'a7c3e9f1b5d2e8c4a6f0b3d7e1c9a5f2b8d4e6c0a3f7b1d5e9c2a8f4b6d0e3c7';
let t: TestApp;
let api: string;
let work: string;
let address = 0;

beforeAll(async () => {
  t = await createTestApp({ env: { OPS_TOKEN } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  api = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/lima/api`;
  work = mkdtempSync(join(tmpdir(), 'lender-judge-'));
  mkdirSync(join(work, 'shell'));
  writeFileSync(
    join(work, 'shell', 'mf-manifest.json'),
    JSON.stringify({ shared: [{ name: 'react', version: '19.3.1' }] }),
  );
});
afterAll(async () => {
  await t.close();
  rmSync(work, { recursive: true, force: true });
});

/** A store of its own with mfe_deals' stable release deployed and another published. */
function environment(name: string) {
  const store = join(work, name);
  const release = (...args: string[]) => {
    const run = spawnSync(
      process.execPath,
      [join(ROOT, 'scripts', 'release.mjs'), ...args, '--env', 'remotes.json'],
      {
        cwd: ROOT,
        encoding: 'utf8',
        env: {
          ...process.env,
          RELEASE_STORE: store,
          SHELL_URL: join(work, 'shell'),
          RELEASE_ACTOR: 'deals-team',
          OPS_TOKEN,
        },
      },
    );
    if (run.status !== 0) throw new Error(`release ${args.join(' ')}: ${run.stderr}`);
    return run.stdout;
  };
  const publish = (text: string) => {
    const dist = join(work, `${name}-dist-${text}`);
    mkdirSync(dist, { recursive: true });
    writeFileSync(join(dist, 'remoteEntry.js'), `/* ${name} ${text} */`);
    writeFileSync(
      join(dist, 'mf-manifest.json'),
      JSON.stringify({
        metaData: { buildInfo: { buildVersion: '1.0.0' } },
        shared: [{ name: 'react', requiredVersion: '^19.3.1' }],
      }),
    );
    return (
      /^mfe_deals (\S+) published/.exec(release('publish', 'deals', '--dist', dist))?.[1] ?? ''
    );
  };
  const stable = publish('stable');
  const canary = publish('canary');
  writeFileSync(
    join(store, 'remotes.json'),
    JSON.stringify({ mfe_deals: { base: '/remotes/mfe_deals', stable } }),
  );
  /** The judge, as its own process: this one serves the API it reads meanwhile. */
  const judge = () =>
    new Promise<string>((done, fail) => {
      const child = spawn(
        process.execPath,
        [join(ROOT, 'scripts', 'release.mjs'), 'judge', '--api', api, '--env', 'remotes.json'],
        { cwd: ROOT, env: { ...process.env, RELEASE_STORE: store, OPS_TOKEN } },
      );
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('close', (code) =>
        code === 0 ? done(stdout) : fail(new Error(`judge: ${stderr}`)),
      );
    });
  const state = () =>
    JSON.parse(readFileSync(join(store, 'remotes.state.json'), 'utf8')) as {
      remotes: { mfe_deals: { stable: string; canary?: { version: string; percent: number } } };
      history: {
        action: string;
        who: string;
        percent?: number;
        judgement?: {
          decision: string;
          rule: string;
          stable: { loads: number; errors: number };
          canary: { loads: number; errors: number };
        };
      }[];
      guards: Record<string, unknown>;
    };
  return { release, judge, stable, canary, state };
}

/** A page load of `version` as a browser reports it, from an address of its own. */
const load = (version: string, lcp = 1200) =>
  t.app.inject({
    method: 'POST',
    url: '/lima/api/client-vitals',
    remoteAddress: `10.40.${Math.floor(++address / 250)}.${address % 250}`,
    payload: {
      remote: 'mfe_deals',
      version,
      page: '/dashboard/deal/:dealId',
      metrics: [
        { name: 'LCP', value: lcp },
        { name: 'INP', value: 80 },
      ],
    },
  });
const error = (version: string) =>
  t.app.inject({
    method: 'POST',
    url: '/lima/api/client-errors',
    remoteAddress: `10.41.0.${++address % 250}`,
    payload: {
      traceId: randomBytes(8).toString('hex'),
      remote: 'mfe_deals',
      version,
      kind: 'render',
      message: 'The page threw',
      path: '/dashboard/deal/D1004',
    },
  });
const times = async (n: number, call: () => Promise<{ statusCode: number }>) => {
  for (let i = 0; i < n; i += 1) expect((await call()).statusCode).toBeLessThan(300);
};

it('rolls back a canary with 8 errors in 12 loads against 0 in 12 on stable', async () => {
  const env = environment('rollback');
  env.release('canary', 'deals', env.canary, '10', '--auto', '--min-loads', '12');
  await times(12, () => load(env.stable));
  await times(12, () => load(env.canary));
  await times(8, () => error(env.canary));

  expect(await env.judge()).toMatch(/^deals \S+: rolled back \(errors: 66\.7 per 100 loads/);
  const state = env.state();
  expect(state.remotes.mfe_deals).toEqual({ base: '/remotes/mfe_deals', stable: env.stable });
  expect(state.guards).toEqual({});
  expect(state.history.at(-1)).toMatchObject({
    action: 'canary',
    who: 'judge',
    percent: 0,
    judgement: {
      decision: 'rollback',
      stable: { loads: 12, errors: 0 },
      canary: { loads: 12, errors: 8 },
    },
  });
});

it('promotes a clean canary with vitals like stable to its next step, then waits for a new sample', async () => {
  const env = environment('promote');
  env.release('canary', 'deals', env.canary, '10', '--auto', '--min-loads', '12');
  await times(12, () => load(env.stable, 1200));
  await times(12, () => load(env.canary, 1210));

  expect(await env.judge()).toMatch(/^deals \S+: promoted to 50%/);
  const promoted = env.state();
  expect(promoted.remotes.mfe_deals.canary).toEqual({ version: env.canary, percent: 50 });
  expect(promoted.history.at(-1)).toMatchObject({
    action: 'canary',
    percent: 50,
    judgement: { decision: 'promote', canary: { loads: 12, errors: 0 } },
  });
  // The next step's window starts now: nothing in it yet, so the judge holds.
  expect(await env.judge()).toMatch(/hold \(sample: 0 canary and 0 stable loads/);
  expect(env.state().remotes.mfe_deals.canary).toEqual({ version: env.canary, percent: 50 });
});

it('holds a canary below the minimum sample, recording the decision once', async () => {
  const env = environment('hold');
  env.release('canary', 'deals', env.canary, '10', '--auto', '--min-loads', '12');
  await times(12, () => load(env.stable));
  await times(5, () => load(env.canary));
  for (let run = 0; run < 2; run += 1)
    expect(await env.judge()).toMatch(
      /hold \(sample: 5 canary and 12 stable loads, 12 each needed\)/,
    );
  const state = env.state();
  expect(state.remotes.mfe_deals.canary).toEqual({ version: env.canary, percent: 10 });
  expect(state.history.filter((entry) => entry.action === 'judge')).toHaveLength(1);
});

it('refuses to judge without the operations token', () => {
  const env = environment('token');
  const run = spawnSync(
    process.execPath,
    [join(ROOT, 'scripts', 'release.mjs'), 'judge', '--api', api],
    {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, RELEASE_STORE: join(work, 'token'), OPS_TOKEN: '' },
    },
  );
  expect(run.status).toBe(2);
  expect(run.stderr).toMatch(/operations token in OPS_TOKEN/);
  expect(env.state).toBeDefined();
});
