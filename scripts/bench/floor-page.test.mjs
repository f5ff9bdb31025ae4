// @ts-check
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { buildFloorPage } from './floor-page.mjs';

/** @type {string} */
let dir;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lender-floor-test-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

it('builds one minified script of React DOM and the header, which the page loads, with compressed copies', async () => {
  const { script } = await buildFloorPage(dir);
  const code = fs.readFileSync(path.join(dir, script), 'utf8');
  expect(code).toContain('Riverside Apartments');
  // React DOM's production build, minified: no development warnings, no source layout.
  expect(code).toContain('createRoot');
  expect(code).not.toContain('react-dom.development');
  expect(code.split('\n').length).toBeLessThan(20);
  const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
  expect(html).toContain(`<script defer src="/${script}"></script>`);
  expect(html).toContain('name="viewport"');
  expect(
    zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, `${script}.br`))).toString(),
  ).toBe(code);
  expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, `${script}.gz`))).toString()).toBe(code);
}, 60_000);
