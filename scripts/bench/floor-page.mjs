// @ts-check
// The floor of a first load on this machine: a page whose script is React DOM rendering a deal's
// header it already has (floor/entry.js), built as the shell is built for production (webpack,
// minified, brotli and gzip copies) and served as the shell is (scripts/serve-static.mjs).
// Lighthouse measures it beside the portal's pages: no client-rendered React page can have a
// lower LCP here, whatever its design, so the report shows how much of a page's LCP is the
// host's and the stack's, and how much the page's own.
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

/** The page: the shell's head (viewport, a deferred script), a root, nothing else. */
const indexHtml = (/** @type {string} */ script) =>
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1">' +
  `<title>Floor</title><script defer src="/${script}"></script></head>` +
  '<body><div id="root"></div></body></html>';

/**
 * Builds the floor page into `dir`: index.html and its one script, with the .br and .gz copies
 * every container's build writes (shared/federation/compression.js).
 * @param {string} dir
 * @returns {Promise<{ script: string }>} the script's file name
 */
export async function buildFloorPage(dir) {
  const compiler = webpack({
    mode: 'production',
    context: ROOT,
    entry: path.join(ROOT, 'scripts/bench/floor/entry.js'),
    output: { path: dir, filename: 'floor.[contenthash:8].js', clean: true },
    // The shell's React and React DOM, the versions the portal ships.
    resolve: { modules: [path.join(ROOT, 'shell/node_modules'), 'node_modules'] },
    plugins: compressionPlugins(),
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
  const script = fs.readdirSync(dir).find((file) => /^floor\.[0-9a-f]{8}\.js$/.test(file));
  if (!script) throw new Error('the floor page has no script');
  fs.writeFileSync(path.join(dir, 'index.html'), indexHtml(script));
  // Served as the shell is (its headers and compression): a shell server names no remote here.
  fs.writeFileSync(path.join(dir, 'remotes.json'), '{}');
  return { script };
}

/**
 * Builds the floor page and serves it on `port` (serve-static, as the stack serves the shell,
 * over HTTPS when given the stack's certificate).
 * @param {{ port: number, tls?: { cert: string, key: string } }} options
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function serveFloorPage({ port, tls }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lender-bench-floor-'));
  await buildFloorPage(dir);
  // Loaded here, not with this module: the stack's module awaits at its top level, which the
  // build's test (jest, CommonJS) cannot load.
  const { run, serveStaticTlsArgs, waitFor } = await import('../stack.mjs');
  const server = run(
    'floor',
    [
      'scripts/serve-static.mjs',
      '--shell',
      '--dir',
      dir,
      '--port',
      String(port),
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
