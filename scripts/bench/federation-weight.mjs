// @ts-check
// The federation's fixed costs: each remote's remoteEntry.js, and the run-time core
// (@lender/shared) every container uses.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { analyseScript, combineGroups } from './js-breakdown.mjs';
import { fetchScript, groupOf } from './assets.mjs';
import { sameOriginBase } from '../release/same-origin.mjs';

const require = createRequire(import.meta.url);
const { REMOTE_NAMES } = require('../../shared/federation/containers.js');

const SHARED = '@lender/shared';

/**
 * @param {string} base the shell's URL, which serves the remotes' releases (ADR 015)
 * @param {Record<string, string>} stable each remote's stable release
 */
export async function remoteEntryWeights(base, stable) {
  return Promise.all(
    REMOTE_NAMES.map(async (container) => ({
      container,
      ...analyseScript(
        await fetchScript(
          `${base}${sameOriginBase(container)}/${stable[container]}/remoteEntry.js`,
        ),
        groupOf,
      ),
    })),
  );
}

/**
 * @lender/shared's run-time code: what of the shell's build comes from shared/src (through the
 * source maps), whichever chunk holds it. The host takes the core as an eager shared module, so it
 * sits in the entry chunk next to React; its weight is its own sources, not that whole chunk.
 *
 * @param {string} base the shell's URL
 * @param {string} shellDist the shell's build folder, to look through every chunk
 */
export async function sharedCodeWeight(base, shellDist) {
  const chunks = [];
  for (const file of fs.readdirSync(shellDist).filter((name) => name.endsWith('.js'))) {
    const body = fs.readFileSync(path.join(shellDist, file));
    const mapFile = path.join(shellDist, `${file}.map`);
    const map = fs.existsSync(mapFile) ? JSON.parse(fs.readFileSync(mapFile, 'utf8')) : null;
    const script = analyseScript({ url: `${base}/${file}`, body, map }, groupOf);
    const groups = script.groups.filter(({ group }) => group.startsWith(`${SHARED}:`));
    if (groups.length > 0) chunks.push({ file, url: script.url, groups });
  }
  const groups = combineGroups(chunks);
  return {
    files: chunks.map(({ file }) => file),
    rawBytes: groups.reduce((sum, group) => sum + group.rawBytes, 0),
    gzipBytes: groups.reduce((sum, group) => sum + group.gzipBytes, 0),
    chunks,
    groups,
  };
}
