// @ts-check
// Publishes each remote's current build (its dist/) and makes it the stable release of an
// environment: what `npm start`, the Playwright stack and a new production environment (`release
// init`) do before serving.
import path from 'node:path';
import { createRequire } from 'node:module';
import { buildVersion, KEEP_RELEASES, prune, publish } from './store.mjs';
import { deploy, releasesInUse, versionedEntry } from './environment.mjs';
import { commit } from './environment-state.mjs';
import { parseRemotes } from './remotes-file.mjs';
import { actor } from './history.mjs';

const require = createRequire(import.meta.url);
const { containerOf, REMOTE_NAMES } = require('../../shared/federation/containers.js');

/**
 * @typedef {import('./object-store.mjs').ObjectStore} ObjectStore
 * @typedef {import('./environment-state.mjs').EnvironmentLocation} EnvironmentLocation
 */

/**
 * The releases of `name` any environment in the store names (every remotes*.json): they are kept.
 * @param {ObjectStore} store @param {string} name
 */
export async function releasesInUseAnywhere(store, name) {
  const keys = (await store.list('')).filter(
    (key) => /^remotes[^/]*\.json$/.test(key) && !key.endsWith('.state.json'),
  );
  const inUse = new Set();
  for (const key of keys) {
    const stored = await store.get(key);
    if (!stored) continue;
    for (const id of releasesInUse(
      parseRemotes(JSON.parse(stored.body.toString('utf8')), key),
      name,
    ))
      inUse.add(id);
  }
  return inUse;
}

/**
 * Publishes every remote's build. onlyFirst: a remote that has a stable release keeps it (a
 * production environment's first start); otherwise each remote's current build becomes stable
 * (the local stack). Deploys are recorded like any, so `release.mjs rollback` works here too.
 * @param {{ root: string, environment: EnvironmentLocation, bases: Record<string, string>,
 *   keep?: number, onlyFirst?: boolean, reason?: string }} options
 * @returns {Promise<{ stable: Record<string, string>, built: Record<string, string>,
 *   changed: string[] }>} the release now stable per remote, the release of each remote's build,
 *   and the remotes this run deployed
 */
export async function deployBuilds({
  root,
  environment,
  bases,
  keep = KEEP_RELEASES,
  onlyFirst = false,
  reason,
}) {
  const releases = environment.releases ?? environment.store;
  /** @type {Record<string, string>} */
  const built = {};
  for (const name of REMOTE_NAMES) {
    const packageDir = path.join(root, containerOf(name).package);
    const distDir = path.join(packageDir, 'dist');
    const version = buildVersion(distDir, packageDir);
    built[name] = (await publish({ store: releases, name, distDir, version })).id;
  }
  /** @type {string[]} */
  let changed = [];
  const state = await commit(environment, async ({ remotes }) => {
    let next = remotes;
    const at = new Date().toISOString();
    const entries = [];
    changed = [];
    for (const name of REMOTE_NAMES) {
      const from = versionedEntry(remotes, name)?.stable ?? null;
      const id = /** @type {string} */ (built[name]);
      if ((onlyFirst && from) || from === id) continue;
      next = deploy(next, name, { base: bases[name], id });
      changed.push(name);
      entries.push({
        at,
        who: actor(),
        action: /** @type {const} */ ('deploy'),
        remote: name,
        from,
        to: id,
        reason: reason ?? 'the current builds',
        forced: false,
      });
    }
    return { remotes: next, entries };
  });
  for (const name of REMOTE_NAMES)
    await prune({
      store: releases,
      name,
      keep,
      inUse: await releasesInUseAnywhere(releases, name),
    });
  /** @type {Record<string, string>} */
  const stable = {};
  for (const name of REMOTE_NAMES) stable[name] = versionedEntry(state.remotes, name)?.stable ?? '';
  return { stable, built, changed };
}
