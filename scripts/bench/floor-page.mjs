// @ts-check
// The floors a page's numbers read against, built as the shell is built for production (webpack,
// minified, brotli and gzip copies) and served as the shell is (scripts/serve-static.mjs):
// - the floor (floor/entry.js): React DOM rendering a deal's header it already has; no
//   client-rendered React page can have a lower LCP on this machine;
// - the signed-in floor (floor/signed-in-entry.js): a federation host as the shell is (React and
//   React DOM shared eagerly, the shell's federation runtime) that reads the deal through the API
//   with the session's token and renders its header: the least a deal page of this design waits
//   for, before its router, core, frames and remote.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { compressionPlugins } from '../../shared/federation/compression.js';
import { sharedDependencies } from '../../shared/federation/shared-deps.js';
import { federationOptions } from '../../shared/federation/webpack.js';
import { ROOT, run, serveStaticTlsArgs, waitFor } from '../stack.mjs';

// The federation plugin the containers' builds use (shared/federation/webpack.js).
const { ModuleFederationPlugin } = createRequire(path.join(ROOT, 'shared/package.json'))(
  '@module-federation/enhanced/webpack',
);

/**
 * Builds a floor into `dir` (one script, its compressed copies, and an index.html with the
 * shell's head and a root), serves it on `port` over HTTPS with the stack's certificate; the
 * signed-in floor's calls go to the stack's API.
 * @param {{ port: number, tls: { cert: string, key: string }, api?: string }} options api: the
 *   API's URL, for the signed-in floor
 */
export async function serveFloorPage({ port, tls, api }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lender-bench-floor-'));
  // The shell's React and React DOM, shared as the shell shares them (not the core).
  const shared = sharedDependencies({ role: 'host', dir: path.join(ROOT, 'shell') });
  const react = Object.entries(shared).filter(([name]) => name.startsWith('react'));
  const federation = federationOptions({
    name: 'floor',
    role: 'host',
    shared: Object.fromEntries(react),
  });
  const compiler = webpack({
    mode: 'production',
    context: ROOT,
    entry: path.join(ROOT, `scripts/bench/floor/${api ? 'signed-in-entry' : 'entry'}.js`),
    output: {
      path: dir,
      filename: 'floor.[contenthash:8].js',
      publicPath: '/',
      uniqueName: 'floor',
    },
    // The shell's React and React DOM, the versions the portal ships.
    resolve: { modules: [path.join(ROOT, 'shell/node_modules'), 'node_modules'] },
    plugins: [
      ...(api ? [new ModuleFederationPlugin({ ...federation, manifest: false })] : []),
      ...compressionPlugins(),
    ],
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
  if (scripts.length !== 1) throw new Error(`the floor page has ${scripts.length} scripts`);
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
      '<meta name="viewport" content="width=device-width, initial-scale=1">' +
      `<title>Floor</title><script defer src="/${scripts[0]}"></script></head>` +
      '<body><div id="root"></div></body></html>',
  );
  // Served as the shell is: a shell server that names no remote.
  fs.writeFileSync(path.join(dir, 'remotes.json'), '{}');
  const args = ['--shell', '--dir', dir, '--port', String(port), ...serveStaticTlsArgs(tls)];
  const server = run(
    api ? 'floor-signed-in' : 'floor',
    ['scripts/serve-static.mjs', ...args, ...(api ? ['--api', api] : [])],
    { HOST: '127.0.0.1' },
  );
  const url = `https://localhost:${port}/`;
  await waitFor(url);
  const stop = async () => {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
    fs.rmSync(dir, { recursive: true, force: true });
  };
  return { url, stop };
}
