// @ts-check
// The floors (docs/bench.md: floor/entry.js, floor/signed-in-entry.js), built as the shell is for
// production (minified, brotli and gzip copies) and served as the shell is (serve-static.mjs).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { compressionPlugins } from '../../shared/federation/compression.js';
import { sharedDependencies } from '../../shared/federation/shared-deps.js';
import { federationOptions, snapshotHandlerReplacement } from '../../shared/federation/webpack.js';
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
  // The shell's React and React DOM, shared as the shell shares them (not the core), both in the
  // floor's one script: the least a page that renders with React DOM asks for.
  const shared = sharedDependencies({ role: 'host', dir: path.join(ROOT, 'shell') });
  const react = Object.fromEntries(
    Object.entries(shared)
      .filter(([name]) => name.startsWith('react'))
      .map(([name, entry]) => [name, { ...entry, eager: true }]),
  );
  const federation = federationOptions({ name: 'floor', role: 'host', shared: react });
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
      ...(api
        ? [
            new ModuleFederationPlugin({ ...federation, manifest: false }),
            snapshotHandlerReplacement(),
          ]
        : []),
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
  if (api) args.push('--api', api);
  const server = run('floor', ['scripts/serve-static.mjs', ...args], { HOST: '127.0.0.1' });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const url = `https://localhost:${port}/`;
  await waitFor(url);
  const removed = exited.then(() => fs.rmSync(dir, { recursive: true }));
  return { url, stop: () => (server.kill('SIGTERM'), removed) };
}
