// @ts-check
import zlib from 'node:zlib';
import { encode } from '@jridgewell/sourcemap-codec';
import {
  FEDERATION_ENTRY,
  UNMAPPED,
  WEBPACK_RUNTIME,
  analyseScript,
  bytesBySource,
  combineGroups,
  combineKinds,
  sourceGroup,
} from './js-breakdown.mjs';

/** @param {string} name */
const packageOf = (name) =>
  /** @type {Record<string, string | undefined>} */ ({ shell: 'shell', mfe_deals: 'mfe-deals' })[
    name
  ];
/** @param {string} source */
const groupOf = (source) => sourceGroup(source, packageOf);

describe('sourceGroup', () => {
  test.each([
    [
      'webpack://shell/../node_modules/.pnpm/react-dom@19.3.1_react@19.3.1/node_modules/react-dom/cjs/react-dom-client.production.js',
      'react-dom',
    ],
    [
      'webpack://mfe_deals/../node_modules/.pnpm/@module-federation+runtime-core@2.9.2/node_modules/@module-federation/runtime-core/dist/index.esm.js',
      '@module-federation/runtime-core',
    ],
    ['webpack://shell/../shared/src/session/sessionStore.ts', '@lender/shared:session'],
    ['webpack://shell/../shared/src/index.ts', '@lender/shared:index.ts'],
    ['webpack://shell/./src/federation/registerRuntime.ts', 'shell/src/federation'],
    ['webpack://mfe_deals/./src/deal-tables/DealTable.tsx', 'mfe-deals/src/deal-tables'],
    ['webpack://mfe_deals/./src/index.ts', 'mfe-deals/src/index.ts'],
    ['webpack://shell/webpack/runtime/load script', WEBPACK_RUNTIME],
    ['webpack://mfe_deals/webpack/container-entry', WEBPACK_RUNTIME],
    ['webpack://mfe_deals/./node_modules/.federation/entry.0123abcd.js', FEDERATION_ENTRY],
  ])('%s -> %s', (source, group) => {
    expect(groupOf(source)).toBe(group);
  });

  test('keeps a source it cannot read as it is', () => {
    expect(sourceGroup('plain.js')).toBe('plain.js');
  });
});

describe('bytesBySource', () => {
  const sources = [
    'webpack://shell/../node_modules/.pnpm/ky@2.1.0/node_modules/ky/distribution/index.js',
    'webpack://shell/./src/App.tsx',
  ];

  test('gives each mapping the bytes up to the next one, the rest to unmapped', () => {
    // line 1: "(()=>{" glue, "ky()" from ky, ";app()" from App.tsx; line 2: "})()" glue, "é" from App
    const code = '(()=>{ky();app()\n})()é';
    const mappings = encode([
      [
        [6, 0, 0, 0],
        [10, 1, 0, 0],
      ],
      [[4, 1, 3, 0]],
    ]);
    const bytes = bytesBySource(code, { sources, mappings }, groupOf);
    expect(Object.fromEntries(bytes)).toEqual({
      [UNMAPPED]: 6 + 1 + 4,
      ky: 4,
      'shell/src/App.tsx': 6 + Buffer.byteLength('é'),
    });
    const total = [...bytes.values()].reduce((a, b) => a + b, 0);
    expect(total).toBe(Buffer.byteLength(code));
  });

  test('a segment without a source counts as unmapped', () => {
    const mappings = encode([[[0, 0, 0, 0], [2], [4, 1, 0, 0]]]);
    const bytes = bytesBySource('aabbcc', { sources, mappings }, groupOf);
    expect(Object.fromEntries(bytes)).toEqual({
      ky: 2,
      [UNMAPPED]: 2,
      'shell/src/App.tsx': 2,
    });
  });

  test('a script without a source map is all unmapped', () => {
    expect(Object.fromEntries(bytesBySource('var a=1;', null))).toEqual({ [UNMAPPED]: 8 });
  });
});

describe('analyseScript', () => {
  test('scales each group by the script gzip ratio, biggest first', () => {
    const code = `${'x'.repeat(300)}${'y'.repeat(100)}`;
    const body = Buffer.from(code);
    const map = {
      sources: ['webpack://shell/./src/a/x.ts', 'webpack://shell/./src/b/y.ts'],
      mappings: encode([
        [
          [0, 0, 0, 0],
          [300, 1, 0, 0],
        ],
      ]),
    };
    const result = analyseScript({ url: 'http://localhost/x.js', body, map }, groupOf);
    const gz = zlib.gzipSync(body).length;
    expect(result).toMatchObject({ rawBytes: 400, gzipBytes: gz, hasSourceMap: true });
    expect(result.groups).toEqual([
      { group: 'shell/src/a', rawBytes: 300, gzipBytes: Math.round((300 * gz) / 400) },
      { group: 'shell/src/b', rawBytes: 100, gzipBytes: Math.round((100 * gz) / 400) },
    ]);
  });
});

describe('combineGroups and combineKinds', () => {
  const scripts = [
    {
      url: 'a.js',
      groups: [
        { group: 'react-dom', rawBytes: 100, gzipBytes: 40 },
        { group: '@lender/shared:ui', rawBytes: 10, gzipBytes: 4 },
      ],
    },
    {
      url: 'b.js',
      groups: [
        { group: '@lender/shared:ui', rawBytes: 20, gzipBytes: 8 },
        { group: '@lender/shared:api', rawBytes: 5, gzipBytes: 2 },
        { group: 'mfe-deals/src/home', rawBytes: 50, gzipBytes: 20 },
        { group: UNMAPPED, rawBytes: 3, gzipBytes: 1 },
      ],
    },
  ];

  test('adds up groups across scripts, biggest gzipped first', () => {
    expect(combineGroups(scripts)).toEqual([
      { group: 'react-dom', rawBytes: 100, gzipBytes: 40, scripts: ['a.js'] },
      { group: 'mfe-deals/src/home', rawBytes: 50, gzipBytes: 20, scripts: ['b.js'] },
      { group: '@lender/shared:ui', rawBytes: 30, gzipBytes: 12, scripts: ['a.js', 'b.js'] },
      { group: '@lender/shared:api', rawBytes: 5, gzipBytes: 2, scripts: ['b.js'] },
      { group: UNMAPPED, rawBytes: 3, gzipBytes: 1, scripts: ['b.js'] },
    ]);
  });

  test('rolls groups up by kind', () => {
    expect(combineKinds(combineGroups(scripts))).toEqual([
      { kind: 'npm packages', gzipBytes: 40 },
      { kind: 'mfe-deals', gzipBytes: 20 },
      { kind: '@lender/shared', gzipBytes: 14 },
      { kind: 'webpack/federation glue', gzipBytes: 1 },
    ]);
  });
});
