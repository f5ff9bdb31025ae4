/** @jest-environment node */
// @ts-check
// The federation recipe every container is built from: what is shared, how, and with which runtime.
const fs = require('node:fs');
const path = require('node:path');
const { createContainerConfig } = require('./webpack');

const ROOT = path.resolve(__dirname, '../..');

/** @typedef {ReturnType<ReturnType<typeof createContainerConfig>>} ContainerConfig */
/** @typedef {ReturnType<typeof import('./fast-refresh').fastRefresh>['rule']} RefreshRule */
/**
 * The options the recipe gives ModuleFederationPlugin, as these tests read them (the plugin keeps
 * them in `_options`, a field its types do not publish).
 * @typedef {{
 *   name: string,
 *   filename?: string,
 *   exposes?: Record<string, string>,
 *   remotes: Record<string, string>,
 *   shared: Record<string, {
 *     singleton?: boolean, requiredVersion?: string, version?: string, import?: false, eager?: boolean
 *   }>,
 *   shareStrategy: string,
 *   runtimePlugins?: string[],
 *   experiments: { externalRuntime?: boolean, optimization?: object },
 *   manifest: boolean,
 *   dts: boolean,
 * }} FederationOptions
 */

/**
 * The ModuleFederationPlugin options of a container's production config.
 * @param {'host' | 'remote'} role
 * @param {string} pkg
 */
function federationOptions(role, pkg) {
  const config = createContainerConfig({
    dir: path.join(ROOT, pkg),
    name: pkg === 'shell' ? 'shell' : pkg.replace('-', '_'),
    role,
    ...(role === 'remote' ? { exposes: { './routes': './src/exposes/routes.ts' } } : {}),
  })({}, { mode: 'production' });
  const plugin = /** @type {{ _options: FederationOptions }} */ (
    /** @type {unknown} */ (
      config.plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin')
    )
  );
  return plugin._options;
}

const host = federationOptions('host', 'shell');
const remote = federationOptions('remote', 'mfe-deals');

describe('shared modules', () => {
  it('shares only what must be one instance: React, React DOM (with subpaths) and the core', () => {
    const keys = ['react', 'react/', 'react-dom', 'react-dom/', '@lender/shared'];
    expect(Object.keys(host.shared).sort()).toEqual([...keys].sort());
    expect(Object.keys(remote.shared).sort()).toEqual([...keys].sort());
  });

  it('shares each one as a singleton with an explicit version range', () => {
    for (const entry of [...Object.values(host.shared), ...Object.values(remote.shared)]) {
      expect(entry.singleton).toBe(true);
      expect(entry.requiredVersion).toMatch(/^\^?\d+\.\d+\.\d+$/);
      expect(entry.version).toMatch(/^\d+\.\d+\.\d+$/);
    }
  });

  it('has remotes use the host’s copies (import: false), the host provide all but React DOM eagerly', () => {
    for (const entry of Object.values(remote.shared)) {
      expect(entry.import).toBe(false);
      expect(entry.eager).toBeUndefined();
    }
    for (const [key, entry] of Object.entries(host.shared)) {
      expect(entry.import).toBeUndefined();
      // React DOM is a chunk of its own, which the host's document preloads.
      expect(entry.eager).toBe(!key.startsWith('react-dom'));
    }
  });
});

describe('runtime', () => {
  it('loads remotes first-come (one dead remote does not stall the shell), none at build time', () => {
    for (const options of [host, remote]) {
      expect(options.shareStrategy).toBe('loaded-first');
      expect(options.remotes).toEqual({});
      expect(options.dts).toBe(false);
      expect(options.experiments.optimization).toEqual({ target: 'web', disableSnapshot: true });
    }
  });

  it('has one federation runtime: the host publishes its ESM copy, remotes use it', () => {
    expect(host.runtimePlugins).toHaveLength(1);
    const [plugin] = /** @type {[string]} */ (host.runtimePlugins);
    expect(plugin).toMatch(/inject-external-runtime-core-plugin[\\/]dist[\\/]index\.js$/);
    expect(fs.existsSync(plugin)).toBe(true);
    expect(remote.experiments.externalRuntime).toBe(true);
    expect(host.experiments.externalRuntime).toBeUndefined();
  });

  it('gives remotes an entry and a manifest, and the host neither exposes nor an entry file', () => {
    expect(remote.filename).toBe('remoteEntry.js');
    expect(remote.exposes).toEqual({ './routes': './src/exposes/routes.ts' });
    expect(remote.manifest).toBe(true);
    expect(host.exposes).toBeUndefined();
  });
});

describe('the snapshot handler built in place of runtime-core’s', () => {
  // runtime-core as the shell's runtime resolves it (enhanced → runtime → runtime-core).
  const runtimeCoreDist = path.dirname(
    require.resolve('@module-federation/runtime-core', {
      paths: [
        path.dirname(
          require.resolve('@module-federation/runtime', {
            paths: [path.dirname(require.resolve('@module-federation/enhanced/runtime'))],
          }),
        ),
      ],
    }),
  );
  /** @param {string} dir @returns {string[]} */
  const filesIn = (dir) =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((entry) =>
        entry.isDirectory()
          ? filesIn(path.join(dir, entry.name))
          : entry.name.endsWith('.js')
            ? [path.join(dir, entry.name)]
            : [],
      );

  it('replaces the module core.js imports, by the name core.js imports it with', () => {
    const core = fs.readFileSync(path.join(runtimeCoreDist, 'core.js'), 'utf8');
    expect(core).toContain(
      'import { SnapshotHandler } from "./plugins/snapshot/SnapshotHandler.js"',
    );
  });

  it('has every member of the handler the runtime uses outside the handler itself', () => {
    const used = new Set();
    for (const file of filesIn(runtimeCoreDist)) {
      if (file.includes(`${path.sep}plugins${path.sep}snapshot${path.sep}`)) continue;
      for (const [, member] of fs.readFileSync(file, 'utf8').matchAll(/\.snapshotHandler\.(\w+)/g))
        used.add(member);
    }
    // loadRemoteSnapshotInfo: preloadRemote only (unused here), which the handler refuses.
    expect([...used].sort()).toEqual(['hooks', 'loadRemoteSnapshotInfo', 'manifestCache']);
    const handler = fs.readFileSync(path.join(__dirname, 'runtime/snapshot-handler.mjs'), 'utf8');
    for (const member of ['hooks =', 'manifestCache =', 'loadRemoteSnapshotInfo('])
      expect(handler).toContain(member);
  });
});

describe('React Router', () => {
  /** @param {string} mode */
  const resolveOf = (mode) =>
    createContainerConfig({ dir: path.join(ROOT, 'shell'), name: 'shell', role: 'host' })(
      {},
      { mode },
    ).resolve;

  it('is its production build in production, both entry points, and files that exist', () => {
    const { alias } = resolveOf('production');
    expect(Object.keys(alias).sort()).toEqual(['react-router$', 'react-router/dom$']);
    for (const file of Object.values(alias)) {
      expect(file).toContain(`${path.sep}dist${path.sep}production${path.sep}`);
      expect(fs.existsSync(file)).toBe(true);
    }
  });

  it('is its development build (with its warnings) in development', () => {
    expect(resolveOf('development').alias).toEqual({});
  });
});

describe('React Fast Refresh', () => {
  /**
   * @param {'host' | 'remote'} role
   * @param {string} pkg
   * @param {{ fastRefresh?: boolean }} env
   * @param {string} mode
   */
  const configOf = (role, pkg, env, mode) =>
    createContainerConfig({
      dir: path.join(ROOT, pkg),
      name: pkg === 'shell' ? 'shell' : pkg.replace('-', '_'),
      role,
      ...(role === 'remote' ? { exposes: { './routes': './src/exposes/routes.ts' } } : {}),
    })(env, { mode });
  /** @param {ContainerConfig} config */
  const hasRefreshPlugin = (config) =>
    config.plugins.some((p) => p.constructor.name === 'ReactRefreshPlugin');
  /** @param {ContainerConfig} config the swc rule's React transform (the first rule) */
  const reactTransform = (config) =>
    /** @type {{ use: { options: { jsc: { transform: { react: object } } } } }} */ (
      config.module.rules[0]
    ).use.options.jsc.transform.react;

  it('is in no production build, asked for or not', () => {
    for (const [role, pkg] of /** @type {['host' | 'remote', string][]} */ ([
      ['host', 'shell'],
      ['remote', 'mfe-deals'],
    ])) {
      const config = configOf(role, pkg, { fastRefresh: true }, 'production');
      expect(hasRefreshPlugin(config)).toBe(false);
      expect(reactTransform(config)).toEqual({ runtime: 'automatic', development: false });
      expect(config.externals).toBeUndefined();
    }
    expect(configOf('host', 'shell', {}, 'production').entry).toEqual({ main: './src/index.ts' });
  });

  it('has the dev servers’ builds refresh components, with the host’s one refresh runtime', () => {
    const shell = configOf('host', 'shell', { fastRefresh: true }, 'development');
    const deals = configOf('remote', 'mfe-deals', { fastRefresh: true }, 'development');
    for (const config of [shell, deals]) {
      expect(hasRefreshPlugin(config)).toBe(true);
      expect(reactTransform(config)).toMatchObject({ development: true, refresh: true });
    }
    // The host publishes its runtime first; remotes take it instead of bundling their own.
    const [runtime] = /** @type {[string, ...string[]]} */ (shell.entry.main);
    expect(runtime).toMatch(/fast-refresh-runtime\.js$/);
    expect(deals.externals).toEqual({
      'react-refresh/runtime': 'global __lenderReactRefreshRuntime',
    });
    expect(fs.readFileSync(runtime, 'utf8')).toContain('__lenderReactRefreshRuntime');
  });

  it('reloads the page for an update that reaches a container’s top module', () => {
    /** @param {ContainerConfig} config */
    const fallbackOf = (config) =>
      /** @type {RefreshRule | undefined} */ (
        config.module.rules.find((rule) => String(rule.use).endsWith('reload-fallback-loader.js'))
      );
    const shell = configOf('host', 'shell', { fastRefresh: true }, 'development');
    const deals = configOf('remote', 'mfe-deals', { fastRefresh: true }, 'development');
    expect(fallbackOf(shell)?.test(path.join(ROOT, 'shell/src/index.ts'))).toBe(true);
    expect(fallbackOf(deals)?.test(path.join(ROOT, 'mfe-deals/src/exposes/routes.ts'))).toBe(true);
    expect(
      fallbackOf(deals)?.test(
        path.join(ROOT, 'mfe-deals/src/appraisal-payment/AppraisalPaymentTab.tsx'),
      ),
    ).toBe(false);
    expect(fallbackOf(configOf('remote', 'mfe-deals', {}, 'production'))).toBeUndefined();
  });
});
