// @ts-check
// Builds the webpack config of any container (the shell host or a remote) from one recipe.
const path = require('node:path');
const fs = require('node:fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyPlugin = require('copy-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { VanillaExtractPlugin } = require('@vanilla-extract/webpack-plugin');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedDependencies, PRELOADED } = require('./shared-deps');
const { PreloadSharedPlugin, preloadedCacheGroup } = require('./preload-shared');
const { compressionPlugins } = require('./compression');
const { chunkLoadingGlobal } = require('./containers');
const { PageDeclarationPlugin } = require('./pages');
const { PreloadFilesPlugin } = require('./preload');
const { fastRefresh } = require('./fast-refresh');
const { BUILDS, recordBuild } = require('./build-inputs');

/**
 * Records, once a production build has succeeded, the hash of the sources it was made from
 * (dist/build-inputs.json): `npm start` rebuilds only the packages whose sources changed since.
 */
class RecordBuildInputsPlugin {
  /** @param {string} dir the package's folder */
  constructor(dir) {
    this.dir = dir;
  }
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.done.tap('RecordBuildInputsPlugin', (stats) => {
      const name = path.basename(this.dir);
      // A package of the portal (the bench's floor page, built by the same recipe, is none).
      if (!stats.hasErrors() && BUILDS[name]) recordBuild(path.resolve(this.dir, '..'), name);
    });
  }
}

// One federation runtime for the page: the host publishes its copy of runtime-core on a global
// (this plugin, in its ESM build so it is the very copy the host runs), and remotes built with
// `externalRuntime` use it instead of each bundling their own (~17 kB gz per remote entry).
const injectExternalRuntimeCore = path.join(
  path.dirname(require.resolve('@module-federation/inject-external-runtime-core-plugin')),
  'index.js',
);

/**
 * Builds runtime-core's instance with the portal's snapshot handler (runtime/snapshot-handler.mjs)
 * instead of its own, which only manifests and `preloadRemote` need. Only runtime-core's `core.js`
 * import is replaced; the runtime's other import of that module takes a helper, not the handler.
 */
function snapshotHandlerReplacement() {
  const handler = path.join(__dirname, 'runtime/snapshot-handler.mjs');
  return new webpack.NormalModuleReplacementPlugin(
    /^\.\/plugins\/snapshot\/SnapshotHandler\.js$/,
    (resource) => {
      if (/[\\/]@module-federation[\\/]runtime-core[\\/]dist$/.test(resource.context)) {
        resource.request = handler;
      }
    },
  );
}

/**
 * React Router exports only its development build (dev-only warnings and checks, ~0.5 kB gz more
 * on every first load); its production build sits beside it in dist/production. Both entry points
 * are mapped so that no module gets the other build (two builds would be two router contexts).
 */
function reactRouterProductionBuild() {
  const dom = path.dirname(require.resolve('react-router-dom/package.json'));
  const router = path.dirname(require.resolve('react-router/package.json', { paths: [dom] }));
  return {
    'react-router$': path.join(router, 'dist/production/index.mjs'),
    'react-router/dom$': path.join(router, 'dist/production/dom-export.mjs'),
  };
}

/**
 * The federation options every container takes (and the bench's signed-in floor page, a host of
 * its own): no build-time remotes (the shell registers them at run time from remotes.json), one
 * runtime published by the host.
 * @param {{ name: string, role: 'host' | 'remote', shared: Record<string, object> }} options
 */
const federationOptions = ({ name, role, shared }) => ({
  name,
  remotes: {},
  shared,
  shareStrategy: /** @type {const} */ ('loaded-first'),
  ...(role === 'host' ? { runtimePlugins: [injectExternalRuntimeCore] } : {}),
  experiments: {
    ...(role === 'remote' ? { externalRuntime: true } : {}),
    // No manifest "snapshot" code in the runtime (remotes.json lists remoteEntry.js URLs)
    // and no Node.js code paths: ~3 kB gz less on every first load.
    optimization: { target: /** @type {const} */ ('web'), disableSnapshot: true },
  },
  dts: false,
});

/**
 * @param {object} options
 * @param {string} options.dir the container's package folder
 * @param {string} options.name the container name (a JS identifier, e.g. mfe_deals)
 * @param {'host' | 'remote'} options.role
 * @param {Record<string, string>} [options.exposes] remotes only
 * @param {string} [options.entry] default ./src/index.ts
 * @param {string} [options.classPrefix] prefix of generated class names
 * @returns the config function webpack calls with (env, argv); `env.fastRefresh` (set by the dev
 *   servers of scripts/dev.mjs, development mode only) adds React Fast Refresh
 */
function createContainerConfig({
  dir,
  name,
  role,
  exposes = {},
  entry = './src/index.ts',
  classPrefix,
}) {
  /** @param {{ fastRefresh?: boolean }} env @param {{ mode?: string }} argv */
  return (env, argv) => {
    const production = argv.mode !== 'development';
    const topModules = (role === 'host' ? [entry] : Object.values(exposes)).map((file) =>
      path.join(dir, file),
    );
    const refresh = !production && env?.fastRefresh === true ? fastRefresh(role, topModules) : null;
    const prefix = classPrefix ?? name.replace(/^mfe_/, '');
    return {
      context: dir,
      mode: production ? 'production' : 'development',
      devtool: production ? 'source-map' : 'cheap-module-source-map',
      entry: role === 'host' ? { main: refresh ? [...refresh.entries, entry] : entry } : {},
      ...(refresh ? { externals: refresh.externals } : {}),
      output: {
        path: path.join(dir, 'dist'),
        // The host is served from the site root (deep links load /main.js, not /dashboard/main.js);
        // remotes resolve their chunks from wherever their entry was loaded.
        publicPath: role === 'host' ? (process.env.SHELL_PUBLIC_PATH ?? '/') : 'auto',
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: name,
        chunkLoadingGlobal: chunkLoadingGlobal(name),
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js'],
        alias: production ? reactRouterProductionBuild() : {},
      },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  // A development build runs against a development host, which shares
                  // react/jsx-dev-runtime (scripts/dev.mjs).
                  transform: {
                    react: {
                      runtime: 'automatic',
                      development: !production,
                      ...refresh?.swcTransform,
                    },
                  },
                  target: 'es2020',
                },
              },
            },
          },
          { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
          ...(refresh ? [refresh.rule] : []),
        ],
      },
      plugins: [
        new VanillaExtractPlugin({
          identifiers: ({ hash, debugId }) =>
            production
              ? `${prefix}_${hash}`
              : `${prefix}_${(debugId ?? '').replace(/[^A-Za-z0-9_-]/g, '_')}_${hash}`,
        }),
        new MiniCssExtractPlugin({
          filename: production ? '[name].[contenthash:8].css' : '[name].css',
          chunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
        }),
        new ModuleFederationPlugin({
          ...federationOptions({ name, role, shared: sharedDependencies({ role, dir }) }),
          ...(role === 'remote' ? { filename: 'remoteEntry.js', exposes } : {}),
          manifest: true,
        }),
        // A remote publishes the pages it serves (pages.json): the shell's routes and navigation;
        // and the files each page's first load needs (preload.json), which the shell asks for
        // beside remoteEntry.js.
        ...(role === 'remote'
          ? [new PageDeclarationPlugin({ dir, container: name }), new PreloadFilesPlugin({ dir })]
          : []),
        ...(role === 'host'
          ? [
              new HtmlWebpackPlugin({
                template: path.join(dir, 'src/index.html'),
                scriptLoading: 'defer',
              }),
              snapshotHandlerReplacement(),
              new PreloadSharedPlugin(),
            ]
          : []),
        // public/ holds files served as they are (remotes.json and config.json of the shell).
        ...(fs.existsSync(path.join(dir, 'public'))
          ? [new CopyPlugin({ patterns: [{ from: path.join(dir, 'public'), to: '.' }] })]
          : []),
        ...(production ? compressionPlugins() : []),
        ...(production ? [new RecordBuildInputsPlugin(dir)] : []),
        ...(refresh?.plugins ?? []),
      ],
      ...(role === 'host'
        ? {
            optimization: {
              splitChunks: { cacheGroups: { preloaded: preloadedCacheGroup([...PRELOADED]) } },
            },
          }
        : {}),
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}

module.exports = { createContainerConfig, federationOptions, snapshotHandlerReplacement };
