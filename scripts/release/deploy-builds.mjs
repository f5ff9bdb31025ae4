// Publishes each remote's current build (its dist/) and makes it the stable release of an
// environment: what `pnpm start` and the Playwright stack do before serving.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { KEEP_RELEASES, prune, publish } from './store.mjs';
import { deploy, readEnvironment, releasesInUse, writeEnvironment } from './environment.mjs';

const require = createRequire(import.meta.url);
const { CONTAINERS, REMOTE_NAMES } = require('../../shared/federation/containers.js');

/** Every environment file in the store's folder (remotes*.json): their releases are kept. */
export function releasesInUseAnywhere(releasesDir, name) {
  if (!fs.existsSync(releasesDir)) return new Set();
  return new Set(
    fs
      .readdirSync(releasesDir)
      .filter((file) => /^remotes.*\.json$/.test(file))
      .flatMap((file) => releasesInUse(readEnvironment(path.join(releasesDir, file)), name)),
  );
}

/**
 * @param {{ root: string, releasesDir: string, environmentFile: string,
 *   bases: Record<string, string>, keep?: number }} options
 * @returns {Record<string, string>} the release id now stable, per remote
 */
export function deployBuilds({ root, releasesDir, environmentFile, bases, keep = KEEP_RELEASES }) {
  let environment = readEnvironment(environmentFile);
  const stable = {};
  for (const name of REMOTE_NAMES) {
    const packageDir = path.join(root, CONTAINERS[name].package);
    const { version } = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
    const { id } = publish({ releasesDir, name, distDir: path.join(packageDir, 'dist'), version });
    environment = deploy(environment, name, { base: bases[name], id });
    stable[name] = id;
  }
  writeEnvironment(environmentFile, environment);
  for (const name of REMOTE_NAMES)
    prune({ releasesDir, name, keep, inUse: releasesInUseAnywhere(releasesDir, name) });
  return stable;
}
