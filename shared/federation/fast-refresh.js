// @ts-check
// React Fast Refresh for the development servers (scripts/dev.mjs): an edit re-renders the changed
// components and keeps their state; where it cannot apply (a module that exports more than
// components, a syntax error fixed), webpack's client reloads the page. Never in production builds.
//
// Module federation: each container is its own webpack build, but the page must have one refresh
// runtime, the one whose hook React DOM (the host's) registered with. The host publishes its copy
// on a global before anything renders; remotes take it from there instead of bundling their own
// (their components then register where the host's React looks for them).
const ReactRefreshPlugin = require('@pmmmwh/react-refresh-webpack-plugin');

// The name fast-refresh-runtime.js publishes it under.
const RUNTIME_GLOBAL = '__lenderReactRefreshRuntime';

/** The host's entry module that publishes its refresh runtime (see above). */
const publishRuntimeEntry = require.resolve('./fast-refresh-runtime.js');

/**
 * What a container's development config adds for Fast Refresh.
 * @param {'host' | 'remote'} role
 * @param {string[]} topModules absolute paths: the host's entry, a remote's exposed modules
 */
function fastRefresh(role, topModules) {
  return {
    /** A page reload for an update that reaches a top module (reload-fallback-loader.js). */
    rule: {
      test: (/** @type {string} */ file) => topModules.includes(file),
      enforce: /** @type {const} */ ('post'),
      use: require.resolve('./reload-fallback-loader.js'),
    },
    /** swc's refresh transform: registers each component with the runtime. */
    swcTransform: { refresh: true },
    /** Entry modules to run first (host only). */
    entries: role === 'host' ? [publishRuntimeEntry] : [],
    externals: role === 'remote' ? { 'react-refresh/runtime': `global ${RUNTIME_GLOBAL}` } : {},
    plugins: [
      new ReactRefreshPlugin({
        // The dev server's own overlay shows build errors.
        overlay: false,
        // One "runtime injected" flag for the page (its default is one per container).
        library: 'lender-portal',
      }),
    ],
  };
}

module.exports = { fastRefresh };
