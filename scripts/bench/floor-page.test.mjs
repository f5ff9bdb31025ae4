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

it("builds the signed-in floor as a federation host in one script: React shared, the deal's read, no core", async () => {
  const { script } = await buildFloorPage(dir, 'signed-in');
  const code = fs.readFileSync(path.join(dir, script), 'utf8');
  // The federation runtime the shell runs, with React and React DOM in its share scope, eagerly.
  expect(code).toContain('loaded-first');
  expect(code).toMatch(/"react-dom"/);
  expect(code).toContain('createRoot');
  // The deal's read with the session's token, and none of the portal's own code.
  expect(code).toContain('/lima/api/deals/details');
  expect(code).toContain('Bearer ');
  expect(code).not.toContain('@lender/shared');
  // One script: no chunk is loaded after it.
  expect(fs.readdirSync(dir).filter((file) => file.endsWith('.js'))).toEqual([script]);
  const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
  expect(html).toContain(`<script defer src="/${script}"></script>`);
  // Bigger than the floor by the federation runtime (~20 kB brotli), not by a portal's entry.
  const floorDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lender-floor-test-'));
  try {
    const floor = await buildFloorPage(floorDir);
    const brotli = (/** @type {string} */ file) => fs.statSync(`${file}.br`).size;
    const extra = brotli(path.join(dir, script)) - brotli(path.join(floorDir, floor.script));
    expect(extra).toBeGreaterThan(10_000);
    expect(extra).toBeLessThan(30_000);
  } finally {
    fs.rmSync(floorDir, { recursive: true, force: true });
  }
}, 120_000);
