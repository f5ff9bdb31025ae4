// @ts-check
// The floors of a first load on this machine, built as the shell is built for production (webpack,
// minified, brotli and gzip copies) and served as the shell is (scripts/serve-static.mjs):
// - the floor: a page whose script is React DOM rendering a deal's header it already has
//   (floor/entry.js); no client-rendered React page can have a lower LCP here, whatever its design;
// - the signed-in floor: a federation host as the shell is (React and React DOM shared eagerly,
//   the shell's federation runtime) that reads the deal through the API with the session's token
//   and renders its header (floor/signed-in-entry.js): what a deal page of this design waits for
//   at the least, before its router, core, frame and page.
// Lighthouse measures them beside the portal's pages, so the report shows how much of a page's LCP
// is the stack's and the design's, and how much the page's own.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(path.join(ROOT, 'package.json'));
/** @type {typeof import('webpack')} */
const webpack = require('webpack');
/** @type {{ compressionPlugins: () => import('webpack').WebpackPluginInstance[] }} */
const { compressionPlugins } = require(path.join(ROOT, 'shared/federation/compression.js'));
/**
 * @type {{
 *   sharedDependencies: (options: { role: 'host', dir: string }) => Record<string, object>,
 *   federationOptions: (options: { name: string, role: 'host', shared: Record<string, object> })
 *     => object,
 * }}
 */
const { sharedDependencies, federationOptions } = require(path.join(ROOT, 'shared/federation'));
const { ModuleFederationPlugin } = createRequire(path.join(ROOT, 'shared/package.json'))(
  '@module-federation/enhanced/webpack',
);

/** @typedef {'floor' | 'signed-in'} FloorKind */

/** The shell's React and React DOM, shared as the shell shares them; not the core (no page here). */
const sharedReact = () =>
  Object.fromEntries(
    Object.entries(sharedDependencies({ role: 'host', dir: path.join(ROOT, 'shell') })).filter(
      ([name]) => name.startsWith('react'),
    ),
  );

/** @type {Record<FloorKind, { entry: string, plugins: () => import('webpack').WebpackPluginInstance[] }>} */
const FLOORS = {
  floor: { entry: 'scripts/bench/floor/entry.js', plugins: () => [] },
  'signed-in': {
    entry: 'scripts/bench/floor/signed-in-entry.js',
    plugins: () => [
      new ModuleFederationPlugin({
        ...federationOptions({ name: 'floor', role: 'host', shared: sharedReact() }),
        manifest: false,
      }),
    ],
  },
};

/** The page: the shell's head (viewport, a deferred script), a root, nothing else. */
const indexHtml = (/** @type {string} */ script) =>
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1">' +
  `<title>Floor</title><script defer src="/${script}"></script></head>` +
  '<body><div id="root"></div></body></html>';

/**
 * Builds a floor page into `dir`: index.html and its one script, with the .br and .gz copies
 * every container's build writes (shared/federation/compression.js).
 * @param {string} dir
 * @param {FloorKind} [kind]
 * @returns {Promise<{ script: string }>} the script's file name
 */
export async function buildFloorPage(dir, kind = 'floor') {
  const floor = FLOORS[kind];
  const compiler = webpack({
    mode: 'production',
    context: ROOT,
    entry: path.join(ROOT, floor.entry),
    output: {
      path: dir,
      filename: 'floor.[contenthash:8].js',
      publicPath: '/',
      uniqueName: 'floor',
      clean: true,
    },
    // The shell's React and React DOM, the versions the portal ships.
    resolve: { modules: [path.join(ROOT, 'shell/node_modules'), 'node_modules'] },
    plugins: [...floor.plugins(), ...compressionPlugins()],
    performance: { hints: false },
    infrastructureLogging: { level: 'error' },
  });
  /** @type {import('webpack').Stats} */
  const stats = await new Promise((resolve, reject) =>
    compiler.run((error, result) =>
      compiler.close(() => (error || !result ? reject(error) : resolve(result))),
    ),
  );
  if (stats.hasErrors()) throw new Error(stats.toString({ all: false, errors: true }));
  const scripts = fs.readdirSync(dir).filter((file) => /^floor\.[0-9a-f]{8}\.js$/.test(file));
  const [script] = scripts;
  if (!script || scripts.length > 1)
    throw new Error(`the floor page has ${scripts.length} scripts`);
  fs.writeFileSync(path.join(dir, 'index.html'), indexHtml(script));
  // Served as the shell is (its headers and compression): a shell server names no remote here.
  fs.writeFileSync(path.join(dir, 'remotes.json'), '{}');
  return { script };
}

/**
 * Builds a floor page and serves it on `port` (serve-static, as the stack serves the shell, over
 * HTTPS when given the stack's certificate; the signed-in floor's calls go to the stack's API).
 * @param {{ port: number, tls?: { cert: string, key: string }, kind?: FloorKind, api?: string }}
 *   options api: the API's URL, for the signed-in floor
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function serveFloorPage({ port, tls, kind = 'floor', api }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lender-bench-floor-'));
  await buildFloorPage(dir, kind);
  // Loaded here, not with this module: the stack's module awaits at its top level, which the
  // build's test (jest, CommonJS) cannot load.
  const { run, serveStaticTlsArgs, waitFor } = await import('../stack.mjs');
  const server = run(
    kind === 'floor' ? 'floor' : `floor-${kind}`,
    [
      'scripts/serve-static.mjs',
      '--shell',
      '--dir',
      dir,
      '--port',
      String(port),
      ...(api ? ['--api', api] : []),
      ...serveStaticTlsArgs(tls),
    ],
    { HOST: '127.0.0.1' },
  );
  const url = `${tls ? 'https' : 'http'}://localhost:${port}/`;
  await waitFor(url);
  const stop = async () => {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
    fs.rmSync(dir, { recursive: true, force: true });
  };
  return { url, stop };
}
