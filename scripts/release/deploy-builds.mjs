// @ts-check
// Publishes each remote's current build (its dist/) and makes it the stable release of an
// environment: what `pnpm start` and the Playwright stack do before serving.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { buildVersion, KEEP_RELEASES, prune, publish } from './store.mjs';
import { deploy, releasesInUse, versionedEntry, writeEnvironment } from './environment.mjs';
import { readRemotesFile } from './remotes-file.mjs';
import { actor, appendHistory } from './history.mjs';

const require = createRequire(import.meta.url);
const { containerOf, REMOTE_NAMES } = require('../../shared/federation/containers.js');

/**
 * Every environment file in the store's folder (remotes*.json): their releases are kept.
 * @param {string} releasesDir @param {string} name
 */
export function releasesInUseAnywhere(releasesDir, name) {
  if (!fs.existsSync(releasesDir)) return new Set();
  return new Set(
    fs
      .readdirSync(releasesDir)
      .filter((file) => /^remotes.*\.json$/.test(file))
      .flatMap((file) => releasesInUse(readRemotesFile(path.join(releasesDir, file)), name)),
  );
}

/**
 * onlyFirst: a remote that has a stable release keeps it (a production environment's first
 * start); otherwise each remote's current build becomes stable (the local stack).
 * @param {{ root: string, releasesDir: string, environmentFile: string,
 *   bases: Record<string, string>, keep?: number, onlyFirst?: boolean, reason?: string }} options
 * @returns {Record<string, string>} the release id now stable, per remote
 */
export function deployBuilds({
  root,
  releasesDir,
  environmentFile,
  bases,
  keep = KEEP_RELEASES,
  onlyFirst = false,
  reason,
}) {
  let environment = readRemotesFile(environmentFile);
  /** @type {Record<string, string>} */
  const stable = {};
  /** @type {{ remote: string, from: string | null, to: string }[]} */
  const changes = [];
  for (const name of REMOTE_NAMES) {
    const packageDir = path.join(root, containerOf(name).package);
    const distDir = path.join(packageDir, 'dist');
    const version = buildVersion(distDir, packageDir);
    const { id } = publish({ releasesDir, name, distDir, version });
    const from = versionedEntry(environment, name)?.stable ?? null;
    if (onlyFirst && from) {
      stable[name] = from;
      continue;
    }
    environment = deploy(environment, name, { base: bases[name], id });
    stable[name] = id;
    if (from !== id) changes.push({ remote: name, from, to: id });
  }
  writeEnvironment(environmentFile, environment, releasesDir);
  // Recorded like any deploy, so `release.mjs rollback` works on this environment too.
  for (const change of changes)
    appendHistory(environmentFile, {
      at: new Date().toISOString(),
      who: actor(),
      action: 'deploy',
      reason: reason ?? 'the current builds',
      forced: false,
      ...change,
    });
  for (const name of REMOTE_NAMES)
    prune({ releasesDir, name, keep, inUse: releasesInUseAnywhere(releasesDir, name) });
  return stable;
}
