// @ts-check
// Which builds are older than their sources: `npm start` rebuilds them, the e2e stack refuses
// to serve them (a test of stale code passes or fails for the wrong reason).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

/** @type {{ CONTAINERS: Record<string, { package: string }> }} */
const { CONTAINERS } = createRequire(import.meta.url)('../shared/federation/containers.js');

/** What every browser build includes: the core, the contracts and the one webpack recipe. */
const BROWSER_INPUTS = [
  'shared/src',
  'shared/contracts/src',
  'shared/federation',
  'shared/package.json',
];

/** @type {Record<string, { output: string, inputs: string[] }>} package folder -> its build */
export const BUILDS = {
  ...Object.fromEntries(
    Object.values(CONTAINERS).map(({ package: folder }) => [
      folder,
      {
        output: `${folder}/dist/mf-manifest.json`,
        inputs: [
          `${folder}/src`,
          `${folder}/public`,
          `${folder}/webpack.config.js`,
          `${folder}/package.json`,
          ...BROWSER_INPUTS,
        ],
      },
    ]),
  ),
  api: {
    output: 'api/dist/main.js',
    inputs: ['api/src', 'api/scripts/build.mjs', 'api/package.json', 'shared/contracts/src'],
  },
};

/** The newest modification time under `target` (a file or a folder), 0 when it does not exist. */
/** @param {string} target @returns {number} */
function newest(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of fs.readdirSync(target, { withFileTypes: true }))
    if (entry.name !== 'node_modules')
      latest = Math.max(latest, newest(path.join(target, entry.name)));
  return latest;
}

/**
 * The packages whose build is missing or older than one of its sources.
 * @param {string} root the repository
 * @returns {{ name: string, reason: string }[]}
 */
export function staleBuilds(root) {
  return Object.entries(BUILDS).flatMap(([name, { output, inputs }]) => {
    const built = newest(path.join(root, output));
    if (built === 0) return [{ name, reason: `${output} is missing` }];
    const changed = inputs.find((input) => newest(path.join(root, input)) > built);
    return changed ? [{ name, reason: `${changed} changed after ${output} was built` }] : [];
  });
}
