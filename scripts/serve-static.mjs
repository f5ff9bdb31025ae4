#!/usr/bin/env node
// @ts-check
// Serves a built container's dist/ folder or a remote's release store: a remote (CORS open, so the
// shell's origin may load it) or the shell (SPA fallback, run-time remotes.json/config.json with
// per-environment overrides, /lima/api proxied to the API server and, with --release-store, the
// remotes' releases under /remotes/, ADR 015).
//
//   node scripts/serve-static.mjs --dir mfe-deals/dist --port 3002
//   node scripts/serve-static.mjs --dir releases/mfe_deals --port 3002 --releases
//   node scripts/serve-static.mjs --dir shell/dist --port 3000 --shell --api http://127.0.0.1:3050 \
//     --release-store releases
//
// With --tls-cert and --tls-key (PEM files) it speaks HTTP/2 over TLS, and HTTP/1.1 to a client
// that asks for it, as the portal's users are served by the TLS edge in front of production (the
// bench measures the pages that way).
//
// Run-time files of the shell: REMOTES_FILE names the environment's remotes.json (read on every
// request, so a deploy or a rollback is an edit of that file; default: the one in dist/);
// REMOTE_URL_<CONTAINER> (e.g. REMOTE_URL_MFE_DEALS=http://localhost:3999/remoteEntry.js)
// replaces one entry with a fixed URL; PORTAL_CONFIG (JSON) is merged over config.json.
import http from 'node:http';
import http2 from 'node:http2';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream';
import { parseArgs } from 'node:util';
import sirv from 'sirv';
import { downloadHeaders } from './static/downloads.mjs';
import { readRemotesFile } from './release/remotes-file.mjs';
import { configOrigins, remoteOrigins, shellCsp } from './static/shell-csp.mjs';
import { apiClientFile, pageLinks } from './static/page-links.mjs';
import { chooseEncoding, compressor, encodeJson } from './static/json-answer.mjs';
import { STORE_PREFIX } from './release/same-origin.mjs';
import { releaseStoreFiles } from './static/release-store-files.mjs';

const { values: args } = parseArgs({
  options: {
    dir: { type: 'string' },
    port: { type: 'string' },
    host: { type: 'string', default: process.env.HOST ?? '0.0.0.0' },
    shell: { type: 'boolean', default: false },
    releases: { type: 'boolean', default: false },
    api: { type: 'string' },
    'release-store': { type: 'string' },
    'tls-cert': { type: 'string' },
    'tls-key': { type: 'string' },
  },
});

if (!args.dir || !args.port) {
  console.error(
    'usage: serve-static.mjs --dir DIST --port PORT [--releases | --shell [--api URL] [--release-store DIR]] [--tls-cert PEM --tls-key PEM]',
  );
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
const storeFiles =
  args.shell && args['release-store']
    ? releaseStoreFiles(path.resolve(args['release-store']))
    : null;

// Headers of one HTTP/1.1 connection: HTTP/2 has none of them (a response carrying one is refused),
// and the proxy's own connections set their own.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
]);

/**
 * The headers of a request or an answer, as the next hop may be sent them: without HTTP/2's
 * pseudo-headers (`:path`, `:authority`…) and without the connection's own.
 * @param {http.IncomingHttpHeaders} headers
 */
const forwardable = (headers) =>
  Object.fromEntries(
    Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name)),
  );

// The API sends its JSON plain; its answers are compressed on the way, as production's nginx does
// (gzip_proxied): a deal's payment history is ~40 kB of JSON and ~5 kB compressed. Small answers
// gain less than the work costs. (No BREACH-style risk: the API's credentials are bearer tokens a
// cross-site page cannot make a browser send.)
const COMPRESSIBLE = /^application\/json\b/i;
const MIN_COMPRESSED_BYTES = 1024;

/**
 * Whether an API answer is compressed for this request, and how.
 * @param {http.IncomingMessage} req @param {http.IncomingMessage} answer
 * @returns {import('./static/json-answer.mjs').Encoding}
 */
function answerEncoding(req, answer) {
  const length = Number(answer.headers['content-length']);
  const compressible =
    req.method !== 'HEAD' &&
    answer.statusCode !== 204 &&
    answer.statusCode !== 304 &&
    !answer.headers['content-encoding'] &&
    COMPRESSIBLE.test(answer.headers['content-type'] ?? '') &&
    !(length < MIN_COMPRESSED_BYTES);
  return compressible ? chooseEncoding(req.headers['accept-encoding']) : 'identity';
}

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
        ...forwardable(req.headers),
        host: url.host,
        // The API rate-limits sign-in per client: tell it the address this connection came from,
        // replacing whatever the browser claimed (a client-sent X-Forwarded-For is not trusted).
        'x-forwarded-for': req.socket.remoteAddress ?? '',
        'x-forwarded-proto': arrivedOverTls(req) ? 'https' : 'http',
        'x-forwarded-host': req.headers.host ?? String(req.headers[':authority'] ?? ''),
      },
    },
    (answer) => {
      const headers = forwardable(answer.headers);
      const encoding = answerEncoding(req, answer);
      if (encoding === 'identity') {
        res.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(res);
        return;
      }
      delete headers['content-length'];
      const vary = [headers.vary, 'Accept-Encoding'].filter(Boolean).join(', ');
      res.writeHead(answer.statusCode ?? 502, { ...headers, 'content-encoding': encoding, vary });
      // An error on either side ends the answer; the upstream's own handler below reports it.
      pipeline(answer, compressor(encoding), res, () => undefined);
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

/** @param {http.IncomingMessage} req @param {http.ServerResponse} res */
function handle(req, res) {
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
  // A missing file may appear with the next deployment: never cache its 404.
  const notFound = () => {
    res.removeHeader('content-disposition');
    res.writeHead(404, { 'content-type': 'text/plain', 'cache-control': 'no-store' });
    res.end('Not found');
  };
  if (storeFiles && pathname.startsWith(STORE_PREFIX)) return storeFiles(req, res, notFound);
  setStaticHeaders(res, pathname);
  // A download (the resources' templates and forms) says its type and the name to save it under.
  const download = isPage(pathname) ? null : downloadHeaders(pathname);
  for (const [name, value] of Object.entries(download ?? {})) res.setHeader(name, value);
  const serve = args.shell && isPage(pathname) ? pages : assets;
  serve(req, res, notFound);
}

const tls =
  args['tls-cert'] && args['tls-key']
    ? { cert: fs.readFileSync(args['tls-cert']), key: fs.readFileSync(args['tls-key']) }
    : null;
const server = tls
  ? http2.createSecureServer(
      { ...tls, allowHTTP1: true },
      // Node's HTTP/2 compatibility API gives the handler a request and an answer that work as
      // http's do for all it uses (headers, socket, setHeader, writeHead, pipe); HTTP/1.1 clients
      // get http's own.
      /** @type {(req: http2.Http2ServerRequest, res: http2.Http2ServerResponse) => void} */ (
        /** @type {unknown} */ (handle)
      ),
    )
  : http.createServer(handle);

server.listen(Number(args.port), args.host, () => {
  console.log(
    `serving ${path.relative(process.cwd(), dir) || dir} on ${tls ? 'https' : 'http'}://localhost:${args.port}`,
  );
});

// Stop taking connections, let requests in flight finish, and drop idle keep-alive sockets (a
// browser holds them open for minutes); whatever is still open after a short grace is cut.
const SHUTDOWN_GRACE_MS = 2000;
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    server.close(() => process.exit(0));
    if ('closeIdleConnections' in server) server.closeIdleConnections();
    setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS).unref();
  });
