// The one place that decides what host and remotes share at run time, so they cannot drift.
// Remotes take `import: false`: they never bundle a second React, router, store or @lender/shared,
// they always use the host's copy (one session store, one router context, one theme).
const fs = require('node:fs');
const path = require('node:path');

const SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'zustand',
  '@radix-ui/react-dialog',
  '@radix-ui/react-tooltip',
  '@lender/shared',
];

// Subpath keys ("react/") cover react/jsx-runtime and react-dom/client, or a second React appears.
const WITH_SUBPATHS = new Set(['react', 'react-dom']);

const sharedPackageDir = path.resolve(__dirname, '..');

function versionOf(pkg, fromDir) {
  if (pkg === '@lender/shared') return require(path.join(sharedPackageDir, 'package.json')).version;
  // react-router comes in through react-router-dom; look for it from there.
  const routerDom = fs.realpathSync(findPackageDir('react-router-dom', fromDir));
  return require(path.join(findPackageDir(pkg, fromDir, routerDom), 'package.json')).version;
}

// Walks up from each start folder to the node_modules that holds pkg (package.json need not be exported).
function findPackageDir(pkg, ...starts) {
  for (const start of starts) {
    for (let dir = start; ; dir = path.dirname(dir)) {
      const candidate = path.join(dir, 'node_modules', pkg);
      if (fs.existsSync(path.join(candidate, 'package.json'))) return candidate;
      if (path.dirname(dir) === dir) break;
    }
  }
  throw new Error(`Cannot find package ${pkg} from ${starts.join(', ')}`);
}

/**
 * @param {{ role: 'host' | 'remote', dir: string }} options dir: the container's package folder
 * @returns {Record<string, object>} the `shared` option of ModuleFederationPlugin
 */
function sharedDependencies({ role, dir }) {
  const shared = {};
  for (const pkg of SINGLETONS) {
    const version = versionOf(pkg, dir);
    const entry = {
      singleton: true,
      requiredVersion: pkg === '@lender/shared' ? version : `^${version}`,
      version,
      strictVersion: false,
      ...(role === 'remote' ? { import: false } : {}),
    };
    shared[pkg] = entry;
    if (WITH_SUBPATHS.has(pkg)) shared[`${pkg}/`] = { ...entry };
  }
  return shared;
}

module.exports = { sharedDependencies, SINGLETONS, sharedPackageDir };
