// @ts-check
// What a change touches, for `pnpm test:affected` (scripts/test-affected.mjs): the packages whose
// files changed, the packages built on them, and the tests of those — their jest projects, the
// contract check when a remote's or the core's surface may have moved, and the Playwright specs
// that open what changed. A pure plan from the changed paths and the specs' sources.
import { createRequire } from 'node:module';

/** @type {{ CONTAINERS: Record<string, { package: string }>, REMOTE_NAMES: string[] }} */
const { CONTAINERS, REMOTE_NAMES } = createRequire(import.meta.url)(
  '../shared/federation/containers.js',
);

const BROWSER = Object.values(CONTAINERS).map((container) => container.package);
const EVERYTHING = ['shared', 'contracts', ...BROWSER, 'api', 'scripts', 'e2e'];

/**
 * The package a changed path belongs to (null: none that has tests, e.g. docs).
 * @param {string} file a path relative to the repository
 */
export function packageOf(file) {
  if (file.startsWith('shared/contracts/')) return 'contracts';
  const top = file.split('/')[0] ?? '';
  if (['shared', 'api', 'scripts', 'e2e', ...BROWSER].includes(top)) return top;
  return null;
}

/** What depends on a package: a change to it reaches these too. */
const DEPENDENTS = /** @type {Record<string, string[]>} */ ({
  shared: [...BROWSER],
  contracts: [...BROWSER, 'api'],
});

/** Files that every build and test rests on. */
const EVERYWHERE =
  /^(pnpm-lock\.yaml|package\.json|pnpm-workspace\.yaml|tsconfig[\w.]*\.json|jest\.config\.js)$/;

/**
 * @param {string[]} changed paths relative to the repository
 * @param {Record<string, string>} specs e2e spec file (relative to e2e/) -> its source
 * @returns {{ packages: string[], jestProjects: string[], e2eSpecs: string[] }}
 */
export function affectedPlan(changed, specs) {
  /** @type {Set<string>} */
  const packages = new Set();
  for (const file of changed) {
    if (EVERYWHERE.test(file)) for (const name of EVERYTHING) packages.add(name);
    const owner = packageOf(file);
    if (!owner) continue;
    packages.add(owner);
    for (const dependent of DEPENDENTS[owner] ?? []) packages.add(dependent);
  }
  const jestProjects = [...packages].filter((name) => name !== 'e2e').sort();
  // Every spec runs on the shell and the core, and on the suite's own support and settings.
  const everySpec =
    packages.has('shared') ||
    packages.has('shell') ||
    changed.some((file) => file.startsWith('e2e/') && !file.startsWith('e2e/tests/'));
  /** @type {Set<string>} */
  const e2eSpecs = new Set(
    changed.filter((file) => file.startsWith('e2e/tests/')).map((file) => file.slice(4)),
  );
  for (const [spec, source] of Object.entries(specs)) {
    const opens = [...packages].some((name) => {
      if (name === 'api') return source.includes('/lima/api');
      const container = REMOTE_NAMES.find((remote) => CONTAINERS[remote]?.package === name);
      return (
        BROWSER.includes(name) && (source.includes(name) || source.includes(container ?? name))
      );
    });
    if (everySpec || opens) e2eSpecs.add(spec);
  }
  return { packages: [...packages].sort(), jestProjects, e2eSpecs: [...e2eSpecs].sort() };
}
