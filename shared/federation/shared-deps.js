// @ts-check
// The one place that decides what host and remotes share at run time, so they cannot drift.
// Only what must be one instance is shared: React (one renderer, one hooks dispatcher) and the
// core, @lender/shared, which carries the session, the HTTP client and the shell's router
// primitives. The router, zustand and Radix are not shared modules: the shell bundles what it
// uses (tree-shaken), and remotes reach them only through the core (a lint rule keeps it so).
// Remotes take `import: false`: they never bundle a second React or core, they use the host's.
// The host takes React and the core `eager`: they are in its entry chunk, so the shell starts
// without a chain of async chunk loads (each a round trip on a slow network). React DOM, half of
// a first load's JS and needed only when the shell renders, is a chunk of its own that the page's
// document preloads right after the entry: it downloads while the entry is evaluated and reads
// the run-time files, instead of delaying the entry's end (shared/federation/preload-shared.js).
const path = require('node:path');

const SINGLETONS = ['react', 'react-dom', '@lender/shared'];

// Subpath keys ("react/") cover react/jsx-runtime and react-dom/client, or a second React appears.
const WITH_SUBPATHS = new Set(['react', 'react-dom']);

/** Provided by the host as chunks of their own, preloaded by its document. */
const PRELOADED = new Set(['react-dom']);

const sharedPackageDir = path.resolve(__dirname, '..');

/** @param {string} pkg @param {string} fromDir @returns {string} */
function versionOf(pkg, fromDir) {
  const manifest =
    pkg === '@lender/shared'
      ? path.join(sharedPackageDir, 'package.json')
      : require.resolve(`${pkg}/package.json`, { paths: [fromDir] });
  return require(manifest).version;
}

/**
 * @param {{ role: 'host' | 'remote', dir: string }} options dir: the container's package folder
 * @returns {Record<string, object>} the `shared` option of ModuleFederationPlugin
 */
function sharedDependencies({ role, dir }) {
  /** @type {Record<string, object>} */
  const shared = {};
  for (const pkg of SINGLETONS) {
    const version = versionOf(pkg, dir);
    const entry = {
      singleton: true,
      // The range a remote was built for (its manifest declares it; the shell refuses a remote
      // whose range the page's React or core does not satisfy). The core follows semver: a
      // removed or changed export is a major version (a minor one while it is 0.x).
      requiredVersion: `^${version}`,
      version,
      strictVersion: false,
      ...(role === 'remote' ? { import: false } : { eager: !PRELOADED.has(pkg) }),
    };
    shared[pkg] = entry;
    if (WITH_SUBPATHS.has(pkg)) shared[`${pkg}/`] = { ...entry };
  }
  return shared;
}

module.exports = { sharedDependencies, SINGLETONS, PRELOADED };
