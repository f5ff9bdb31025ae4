#!/usr/bin/env node
// @ts-check
// `pnpm test:affected [--since REF] [--dry-run]`: the tests of what a change touches, for a remote
// team's CI — the packages whose files changed since REF (default: main's merge base, else the
// last commit; uncommitted changes included), those built on them, their builds (only the stale
// ones), their jest projects (unit, component, contract and API tests) and the Playwright specs
// that open them. --dry-run prints the plan only.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { affectedPlan } from './affected.mjs';
import { staleBuilds } from './build-state.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: { since: { type: 'string' }, 'dry-run': { type: 'boolean', default: false } },
});

/** @param {string[]} args */
const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
const base =
  values.since ??
  (() => {
    try {
      return git('merge-base', 'HEAD', 'main');
    } catch {
      return 'HEAD';
    }
  })();
const changed = [
  ...new Set([
    ...git('diff', '--name-only', base).split('\n'),
    ...git('ls-files', '--others', '--exclude-standard').split('\n'),
  ]),
].filter(Boolean);

const specsDir = path.join(ROOT, 'e2e', 'tests');
const specs = Object.fromEntries(
  fs
    .readdirSync(specsDir)
    .filter((file) => file.endsWith('.spec.ts'))
    .map((file) => [`tests/${file}`, fs.readFileSync(path.join(specsDir, file), 'utf8')]),
);
const plan = affectedPlan(changed, specs);
console.log(`changed since ${base}: ${changed.length} files`);
console.log(`packages: ${plan.packages.join(', ') || 'none'}`);
console.log(`jest projects: ${plan.jestProjects.join(', ') || 'none'}`);
console.log(`e2e specs: ${plan.e2eSpecs.join(', ') || 'none'}`);
if (values['dry-run']) process.exit(0);

/** @param {string[]} args */
const pnpm = (...args) => {
  const result = spawnSync('pnpm', args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
if (plan.jestProjects.length) pnpm('exec', 'jest', '--selectProjects', ...plan.jestProjects);
if (plan.e2eSpecs.length) {
  const stale = staleBuilds(ROOT);
  if (stale.length)
    pnpm('-r', ...stale.flatMap(({ name }) => ['--filter', `./${name}`]), 'run', 'build');
  pnpm('test:e2e', ...plan.e2eSpecs);
}
