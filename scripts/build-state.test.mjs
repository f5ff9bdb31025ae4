// @ts-check
// Which builds npm start redoes: those whose sources' content changed since they were built — one
// remote's change rebuilds that remote alone; a file rewritten unchanged (a checkout) nothing; the
// core, the contracts or the lockfile every build that includes them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { BUILDS, staleBuilds } from './build-state.mjs';

const { recordBuild } = createRequire(import.meta.url)('../shared/federation/build-inputs.js');

/** @type {string} */
let root;
/** @param {string} file @param {string} content */
const write = (file, content) => {
  fs.mkdirSync(path.join(root, path.dirname(file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), content);
};
const stale = () =>
  staleBuilds(root)
    .map((build) => build.name)
    .sort();

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'lender-build-state-'));
  write('pnpm-lock.yaml', 'lockfileVersion: 9\n');
  write('shared/src/index.ts', 'export const core = 1;\n');
  write('shared/contracts/src/index.ts', 'export const rule = 1;\n');
  write('shared/federation/webpack.js', '// the recipe\n');
  write('shared/package.json', '{}\n');
  write('api/src/main.ts', 'export {};\n');
  write('api/scripts/build.mjs', '// build\n');
  write('api/package.json', '{}\n');
  for (const name of Object.keys(BUILDS)) {
    if (name !== 'api') {
      write(`${name}/src/index.ts`, `export const name = '${name}';\n`);
      write(`${name}/package.json`, '{}\n');
    }
    fs.mkdirSync(path.join(root, /** @type {{ output: string }} */ (BUILDS[name]).output), {
      recursive: true,
    });
    recordBuild(root, name);
  }
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

it('has nothing to rebuild right after the builds', () => {
  expect(stale()).toEqual([]);
});

it('rebuilds mfe-deals alone when one of its files changes', () => {
  write('mfe-deals/src/index.ts', "export const name = 'mfe-deals, changed';\n");
  expect(stale()).toEqual(['mfe-deals']);
  expect(staleBuilds(root)[0]?.reason).toBe("mfe-deals's sources changed since it was built");
});

it('rebuilds nothing for a file rewritten unchanged (a newer time, the same content)', () => {
  const file = path.join(root, 'shell/src/index.ts');
  fs.writeFileSync(file, fs.readFileSync(file));
  const later = new Date(Date.now() + 3_600_000);
  fs.utimesSync(file, later, later);
  expect(stale()).toEqual([]);
});

it('rebuilds every browser package for a change of the core, and everything for the lockfile', () => {
  write('shared/src/index.ts', 'export const core = 2;\n');
  expect(stale()).toEqual(
    Object.keys(BUILDS)
      .filter((name) => name !== 'api')
      .sort(),
  );
  write('pnpm-lock.yaml', 'lockfileVersion: 9\n# a dependency moved\n');
  expect(stale()).toEqual(Object.keys(BUILDS).sort());
});

it('ignores a change of a test file, and builds a package that never was', () => {
  write('mfe-deals/src/deal.test.ts', 'it.todo("x");\n');
  expect(stale()).toEqual([]);
  fs.rmSync(path.join(root, 'mfe-account/dist'), { recursive: true });
  expect(staleBuilds(root)).toEqual([
    { name: 'mfe-account', reason: 'mfe-account has no build (or no record of its sources)' },
  ]);
});
