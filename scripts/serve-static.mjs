#!/usr/bin/env node
// @ts-check
// Serves a built container's dist/ folder or a remote's release store: a remote (CORS open, so the
// shell's origin may load it) or the shell (SPA fallback, run-time remotes.json/config.json with
// per-environment overrides, and /lima/api proxied to the API server).
//
//   node scripts/serve-static.mjs --dir mfe-deals/dist --port 3002
//   node scripts/serve-static.mjs --dir releases/mfe_deals --port 3002 --releases
//   node scripts/serve-static.mjs --dir shell/dist --port 3000 --shell --api http://127.0.0.1:3050
//
// Run-time files of the shell: REMOTES_FILE names the environment's remotes.json (read on every
// request, so a deploy or a rollback is an edit of that file; default: the one in dist/);
// REMOTE_URL_<CONTAINER> (e.g. REMOTE_URL_MFE_DEALS=http://localhost:3999/remoteEntry.js)
// replaces one entry with a fixed URL; PORTAL_CONFIG (JSON) is merged over config.json.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sirv from 'sirv';
import { downloadHeaders } from './static/downloads.mjs';
import { readRemotesFile } from './release/remotes-file.mjs';
import { configOrigins, remoteOrigins, shellCsp } from './static/shell-csp.mjs';
import { apiClientFile, pageLinks } from './static/page-links.mjs';
import { chooseEncoding, encodeJson } from './static/json-answer.mjs';

const { values: args } = parseArgs({
  options: {
    dir: { type: 'string' },
    port: { type: 'string' },
    host: { type: 'string', default: process.env.HOST ?? '0.0.0.0' },
    shell: { type: 'boolean', default: false },
    releases: { type: 'boolean', default: false },
    api: { type: 'string' },
  },
});

if (!args.dir || !args.port) {
  console.error('usage: serve-static.mjs --dir DIST --port PORT [--shell] [--api URL]');
  process.exit(2);
}
const dir = path.resolve(args.dir);
const builtFile = args.shell ? 'index.html' : args.releases ? 'history.json' : 'mf-manifest.json';
if (!fs.existsSync(path.join(dir, builtFile))) {
  console.error(`${dir} has no build; run the package's build first.`);
  process.exit(1);
}

// The page's Link header preloads it (static/page-links.mjs); a build is not changed while served.
const apiClient = args.shell ? apiClientFile(dir) : null;

/** A JSON file of the build (config.json). @param {string} file */
const readJson = (file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));

export function remotesJson(env = process.env) {
  const remotes = readRemotesFile(env.REMOTES_FILE || path.join(dir, 'remotes.json'), {
    required: true,
  });
  for (const name of Object.keys(remotes)) {
    const override = env[`REMOTE_URL_${name.toUpperCase()}`];
    if (override) remotes[name] = override;
  }
  return remotes;
}

function configJson(env = process.env) {
  const base = fs.existsSync(path.join(dir, 'config.json')) ? readJson('config.json') : {};
  if (!env.PORTAL_CONFIG) return base;
  const extra = JSON.parse(env.PORTAL_CONFIG);
  return {
    ...base,
    ...extra,
    session: { ...base.session, ...extra.session },
    flags: { ...base.flags, ...extra.flags },
  };
}

/**
 * A run-time file, compressed when the request accepts it.
 * @param {http.IncomingMessage} req @param {http.ServerResponse} res @param {unknown} body
 */
const sendJson = (req, res, body) => {
  const encoding = chooseEncoding(req.headers['accept-encoding']);
  res.writeHead(200, {
    'content-type': 'application/json',
    'cache-control': 'no-store',
    vary: 'Accept-Encoding',
    ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
  });
  res.end(encodeJson(body, encoding));
};

/** TLS ended here, or at a proxy on this machine that says so (this server speaks plain HTTP). */
/** @param {http.IncomingMessage} req */
const arrivedOverTls = (req) =>
  ('encrypted' in req.socket && req.socket.encrypted === true) ||
  (['127.0.0.1', '::1', '::ffff:127.0.0.1'].includes(req.socket.remoteAddress ?? '') &&
    req.headers['x-forwarded-proto'] === 'https');

// On every answer of this server (the proxied API sets its own).
/** @param {http.IncomingMessage} req @param {http.ServerResponse} res */
function setSecurityHeaders(req, res) {
  res.setHeader('x-content-type-options', 'nosniff');
  if (args.shell) {
    res.setHeader('x-frame-options', 'DENY');
    res.setHeader(
      'content-security-policy',
      shellCsp({ remoteOrigins: remoteOrigins(remotesJson()), ...configOrigins(configJson()) }),
    );
    res.setHeader('referrer-policy', 'strict-origin-when-cross-origin');
    if (arrivedOverTls(req))
      res.setHeader('strict-transport-security', 'max-age=31536000; includeSubDomains');
  }
}

// Set before sirv answers so that a 304 carries them too. Hashed assets are immutable, and so is
// every file of a release (its folder is named for its content); entry files of an unversioned
// build (remoteEntry, manifest, index.html) must revalidate.
const HASHED = /\.[0-9a-f]{8}\.(js|css)$/;
const IN_RELEASE = /^\/[^/]+\+[0-9a-f]{10}\//;
/** @param {http.ServerResponse} res @param {string} pathname */
function setStaticHeaders(res, pathname) {
  res.setHeader('access-control-allow-origin', '*');
  res.setHeader('vary', 'Accept-Encoding');
  res.setHeader(
    'cache-control',
    HASHED.test(pathname) || (args.releases && IN_RELEASE.test(pathname))
      ? 'public, max-age=31536000, immutable'
      : 'no-cache',
  );
}

/**
 * A file a build or the public folder holds. Anything else is an address of the SPA — including
 * ones with dots in them, like the JWT of an emailed account-setup or reset link.
 */
const ASSET = /\.(js|css|map|json|svg|png|jpe?g|gif|ico|webp|woff2?|pdf|xlsx?|docx?|txt)$/i;
/** @param {string} pathname */
const isPage = (pathname) => !ASSET.test(pathname);

// The build's .br/.gz copies are sent by Accept-Encoding. Files are files (a missing one is a
// 404, never the page); for the shell, every other address gets index.html.
// A release store gains releases (and loses pruned ones) while it is served: it is read from disk
// per request (sirv's dev mode) instead of indexed once at start.
const options = { etag: true, dev: args.releases, brotli: true, gzip: true };
const assets = sirv(dir, options);
const pages = sirv(dir, { ...options, single: true, ignores: false });

/**
 * @param {http.IncomingMessage} req @param {http.ServerResponse} res
 * @param {string} target the API's URL
 */
function proxy(req, res, target) {
  const url = new URL(req.url ?? '/', target);
  const upstream = http.request(
    url,
    {
      method: req.method,
      headers: {
        ...req.headers,
        host: url.host,
        // The API rate-limits sign-in per client: tell it the address this connection came from,
        // replacing whatever the browser claimed (a client-sent X-Forwarded-For is not trusted).
        'x-forwarded-for': req.socket.remoteAddress ?? '',
        'x-forwarded-proto': arrivedOverTls(req) ? 'https' : 'http',
        'x-forwarded-host': req.headers.host ?? '',
      },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  // A client that goes away (a reload, a closed tab) ends its call: routine, nothing to report.
  let clientGone = false;
  upstream.on('error', (error) => {
    if (clientGone) return;
    // Health probes while the API starts are expected to fail; anything else is worth a line.
    // The path only: a query string may carry a download token.
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (!path.endsWith('/health')) console.error(`proxy ${req.method} ${path}: ${error.message}`);
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        statusCode: 502,
        error: 'Bad Gateway',
        message: 'The API is not reachable.',
      }),
    );
  });
  res.on('close', () => {
    clientGone = !res.writableFinished;
    upstream.destroy();
  });
  req.pipe(upstream);
}

const server = http.createServer((req, res) => {
  const pathname = (req.url ?? '/').split('?')[0] ?? '/';
  if (req.method === 'OPTIONS') {
    res.writeHead(204, { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' });
    return res.end();
  }
  if (args.shell && args.api && pathname.startsWith('/lima/api/')) return proxy(req, res, args.api);
  try {
    setSecurityHeaders(req, res);
    if (args.shell && pathname === '/remotes.json') return sendJson(req, res, remotesJson());
    if (args.shell && pathname === '/config.json') return sendJson(req, res, configJson());
    if (args.shell && isPage(pathname)) {
      const links = pageLinks({ remoteOrigins: remoteOrigins(remotesJson()), apiClient, pathname });
      if (links) res.setHeader('link', links);
    }
  } catch (error) {
    res.writeHead(500, { 'content-type': 'text/plain' });
    return res.end(
      `Bad run-time configuration: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  setStaticHeaders(res, pathname);
  // A download (the resources' templates and forms) says its type and the name to save it under.
  const download = isPage(pathname) ? null : downloadHeaders(pathname);
  for (const [name, value] of Object.entries(download ?? {})) res.setHeader(name, value);
  const serve = args.shell && isPage(pathname) ? pages : assets;
  serve(req, res, () => {
    res.removeHeader('content-disposition');
    // A missing hashed file may appear with the next deployment: never cache its 404.
    res.writeHead(404, { 'content-type': 'text/plain', 'cache-control': 'no-store' });
    res.end('Not found');
  });
});

server.listen(Number(args.port), args.host, () => {
  console.log(
    `serving ${path.relative(process.cwd(), dir) || dir} on http://localhost:${args.port}`,
  );
});

// Stop taking connections, let requests in flight finish, and drop idle keep-alive sockets (a
// browser holds them open for minutes); whatever is still open after a short grace is cut.
const SHUTDOWN_GRACE_MS = 2000;
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS).unref();
  });
