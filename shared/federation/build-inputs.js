// @ts-check
// What each package's build is made from, and a hash of it: its own sources and settings, the core
// and the contracts every browser build includes, and the lockfile (the dependencies' exact
// versions). A build records the hash of what it was built from (dist/build-inputs.json); a build
// whose recorded hash differs from the sources' now is stale (scripts/build-state.mjs). By content,
// not file times: a checkout that rewrites a file unchanged rebuilds nothing.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { CONTAINERS } = require('./containers');

/** What every browser build includes: the core, the contracts and the one webpack recipe. */
const BROWSER_INPUTS = [
  'shared/src',
  'shared/contracts/src',
  'shared/federation',
  'shared/package.json',
  'pnpm-lock.yaml',
];

/** @type {Record<string, { output: string, inputs: string[] }>} package folder -> its build */
const BUILDS = {
  ...Object.fromEntries(
    Object.values(CONTAINERS).map(({ package: folder }) => [
      folder,
      {
        output: `${folder}/dist`,
        inputs: [
          `${folder}/src`,
          `${folder}/public`,
          `${folder}/webpack.config.js`,
          `${folder}/package.json`,
          ...BROWSER_INPUTS,
        ],
      },
    ]),
  ),
  api: {
    output: 'api/dist',
    inputs: [
      'api/src',
      'api/scripts/build.mjs',
      'api/package.json',
      'shared/contracts/src',
      'pnpm-lock.yaml',
    ],
  },
};

/** The file a build records its inputs' hash in, inside its output folder. */
const RECORD = 'build-inputs.json';

/** Files under `target` (a file or a folder), relative to `root`, sorted; tests are no input. */
/** @param {string} root @param {string} target @returns {string[]} */
function filesOf(root, target) {
  const full = path.join(root, target);
  if (!fs.existsSync(full)) return [];
  if (!fs.statSync(full).isDirectory()) return [target];
  return fs
    .readdirSync(full, { withFileTypes: true })
    .filter((entry) => entry.name !== 'node_modules' && !/\.test\.[jt]sx?$/.test(entry.name))
    .flatMap((entry) => filesOf(root, path.posix.join(target, entry.name)))
    .sort();
}

/**
 * The hash of what the package's build is made from (its files' paths and bytes).
 * @param {string} root @param {string} name a key of BUILDS
 */
function inputsHash(root, name) {
  const build = BUILDS[name];
  if (!build) throw new Error(`no build named ${name}`);
  const hash = crypto.createHash('sha256');
  for (const file of build.inputs.flatMap((input) => filesOf(root, input)))
    hash
      .update(file)
      .update('\0')
      .update(fs.readFileSync(path.join(root, file)))
      .update('\0');
  return hash.digest('hex');
}

/** Records that `name`'s build is of its current sources. @param {string} root @param {string} name */
function recordBuild(root, name) {
  const build = /** @type {{ output: string }} */ (BUILDS[name]);
  const file = path.join(root, build.output, RECORD);
  fs.writeFileSync(file, `${JSON.stringify({ inputs: inputsHash(root, name) })}\n`);
}

/** The hash `name`'s build recorded, or null when it has no (readable) record. */
/** @param {string} root @param {string} name @returns {string | null} */
function recordedHash(root, name) {
  const build = /** @type {{ output: string }} */ (BUILDS[name]);
  try {
    const record = JSON.parse(fs.readFileSync(path.join(root, build.output, RECORD), 'utf8'));
    return typeof record.inputs === 'string' ? record.inputs : null;
  } catch {
    return null;
  }
}

/**
 * The packages whose build is missing or was made from other sources than the current ones.
 * @param {string} root the repository
 * @returns {{ name: string, reason: string }[]}
 */
function staleBuilds(root) {
  return Object.keys(BUILDS).flatMap((name) => {
    const recorded = recordedHash(root, name);
    if (recorded === null)
      return [{ name, reason: `${name} has no build (or no record of its sources)` }];
    return recorded === inputsHash(root, name)
      ? []
      : [{ name, reason: `${name}'s sources changed since it was built` }];
  });
}

module.exports = { BUILDS, recordBuild, staleBuilds };
