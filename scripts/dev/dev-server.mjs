// @ts-check
// A container's webpack dev server: a development build in memory with React Fast Refresh (an edit
// keeps the components' state; the page reloads where Fast Refresh cannot apply), its log lines
// prefixed with the container's name.
import path from 'node:path';
import { createRequire } from 'node:module';
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { PrefixedConsole } from '../log-prefix.mjs';
import { ROOT } from '../stack.mjs';
import { releaseStoreFiles } from '../static/release-store-files.mjs';

const require = createRequire(import.meta.url);
const { containerOf } = require('../../shared/federation/containers.js');

/**
 * @typedef {{ path: string, answer: () => unknown }} JsonRoute a JSON file computed per request
 *   (the shell's run-time remotes.json)
 */

/**
 * @param {{ name: string, port: number, json?: JsonRoute[], api?: string, releaseStore?: string }}
 *   options json: files answered before the build's own; api: where the shell proxies /lima/api;
 *   releaseStore: the store the shell serves the remotes' releases from, under /remotes/ (ADR 015)
 */
export async function startDevServer({ name, port, json = [], api, releaseStore }) {
  const label = containerOf(name).package;
  const log = new PrefixedConsole(label);
  const config = require(path.join(ROOT, label, 'webpack.config.js'))(
    { fastRefresh: true },
    { mode: 'development' },
  );
  const compiler = webpack({
    ...config,
    infrastructureLogging: { console: log, level: 'info' },
  });
  // One line per build (the middleware's own summary would print unprefixed).
  compiler.hooks.done.tap('dev-server-log', (stats) => {
    if (stats.hasErrors() || stats.hasWarnings()) log.error(stats.toString('errors-warnings'));
    else log.log(`built in ${(stats.endTime - stats.startTime) / 1000} s`);
  });
  const server = new WebpackDevServer(
    {
      port,
      host: 'localhost',
      hot: true,
      liveReload: true,
      // Remotes are loaded from the shell's origin.
      headers: { 'access-control-allow-origin': '*' },
      allowedHosts: 'all',
      client: { overlay: { errors: true, warnings: false, runtimeErrors: false } },
      static: false,
      // scripts/dev.mjs stops everything on SIGINT and SIGTERM (and restores what it changed).
      setupExitSignals: false,
      devMiddleware: { stats: 'none' },
      setupMiddlewares: (middlewares) => [
        ...json.map((route) => ({
          path: route.path,
          /** @param {unknown} _req @param {import('node:http').ServerResponse} res */
          middleware: (_req, res) => {
            res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
            res.end(JSON.stringify(route.answer()));
          },
        })),
        ...(releaseStore ? [releaseStoreFiles(releaseStore)] : []),
        ...middlewares,
      ],
      ...(api
        ? {
            historyApiFallback: true,
            proxy: [{ context: ['/lima/api'], target: api }],
          }
        : {}),
    },
    compiler,
  );
  await server.start();
  log.log(`http://localhost:${port} (development build, Fast Refresh)`);
  return server;
}
