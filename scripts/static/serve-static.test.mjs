// @ts-check
// scripts/serve-static.mjs as the shell's server: with a certificate (ADR 014), HTTP/2 over TLS and
// HTTP/1.1 over TLS for a client that asks for it, the API proxied across the two protocols; and
// the API's JSON answers compressed on the way.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { freePort } from './free-port.mjs';
import { localhostCertificate } from './localhost-certificate.mjs';

const ROOT = path.join(__dirname, '..', '..');
/** A release of a remote in the store the shell serves under /remotes/. */
const RELEASE = '0.2.0+b2a28cba59';
/** An answer worth compressing: ~10 kB of payments. */
const LONG_HISTORY = Array.from({ length: 100 }, (_, i) => ({
  Id: `P${i}`,
  Source_Type: 'RegPmt',
  Date_Received: '2026-01-01',
  Total_Amount: 1234.56,
}));

/** @type {string} */
let work;
/** @type {{ cert: string, key: string, pem: string }} */
let certificate;
/** @type {import('node:child_process').ChildProcessWithoutNullStreams | undefined} */
let server;
/** @type {http.Server | undefined} */
let api;
/** What the API was last sent. @type {{ headers: http.IncomingHttpHeaders, body: string }[]} */
let apiSaw;
/** @type {number} */
let port;

beforeEach(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'lender-tls-'));
  certificate = localhostCertificate(work);
  const dist = path.join(work, 'dist');
  fs.mkdirSync(dist);
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>shell</title>');
  fs.writeFileSync(path.join(dist, 'remotes.json'), '{}');
  const release = path.join(work, 'store', 'mfe_deals', RELEASE);
  fs.mkdirSync(release, { recursive: true });
  fs.writeFileSync(path.join(release, 'remoteEntry.js'), 'var mfe_deals;');
  fs.writeFileSync(path.join(work, 'store', 'mfe_deals', 'history.json'), '[]');
  apiSaw = [];
  // An API that answers as Fastify on HTTP/1.1 does: with this connection's own headers.
  api = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      apiSaw.push({ headers: req.headers, body });
      const answer = JSON.stringify(req.url?.endsWith('/history') ? LONG_HISTORY : { ok: true });
      res.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(answer),
        vary: 'Origin',
        connection: 'keep-alive',
        'keep-alive': 'timeout=72',
      });
      res.end(answer);
    });
  });
  const apiPort = await freePort();
  await new Promise((resolve) => api?.listen(apiPort, '127.0.0.1', () => resolve(undefined)));
  port = await freePort();
  const args = ['--shell', '--dir', dist, '--port', String(port)];
  const storeArgs = ['--release-store', path.join(work, 'store')];
  const tlsArgs = ['--tls-cert', certificate.cert, '--tls-key', certificate.key];
  const child = spawn(
    process.execPath,
    [
      path.join(ROOT, 'scripts', 'serve-static.mjs'),
      ...args,
      ...['--api', `http://127.0.0.1:${apiPort}`],
      ...storeArgs,
      ...tlsArgs,
    ],
    { env: { ...process.env, HOST: '127.0.0.1' } },
  );
  server = child;
  await new Promise((resolve, reject) => {
    child.stdout.once('data', resolve);
    child.once('exit', (code) => reject(new Error(`serve-static exited (${code})`)));
  });
});

afterEach(async () => {
  // A server that did not start (bad arguments) has exited already.
  if (server && server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  server = undefined;
  await new Promise((resolve) => (api ? api.close(resolve) : resolve(undefined)));
  fs.rmSync(work, { recursive: true, force: true });
});

/**
 * One request over HTTP/2 to the server under test.
 * @param {string} pathname
 * @param {{ method?: string, body?: string }} [options]
 * @returns {Promise<{ headers: http2.IncomingHttpHeaders, body: string }>}
 */
function h2Request(pathname, { method = 'GET', body } = {}) {
  const session = http2.connect(`https://localhost:${port}`, { ca: certificate.pem });
  return new Promise((resolve, reject) => {
    session.on('error', reject);
    const stream = session.request({
      ':method': method,
      ':path': pathname,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    });
    /** @type {http2.IncomingHttpHeaders} */
    let headers = {};
    let text = '';
    stream.on('response', (received) => (headers = received));
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => (text += chunk));
    stream.on('end', () => {
      session.close();
      resolve({ headers, body: text });
    });
    stream.on('error', reject);
    stream.end(body);
  });
}

describe('serve-static over TLS', () => {
  it('serves the page over HTTP/2, with the headers an HTTPS page gets', async () => {
    const page = await h2Request('/dashboard');
    expect(page.headers[':status']).toBe(200);
    expect(page.body).toContain('<title>shell</title>');
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it("serves the remotes' releases from its release store, and nothing else of the store", async () => {
    const entry = await h2Request(`/remotes/mfe_deals/${RELEASE}/remoteEntry.js`);
    expect(entry.headers[':status']).toBe(200);
    expect(entry.body).toBe('var mfe_deals;');
    expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const pathname of [
      '/remotes/mfe_deals/history.json',
      `/remotes/mfe_deals/${RELEASE}/missing.js`,
      '/remotes/anything',
    ]) {
      const missing = await h2Request(pathname);
      expect([pathname, missing.headers[':status'], missing.body]).toEqual([
        pathname,
        404,
        'Not found',
      ]);
      expect(missing.headers['cache-control']).toBe('no-store');
    }
  });

  it('proxies the API over HTTP/2: no pseudo-headers forwarded, no connection headers returned', async () => {
    const answer = await h2Request('/lima/api/users/validate', {
      method: 'POST',
      body: '{"email":"a@b.test"}',
    });
    expect(answer.headers[':status']).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ ok: true });
    expect(answer.headers.connection).toBeUndefined();
    expect(answer.headers['keep-alive']).toBeUndefined();
    expect(apiSaw).toHaveLength(1);
    const [call] = apiSaw;
    expect(call?.body).toBe('{"email":"a@b.test"}');
    expect(Object.keys(call?.headers ?? {}).filter((name) => name.startsWith(':'))).toEqual([]);
    expect(call?.headers['x-forwarded-proto']).toBe('https');
    expect(call?.headers['x-forwarded-host']).toBe(`localhost:${port}`);
  });

  it('still answers a client that speaks HTTP/1.1 over TLS', async () => {
    /** @type {{ status: number | undefined, version: string, body: string }} */
    const answer = await new Promise((resolve, reject) => {
      https
        .get(`https://localhost:${port}/lima/api/health`, { ca: certificate.pem }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode, version: res.httpVersion, body }));
        })
        .on('error', reject);
    });
    expect(answer).toEqual({ status: 200, version: '1.1', body: '{"ok":true}' });
    expect(apiSaw[0]?.headers['x-forwarded-proto']).toBe('https');
  });
});

describe("serve-static's API proxy", () => {
  /**
   * One request over HTTP/1.1 (TLS) with an Accept-Encoding, the answer's body left as sent.
   * @param {string} pathname @param {string} acceptEncoding
   * @returns {Promise<{ headers: http.IncomingHttpHeaders, body: Buffer }>}
   */
  const get = (pathname, acceptEncoding) =>
    new Promise((resolve, reject) => {
      const headers = { 'accept-encoding': acceptEncoding };
      https
        .get(`https://localhost:${port}${pathname}`, { ca: certificate.pem, headers }, (res) => {
          /** @type {Buffer[]} */
          const chunks = [];
          res.on('data', (chunk) => chunks.push(chunk));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });

  it('compresses a JSON answer of 1 kB or more for a client that accepts it', async () => {
    const brotli = await get('/lima/api/deals/history', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-length']).toBeUndefined();
    expect(brotli.headers.vary).toBe('Origin, Accept-Encoding');
    expect(JSON.parse(zlib.brotliDecompressSync(brotli.body).toString())).toEqual(LONG_HISTORY);
    expect(brotli.body.length).toBeLessThan(JSON.stringify(LONG_HISTORY).length / 4);

    const gzip = await get('/lima/api/deals/history', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.body).toString())).toEqual(LONG_HISTORY);
  });

  it('sends it as it is to a client that accepts no encoding, and a small answer always', async () => {
    const plain = await get('/lima/api/deals/history', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString())).toEqual(LONG_HISTORY);

    const small = await get('/lima/api/health', 'gzip, br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers['content-length']).toBe(String('{"ok":true}'.length));
    expect(JSON.parse(small.body.toString())).toEqual({ ok: true });
  });
});
