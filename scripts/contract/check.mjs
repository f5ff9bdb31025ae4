#!/usr/bin/env node
// @ts-check
// Compares the core's exported API and each remote's exposes with the last release's
// (contract-baseline.json): a removal or a changed signature needs a major version. Run by
// `npm test` (scripts/contract/contract.test.mjs); after a release, `--update` records the new
// baseline.
//   node scripts/contract/check.mjs [--update]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { contractProblems } from './compare.mjs';
import { exportedApi, packageVersion, remoteExposes } from './surface.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const BASELINE_FILE = path.join(ROOT, 'scripts/contract/contract-baseline.json');
const require = createRequire(import.meta.url);
const { containerOf, REMOTE_NAMES } = require('../../shared/federation/containers.js');

/** @typedef {import('./compare.mjs').Contract} Contract */

/**
 * The surface of the working tree.
 * @returns {Contract}
 */
export function currentContract() {
  const shared = path.join(ROOT, 'shared');
  /** @type {Contract} */
  const contract = {
    '@lender/shared': {
      version: packageVersion(shared),
      surface: {
        exports: exportedApi(path.join(shared, 'src/index.ts'), path.join(shared, 'tsconfig.json')),
      },
    },
  };
  for (const name of REMOTE_NAMES) {
    const dir = path.join(ROOT, containerOf(name).package);
    contract[name] = { version: packageVersion(dir), surface: remoteExposes(dir) };
  }
  return contract;
}

/** @returns {Contract} the last release's surface */
export const readBaseline = () => JSON.parse(fs.readFileSync(BASELINE_FILE, 'utf8'));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const current = currentContract();
  if (process.argv.includes('--update')) {
    fs.writeFileSync(BASELINE_FILE, `${JSON.stringify(current, null, 2)}\n`);
    console.log(`recorded ${path.relative(ROOT, BASELINE_FILE)}`);
  } else {
    const problems = contractProblems(readBaseline(), current);
    for (const problem of problems) console.error(problem);
    process.exitCode = problems.length ? 1 : 0;
    if (!problems.length) console.log('no breaking change without a major version');
  }
}
