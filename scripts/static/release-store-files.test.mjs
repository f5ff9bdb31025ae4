// @ts-check
// The release store's files under the shell's origin, as the shell's server and the development
// shell both answer them.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { releaseStoreFiles } from './release-store-files.mjs';

const RELEASE = '0.2.0+b2a28cba59';

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
