// @ts-check
import { encode } from '@jridgewell/sourcemap-codec';
import { UNMAPPED } from './js-breakdown.mjs';
import * as mainThread from './main-thread.mjs';

const { BROWSER_WORK, GARBAGE_COLLECTION, WEB_APIS, meanGroups, positionGroups, timeBySource } =
  mainThread;

describe('positionGroups', () => {
  // line 0: glue up to column 6, ky from 6, the app from 10; line 1: the app from column 4
  // prettier-ignore
  const mappings = encode([[[10, 1, 0, 0], [6, 0, 0, 0]], [[4, 1, 3, 0]]]);
  const groupAt = positionGroups({ sources: ['ky.js', 'App.tsx'], mappings }, (s) => `g:${s}`);

  test.each([
    [0, 0, UNMAPPED],
    [0, 6, 'g:ky.js'],
    [0, 9, 'g:ky.js'],
    [0, 10, 'g:App.tsx'],
    [0, 500, 'g:App.tsx'],
    [1, 3, UNMAPPED],
    [1, 4, 'g:App.tsx'],
    [7, 0, UNMAPPED],
  ])('line %i column %i is %s', (line, column, group) => {
    expect(groupAt(line, column)).toBe(group);
  });
});

describe('timeBySource', () => {
  /** @param {number} id @param {string} functionName @param {string} [url] */
  const node = (id, functionName, url = '', lineNumber = 0, columnNumber = 0) => ({
    id,
    callFrame: { functionName, url, lineNumber, columnNumber },
  });
  const profile = {
    nodes: [
      node(1, '(root)'),
      node(2, '(idle)'),
      node(3, '(program)'),
      node(4, 'render', 'https://portal/main.js', 0, 40),
      node(5, 'appendChild'),
      node(6, '(garbage collector)'),
      node(7, 'init', 'https://portal/main.js', 0, 2),
      node(8, 'x', 'https://portal/no-map.js'),
    ],
    startTime: 1_000_000,
    // samples at +0, +1000, +3000, +4000, +6000, +7000, +9000, +10000 µs; the end at +12000
    samples: [2, 7, 4, 3, 5, 6, 8, 4],
    timeDeltas: [0, 1000, 2000, 1000, 2000, 1000, 2000, 1000],
    endTime: 1_012_000,
  };
  /** @type {import('./main-thread.mjs').GroupAt} */
  const groupAt = (url, _line, column) =>
    url.endsWith('/main.js') ? (column >= 10 ? 'react-dom' : 'runtime-core') : undefined;

  test("gives each sample the time to the next, to its source's group or the browser's kind", () => {
    const { busyMs, groups } = timeBySource(profile, groupAt, Infinity);
    expect(Object.fromEntries(groups.map((g) => [g.group, g.ms]))).toEqual({
      'runtime-core': 2,
      'react-dom': 1 + 2,
      [BROWSER_WORK]: 2,
      [WEB_APIS]: 1,
      [GARBAGE_COLLECTION]: 2,
      '/no-map.js': 1,
    });
    // The idle sample's first millisecond counts nowhere.
    expect(busyMs).toBe(11);
    expect(groups[0]?.group).toBe('react-dom');
  });

  test('counts nothing after the cut, and of the sample it falls in only the part before it', () => {
    const { busyMs, groups } = timeBySource(profile, groupAt, 1_004_500);
    expect(Object.fromEntries(groups.map((g) => [g.group, g.ms]))).toEqual({
      'runtime-core': 2,
      'react-dom': 1,
      [BROWSER_WORK]: 0.5,
    });
    expect(busyMs).toBe(3.5);
  });
});

test("meanGroups: each group's mean over the runs, a run without it counting zero", () => {
  const runs = [
    {
      busyMs: 30,
      groups: [
        { group: 'react-dom', ms: 20 },
        { group: 'ky', ms: 10 },
      ],
    },
    { busyMs: 40, groups: [{ group: 'react-dom', ms: 40 }] },
  ];
  expect(meanGroups(runs)).toEqual([
    { group: 'react-dom', ms: 30 },
    { group: 'ky', ms: 5 },
  ]);
});
