// @ts-check
// What the JS of a page is made of: each script's gzipped size, and its bytes attributed through
// its source map to npm packages, workspace source folders and webpack/federation glue.
import path from 'node:path';
import zlib from 'node:zlib';
import { decode } from '@jridgewell/sourcemap-codec';

export const UNMAPPED = '(unmapped: module wrappers, chunk glue)';
export const WEBPACK_RUNTIME = '(webpack runtime)';
export const FEDERATION_ENTRY = '(federation entry)';

/** @typedef {{ sources: (string | null)[], mappings: string }} SourceMap the parts read here */
/** @typedef {{ group: string, rawBytes: number, gzipBytes: number }} GroupBytes */

/**
 * The group of a source-map source, `webpack://<uniqueName>/<path>`: the path relative to the
 * container's package folder (`./src/…`, `../shared/src/…`, `../node_modules/.pnpm/…`) or
 * webpack's own (`webpack/runtime/…`).
 * @param {string} source @param {(uniqueName: string) => string | undefined} packageOf a
 *   container's workspace folder
 */
export function sourceGroup(source, packageOf = () => undefined) {
  const [, uniqueName = '', rel] = /^webpack:\/\/([^/]*)\/(.*)$/.exec(source) ?? [];
  if (rel === undefined) return source;
  if (rel.startsWith('webpack/')) return WEBPACK_RUNTIME;
  const file = path.posix.normalize(`${packageOf(uniqueName) ?? uniqueName}/${rel}`);
  const nodeModules = file.lastIndexOf('node_modules/');
  if (nodeModules !== -1) {
    const [first = '', second] = file.slice(nodeModules + 'node_modules/'.length).split('/');
    if (first === '.federation') return FEDERATION_ENTRY;
    return first.startsWith('@') ? `${first}/${second}` : first;
  }
  const workspace = /^([^/]+)\/src\/([^/]+)/.exec(file);
  if (workspace) {
    const [, pkg = '', folder = ''] = workspace;
    return pkg === 'shared' ? `@lender/shared:${folder}` : `${pkg}/src/${folder}`;
  }
  return file;
}

/**
 * A source map's lines of mapping segments, each line sorted by generated column, and the group
 * of a segment: its source's, unmapped for a segment without a source.
 * @param {SourceMap} map @param {(source: string) => string} groupOf
 */
export function mappedLines(map, groupOf) {
  const groups = map.sources.map((source) => groupOf(source ?? ''));
  return {
    lines: decode(map.mappings).map((line) => [...line].sort((a, b) => a[0] - b[0])),
    /** @param {number[]} segment A segment with a source names it by its index in `sources`. */
    groupOfSegment: (segment) => (segment.length > 1 && groups[segment[1] ?? -1]) || UNMAPPED,
  };
}

/**
 * Raw bytes of generated code per group: each mapping covers its line from its column up to the
 * next mapping; code before a line's first mapping, segments without a source, line breaks and
 * a script without a map count as unmapped. The groups add up to the script's byte length.
 * @param {string} code @param {SourceMap | null} map @param {(source: string) => string} groupOf
 * @returns {Map<string, number>}
 */
export function bytesBySource(code, map, groupOf = sourceGroup) {
  /** @type {Map<string, number>} */
  const bytes = new Map();
  /** @param {string} group @param {number} n */
  const add = (group, n) => n > 0 && bytes.set(group, (bytes.get(group) ?? 0) + n);
  if (!map || typeof map.mappings !== 'string') {
    add(UNMAPPED, Buffer.byteLength(code));
    return bytes;
  }
  const mapped = mappedLines(map, groupOf);
  const lines = code.split('\n');
  lines.forEach((line, index) => {
    if (index < lines.length - 1) add(UNMAPPED, 1);
    // Columns count UTF-16 units; slicing the line and measuring keeps bytes exact for non-ASCII.
    let column = 0;
    let group = UNMAPPED;
    for (const segment of mapped.lines[index] ?? []) {
      const start = Math.min(segment[0], line.length);
      add(group, Buffer.byteLength(line.slice(column, start)));
      column = start;
      group = mapped.groupOfSegment(segment);
    }
    add(group, Buffer.byteLength(line.slice(column)));
  });
  return bytes;
}

/**
 * One script's sizes and breakdown. Gzip does not split by source, so each group's gzipped share
 * is its raw bytes scaled by the whole script's gzip ratio.
 * @param {{ url: string, body: Buffer, map: SourceMap | null }} script @param {typeof sourceGroup} groupOf
 */
export function analyseScript({ url, body, map }, groupOf = sourceGroup) {
  const rawBytes = body.length;
  const gzipBytes = zlib.gzipSync(body, { level: 9 }).length; // the level of the served .gz copies
  const raw = bytesBySource(body.toString('utf8'), map, groupOf);
  const ratio = rawBytes ? gzipBytes / rawBytes : 0;
  const groups = [...raw]
    .map(([group, bytes]) => ({ group, rawBytes: bytes, gzipBytes: Math.round(bytes * ratio) }))
    .sort((a, b) => b.rawBytes - a.rawBytes);
  return { url, rawBytes, gzipBytes, hasSourceMap: Boolean(map), groups };
}

/**
 * Adds up analysed scripts (a page's, or any set) by group, biggest first.
 * @param {{ url: string, groups: GroupBytes[] }[]} scripts analysed scripts (analyseScript)
 */
export function combineGroups(scripts) {
  /** @type {Map<string, GroupBytes & { scripts: string[] }>} */
  const total = new Map();
  for (const script of scripts)
    for (const { group, rawBytes, gzipBytes } of script.groups) {
      const entry = total.get(group) ?? { group, rawBytes: 0, gzipBytes: 0, scripts: [] };
      entry.rawBytes += rawBytes;
      entry.gzipBytes += gzipBytes;
      entry.scripts.push(script.url);
      total.set(group, entry);
    }
  return [...total.values()].sort((a, b) => b.gzipBytes - a.gzipBytes);
}

/**
 * Gzipped bytes by kind of group: npm packages, @lender/shared, each workspace package, glue.
 * @param {{ group: string, gzipBytes: number }[]} groups
 */
export function combineKinds(groups) {
  /** @param {string} group */
  const kindOf = (group) => {
    if (group.startsWith('(')) return 'webpack/federation glue';
    if (group.startsWith('@lender/shared:')) return '@lender/shared';
    return /^([^/]+)\/src\//.exec(group)?.[1] ?? 'npm packages';
  };
  /** @type {Record<string, number>} */
  const kinds = {};
  for (const { group, gzipBytes } of groups)
    kinds[kindOf(group)] = (kinds[kindOf(group)] ?? 0) + gzipBytes;
  const byKind = Object.entries(kinds).map(([kind, gzipBytes]) => ({ kind, gzipBytes }));
  return byKind.sort((a, b) => b.gzipBytes - a.gzipBytes);
}
