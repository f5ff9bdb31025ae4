// @ts-check
// The release store under the shell's origin: which addresses are a release's files, and how they
// are answered (the shell's server and the development shell both use the handler).
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { releaseStoreFiles, sameOriginBase, storeFileOf } from './release-store-files.mjs';

const RELEASE = '0.2.0+b2a28cba59';

describe('storeFileOf', () => {
  it('maps a release file of a known remote into the store', () => {
    expect(storeFileOf(`/remotes/mfe_deals/${RELEASE}/remoteEntry.js`)).toBe(
      `/mfe_deals/${RELEASE}/remoteEntry.js`,
    );
    expect(storeFileOf(`/remotes/mfe_auth/1.0.0-rc.1+0a1b2c3d4e/static/css/x.1234abcd.css`)).toBe(
      '/mfe_auth/1.0.0-rc.1+0a1b2c3d4e/static/css/x.1234abcd.css',
    );
    expect(`${sameOriginBase('mfe_deals')}/${RELEASE}/remoteEntry.js`).toBe(
      `/remotes/mfe_deals/${RELEASE}/remoteEntry.js`,
    );
  });

  it.each([
    ['the store history', '/remotes/mfe_deals/history.json'],
    ["an environment's remotes.json", '/remotes/remotes.3000.json'],
    ['a folder being staged', '/remotes/mfe_deals/.staging-123/remoteEntry.js'],
    ['a release folder itself', `/remotes/mfe_deals/${RELEASE}/`],
    ['an unknown container', `/remotes/mfe_other/${RELEASE}/remoteEntry.js`],
    ['the shell', `/remotes/shell/${RELEASE}/main.js`],
    ['a way out of the release', `/remotes/mfe_deals/${RELEASE}/../history.json`],
    ['an encoded way out', `/remotes/mfe_deals/${RELEASE}/%2e%2e/history.json`],
    ['another prefix', `/releases/mfe_deals/${RELEASE}/remoteEntry.js`],
    ['a page of the SPA', '/dashboard/deal/D1011'],
  ])('leaves %s alone', (_, pathname) => {
    expect(storeFileOf(pathname)).toBeNull();
  });
});

describe('releaseStoreFiles', () => {
  /** @type {string} */
  let store;
  /** @type {http.Server} */
  let server;
  /** @type {string} */
  let origin;

  beforeAll(async () => {
    store = fs.mkdtempSync(path.join(os.tmpdir(), 'lender-store-'));
    const release = path.join(store, 'mfe_deals', RELEASE);
    fs.mkdirSync(release, { recursive: true });
    const entry = 'var entry = "mfe_deals";'.repeat(40);
    fs.writeFileSync(path.join(release, 'remoteEntry.js'), entry);
    fs.writeFileSync(path.join(release, 'remoteEntry.js.br'), zlib.brotliCompressSync(entry));
    fs.writeFileSync(path.join(store, 'mfe_deals', 'history.json'), '[]');
    const files = releaseStoreFiles(store);
    server = http.createServer((req, res) =>
      files(req, res, () => {
        res.writeHead(404, { 'x-next': 'yes' });
        res.end();
      }),
    );
    await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
    const address = /** @type {import('node:net').AddressInfo} */ (server.address());
    origin = `http://127.0.0.1:${address.port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(store, { recursive: true, force: true });
  });

  it('answers a release file, compressed and cached for a year', async () => {
    const answer = await fetch(`${origin}/remotes/mfe_deals/${RELEASE}/remoteEntry.js?v=1`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await answer.text()).toContain('var entry = "mfe_deals";');
  });

  it('reads releases published after it started', async () => {
    const later = path.join(store, 'mfe_deals', '0.2.1+c0ffee0000');
    fs.mkdirSync(later);
    fs.writeFileSync(path.join(later, 'remoteEntry.js'), 'var later;');
    const answer = await fetch(`${origin}/remotes/mfe_deals/0.2.1+c0ffee0000/remoteEntry.js`);
    expect(await answer.text()).toBe('var later;');
  });

  it('passes a missing file and anything outside a release on, uncached', async () => {
    for (const address of [
      `/remotes/mfe_deals/${RELEASE}/missing.js`,
      '/remotes/mfe_deals/history.json',
      '/index.html',
    ]) {
      const answer = await fetch(`${origin}${address}`);
      expect([address, answer.status, answer.headers.get('x-next')]).toEqual([address, 404, 'yes']);
      expect(answer.headers.get('cache-control')).toBeNull();
    }
  });
});
