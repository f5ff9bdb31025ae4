// @ts-check
import zlib from 'node:zlib';
import { encode } from '@jridgewell/sourcemap-codec';
import * as breakdown from './js-breakdown.mjs';

const { FEDERATION_ENTRY, UNMAPPED, WEBPACK_RUNTIME, sourceGroup } = breakdown;
/** @type {Record<string, string>} */
const PACKAGES = { shell: 'shell', mfe_deals: 'mfe-deals' };
/** @param {string} source */
const groupOf = (source) => sourceGroup(source, (name) => PACKAGES[name]);
const PNPM = '../node_modules/.pnpm';

test.each([
  [`webpack://shell/${PNPM}/react-dom@19.3.1/node_modules/react-dom/cjs/client.js`, 'react-dom'],
  [`webpack://mfe_deals/${PNPM}/@mf+core@2.9.2/node_modules/@mf/core/dist/index.js`, '@mf/core'],
  ['webpack://shell/../shared/src/session/sessionStore.ts', '@lender/shared:session'],
  ['webpack://shell/../shared/src/index.ts', '@lender/shared:index.ts'],
  ['webpack://shell/./src/federation/registerRuntime.ts', 'shell/src/federation'],
  ['webpack://mfe_deals/./src/deal-tables/DealTable.tsx', 'mfe-deals/src/deal-tables'],
  ['webpack://shell/webpack/runtime/load script', WEBPACK_RUNTIME],
  ['webpack://mfe_deals/./node_modules/.federation/entry.0123abcd.js', FEDERATION_ENTRY],
  ['plain.js', 'plain.js'],
])('sourceGroup: %s is %s', (source, group) => {
  expect(groupOf(source)).toBe(group);
});

describe('bytesBySource', () => {
  const ky = `webpack://shell/${PNPM}/ky@2.1.0/node_modules/ky/index.js`;
  const sources = [ky, 'webpack://shell/./src/App.tsx'];

  test('gives each mapping the bytes up to the next one, the rest to unmapped, all adding up', () => {
    // line 1: "(()=>{" glue, "ky()" from ky, ";app()" from App.tsx; line 2: "})()" glue, "é" from App
    const code = '(()=>{ky();app()\n})()é';
    // prettier-ignore
    const mappings = encode([[[6, 0, 0, 0], [10, 1, 0, 0]], [[4, 1, 3, 0]]]);
    const bytes = breakdown.bytesBySource(code, { sources, mappings }, groupOf);
    expect(Object.fromEntries(bytes)).toEqual({
      [UNMAPPED]: 6 + 1 + 4,
      ky: 4,
      'shell/src/App.tsx': 6 + Buffer.byteLength('é'),
    });
    expect([...bytes.values()].reduce((a, b) => a + b, 0)).toBe(Buffer.byteLength(code));
  });

  test('a segment without a source, or a script without a map, counts as unmapped', () => {
    const mappings = encode([[[0, 0, 0, 0], [2], [4, 1, 0, 0]]]);
    const bytes = breakdown.bytesBySource('aabbcc', { sources, mappings }, groupOf);
    expect(Object.fromEntries(bytes)).toEqual({ ky: 2, [UNMAPPED]: 2, 'shell/src/App.tsx': 2 });
    const unmapped = breakdown.bytesBySource('var a=1;', null);
    expect(Object.fromEntries(unmapped)).toEqual({ [UNMAPPED]: 8 });
  });
});

test('analyseScript scales each group by the script gzip ratio, biggest first', () => {
  const body = Buffer.from(`${'x'.repeat(300)}${'y'.repeat(100)}`);
  const map = {
    sources: ['webpack://shell/./src/a/x.ts', 'webpack://shell/./src/b/y.ts'],
    // prettier-ignore
    mappings: encode([[[0, 0, 0, 0], [300, 1, 0, 0]]]),
  };
  const result = breakdown.analyseScript({ url: 'https://localhost/x.js', body, map }, groupOf);
  const gz = zlib.gzipSync(body).length;
  expect(result).toMatchObject({ rawBytes: 400, gzipBytes: gz, hasSourceMap: true });
  expect(result.groups).toEqual([
    { group: 'shell/src/a', rawBytes: 300, gzipBytes: Math.round((300 * gz) / 400) },
    { group: 'shell/src/b', rawBytes: 100, gzipBytes: Math.round((100 * gz) / 400) },
  ]);
});

test('combineGroups adds up groups across scripts; combineKinds rolls them up by kind', () => {
  /** @param {string} group @param {number} gzipBytes */
  const g = (group, gzipBytes) => ({ group, rawBytes: gzipBytes * 2, gzipBytes });
  const a = { url: 'a.js', groups: [g('react-dom', 40), g('@lender/shared:ui', 4)] };
  const b = { url: 'b.js', groups: [g('@lender/shared:ui', 8), g('mfe-deals/src/home', 20)] };
  const scripts = [a, { ...b, groups: [...b.groups, g(UNMAPPED, 1)] }];
  const groups = breakdown.combineGroups(scripts);
  expect(groups).toEqual([
    { ...g('react-dom', 40), scripts: ['a.js'] },
    { ...g('mfe-deals/src/home', 20), scripts: ['b.js'] },
    { ...g('@lender/shared:ui', 12), scripts: ['a.js', 'b.js'] },
    { ...g(UNMAPPED, 1), scripts: ['b.js'] },
  ]);
  expect(breakdown.combineKinds(groups)).toEqual([
    { kind: 'npm packages', gzipBytes: 40 },
    { kind: 'mfe-deals', gzipBytes: 20 },
    { kind: '@lender/shared', gzipBytes: 12 },
    { kind: 'webpack/federation glue', gzipBytes: 1 },
  ]);
});
