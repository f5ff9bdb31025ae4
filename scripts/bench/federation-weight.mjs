// The federation's fixed costs: each remote's remoteEntry.js and the shell's chunk(s) of the
// shared singleton @lender/shared.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { analyseScript } from './js-breakdown.mjs';
import { fetchScript, groupOf } from './assets.mjs';

const require = createRequire(import.meta.url);
const { REMOTE_NAMES } = require('../../shared/federation/containers.js');

const SHARED = '@lender/shared';

export async function remoteEntryWeights(ports) {
  return Promise.all(
    REMOTE_NAMES.map(async (container) => ({
      container,
      ...analyseScript(
        await fetchScript(`http://localhost:${ports[container]}/remoteEntry.js`),
        groupOf,
      ),
    })),
  );
}

const sharedShare = (script) =>
  script.groups
    .filter(({ group }) => group.startsWith(`${SHARED}:`))
    .reduce((sum, { rawBytes }) => sum + rawBytes, 0) / (script.rawBytes || 1);

/**
 * The shell's chunks that hold @lender/shared: those its mf-manifest lists for the shared module,
 * and any other chunk of shell/dist whose bytes are mostly shared/src (found through the maps).
 *
 * @param {string} base the shell's URL
 * @param {string} shellDist the shell's build folder, to look through every chunk
 */
export async function sharedChunkWeight(base, shellDist) {
  const manifest = await (await fetch(`${base}/mf-manifest.json`)).json();
  const assets = manifest.shared?.find((entry) => entry.name === SHARED)?.assets?.js ?? {};
  const listed = new Set([...(assets.sync ?? []), ...(assets.async ?? [])]);

  const chunks = [];
  for (const file of fs.readdirSync(shellDist).filter((name) => name.endsWith('.js'))) {
    const body = fs.readFileSync(path.join(shellDist, file));
    const mapFile = path.join(shellDist, `${file}.map`);
    const map = fs.existsSync(mapFile) ? JSON.parse(fs.readFileSync(mapFile, 'utf8')) : null;
    const script = analyseScript({ url: `${base}/${file}`, body, map }, groupOf);
    const share = sharedShare(script);
    if (listed.has(file) || share > 0.5)
      chunks.push({ file, inManifest: listed.has(file), sharedShare: share, ...script });
  }
  return {
    files: chunks.map(({ file }) => file),
    rawBytes: chunks.reduce((sum, chunk) => sum + chunk.rawBytes, 0),
    gzipBytes: chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0),
    chunks,
  };
}
