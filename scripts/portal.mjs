#!/usr/bin/env node
// @ts-check
// The two commands of the README, for a fresh machine with Node >= 20 and nothing else (an older
// Node than 22 is replaced by the pinned LTS, fetched once into .tools/):
//   npm start  -> installs what is missing, builds what changed, starts the whole portal; a remote
//                 gets the working tree's build only where the local environment has no release
//                 deployed yet (`npm start -- --deploy`: everywhere), and it says which
//   npm test   -> installs, builds, type-checks, lints, runs jest and the Playwright suites
// `node scripts/portal.mjs serve` starts the built stack only (used by Playwright).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { staleBuilds } from './build-state.mjs';
import { jestCounts, playwrightCounts, totalLine } from './test-summary.mjs';
import { ensurePnpm, ensureSupportedNode } from './toolchain.mjs';

// On a machine whose Node is older than the dependencies support, this runs again on a
// supported one fetched from the npm registry (scripts/toolchain.mjs).
ensureSupportedNode();
const { ROOT, startStack } = await import('./stack.mjs');

const command = process.argv[2] ?? 'start';

/**
 * Runs pnpm; a failure ends this process, after `onFailure` (npm test's summary).
 * @param {string[]} args @param {Record<string, string>} [env]
 */
function pnpm(args, env = {}) {
  const result = spawnSync('pnpm', args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', ...env },
  });
  if (result.status !== 0) {
    console.error(`pnpm ${args.join(' ')} failed`);
    onFailure();
    process.exit(result.status ?? 1);
  }
}

/** What runs before a failed command ends the process. */
let onFailure = () => {};

/**
 * Installs, then builds every package (alwaysBuild) or only those whose sources changed since their
 * build: a change in one remote rebuilds that remote alone.
 * @param {{ alwaysBuild: boolean }} options
 */
function prepare({ alwaysBuild }) {
  ensurePnpm();
  pnpm(['install', process.env.CI ? '--frozen-lockfile' : '--prefer-offline']);
  if (alwaysBuild) {
    pnpm(['build']);
    return;
  }
  const stale = staleBuilds(ROOT);
  for (const { name, reason } of stale) console.log(`${name} is rebuilt: ${reason}`);
  if (stale.length > 0)
    pnpm(['-r', ...stale.flatMap(({ name }) => ['--filter', `./${name}`]), 'run', 'build']);
}

/** @param {{ deployBuilds: boolean }} options */
async function serve({ deployBuilds }) {
  const stale = staleBuilds(ROOT);
  if (stale.length > 0) {
    for (const { name, reason } of stale) console.error(`${name}: ${reason}`);
    console.error('Refusing to serve builds older than their sources: run `pnpm build` first.');
    process.exit(1);
  }
  // The demo's terminal shows the requests worth a look — errors, refusals other than a 401, slow
  // answers (api/src/http/access-log.ts) — and other warnings; LOG_LEVEL=info npm start shows
  // every request, as production logs them. A terminal gets them readable, anything else JSON.
  const stack = await startStack({
    deployBuilds,
    apiEnv: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
  });
  for (const [name, kept] of Object.entries(stack.kept))
    console.log(
      `${name}: the environment keeps ${kept.stable}; the working tree's build is ${kept.built} (npm start -- --deploy makes it stable)`,
    );
  console.log(`\nThe portal is running: open http://localhost:${stack.ports.shell}`);
  console.log(
    'Demo accounts (password Demo-pass-2026): borrower@demo.test, broker@demo.test, employee@demo.test',
  );
  console.log(
    `Account setup: create an account as newborrower@demo.test or newbroker@demo.test; the link is in the development mailbox, http://localhost:${stack.ports.shell}/lima/api/dev/mailbox`,
  );
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => void stack.stop().then(() => process.exit(0)));
  }
}

/**
 * The production topology's test needs a Docker engine: run where one answers (CI starts one and
 * sets PRODUCTION_TEST=required, so a missing engine fails there), say so loudly where none does.
 */
function productionTopology() {
  if (spawnSync('docker', ['info'], { stdio: 'ignore' }).status === 0) {
    pnpm(['test:production']);
    return true;
  } else if (process.env.PRODUCTION_TEST === 'required') {
    console.error('The production topology test needs a Docker engine, and none answers.');
    process.exit(1);
  } else {
    console.warn(
      '\n*** NOT RUN: the production topology test (pnpm test:production) needs a Docker engine; none answers here. ***\n',
    );
  }
  return false;
}

switch (command) {
  case 'start':
    prepare({ alwaysBuild: false });
    await serve({ deployBuilds: process.argv.includes('--deploy') });
    break;
  case 'serve':
    // The test stack (Playwright) serves what was just built.
    await serve({ deployBuilds: true });
    break;
  case 'test': {
    // Each step stops the run on failure; at the end — passed or not — one line says how each step
    // went and how long it took, and the last totals the tests jest and Playwright report (read
    // from their JSON reports) and the steps.
    const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'npm-test-'));
    const jestReport = path.join(reports, 'jest.json');
    const playwrightReport = path.join(reports, 'playwright.json');
    /** @type {{ name: string, outcome: 'passed' | 'failed' | 'not run', seconds: number, tests?: { passed: number, failed: number } }[]} */
    const steps = [];
    const started = Date.now();
    const summary = () => {
      const minutes = ((Date.now() - started) / 60_000).toFixed(1);
      const failed = steps.some((step) => step.outcome === 'failed');
      const each = steps.map(({ name, outcome, seconds }) =>
        outcome === 'passed' ? `${name} ${seconds} s` : `${name} ${outcome.toUpperCase()}`,
      );
      console.log(
        `\nnpm test ${failed ? 'FAILED' : 'passed'} in ${minutes} min: ${each.join(', ')}.`,
      );
      console.log(totalLine(steps));
      fs.rmSync(reports, { recursive: true, force: true });
    };
    /**
     * @param {string} name @param {() => boolean | void} run false: the step did not run
     * @param {() => { passed: number, failed: number } | undefined} [tests] what the step reported
     */
    const step = (name, run, tests) => {
      const at = Date.now();
      const seconds = () => Math.round((Date.now() - at) / 1000);
      onFailure = () => {
        const counts = tests?.();
        steps.push({
          name,
          outcome: 'failed',
          seconds: seconds(),
          ...(counts ? { tests: counts } : {}),
        });
        summary();
      };
      const ran = run() !== false;
      const counts = tests?.();
      steps.push({
        name,
        outcome: ran ? 'passed' : 'not run',
        seconds: seconds(),
        ...(counts ? { tests: counts } : {}),
      });
    };
    step('install and build', () => prepare({ alwaysBuild: true }));
    step('typecheck', () => pnpm(['typecheck']));
    step('lint', () => pnpm(['lint']));
    step(
      'unit and API tests',
      () => pnpm(['test:unit', '--json', `--outputFile=${jestReport}`]),
      () => jestCounts(jestReport),
    );
    step(
      'browser tests',
      () => pnpm(['test:e2e'], { E2E_JSON_REPORT: playwrightReport }),
      () => playwrightCounts(playwrightReport),
    );
    step('production topology', productionTopology);
    summary();
    break;
  }
  default:
    console.error(`unknown command ${command}; use start, serve or test`);
    process.exit(2);
}
