// @ts-check
// An environment's remotes.json: which release of each remote its users get. An entry is either
// a fixed URL of a remoteEntry.js (a development server, an override) or a versioned channel:
//   { "base": "https://deals.example.com", "stable": "1.4.0+0a1b2c3d4e",
//     "canary": { "version": "1.5.0+5f6a7b8c9d", "percent": 10 } }
// Deploying, rolling back and starting a canary are edits of this file: nothing is rebuilt.
// A versioned entry also carries the page declarations of the releases it names ("pages", by
// release id), each checked here against the contracts' schema: the shell builds its routes and
// navigation from them without a request of its own, and without checking them again (the schema's
// code stays off the first load). A declaration the schema refuses is left out, so the shell reads
// it from the release, checks it itself, and shows the refusal in the remote's area.
// It carries as well the files each of those releases lists for its pages' first loads
// ("preload", by release id: its build's preload.json), which the shell asks for beside
// remoteEntry.js.
// The file is checked by remotes-file.mjs and written by environment-state.mjs.
import { createRequire } from 'node:module';
import { readPageDeclaration, readPreloadFiles } from './store.mjs';

const require = createRequire(import.meta.url);
const { checkPageDeclaration } = require('../../shared/federation/pages.js');

/**
 * @typedef {import('./remotes-file.mjs').Remotes} Remotes
 * @typedef {import('./remotes-file.mjs').RemoteEntry} RemoteEntry
 * @typedef {import('./remotes-file.mjs').VersionedEntry} VersionedEntry
 * @typedef {import('./remotes-file.mjs').PreloadFiles} PreloadFiles
 */

/** @param {unknown} files @returns {files is PreloadFiles} what the shell can take */
const isPreloadFiles = (files) => {
  if (typeof files !== 'object' || files === null) return false;
  const { routes, pages } = /** @type {Record<string, unknown>} */ (files);
  const list = (/** @type {unknown} */ value) =>
    Array.isArray(value) && value.every((file) => typeof file === 'string');
  return (
    list(routes) && typeof pages === 'object' && pages !== null && Object.values(pages).every(list)
  );
};

/**
 * Each versioned entry with what its stable and canary releases publish beside their code, from
 * the store: their page declarations (a release without pages.json, or whose declaration the
 * schema refuses, adds none: the shell then reads it from the release itself) and their preload
 * files (none without preload.json); those of releases no longer named are dropped.
 * @param {Remotes} environment @param {import('./object-store.mjs').ObjectStore} store
 * @param {(line: string) => void} [warn] told of each declaration left out, and why
 * @returns {Promise<Remotes>}
 */
export async function withReleaseFiles(environment, store, warn = console.warn) {
  /** @type {Remotes} */
  const next = {};
  for (const [name, entry] of Object.entries(environment)) {
    if (typeof entry === 'string') {
      next[name] = entry;
      continue;
    }
    /** @type {Record<string, unknown>} */
    const pages = {};
    /** @type {Record<string, PreloadFiles>} */
    const preload = {};
    for (const id of releasesInUse(environment, name)) {
      const files = (await readPreloadFiles(store, name, id)) ?? entry.preload?.[id];
      if (isPreloadFiles(files)) preload[id] = files;
      // A release this store does not hold (another store's) keeps what the entry carries.
      const declaration = (await readPageDeclaration(store, name, id)) ?? entry.pages?.[id];
      if (!declaration) continue;
      const checked = checkPageDeclaration(declaration);
      if (checked.ok) pages[id] = checked.declaration;
      else
        warn(
          `${name} ${id}: its page declaration fails the schema (${checked.reasons.join('; ')}); ` +
            'the shell will refuse it',
        );
    }
    const rest = { ...entry };
    delete rest.pages;
    delete rest.preload;
    next[name] = {
      ...rest,
      ...(Object.keys(pages).length > 0 ? { pages } : {}),
      ...(Object.keys(preload).length > 0 ? { preload } : {}),
    };
  }
  return next;
}

/** @param {Remotes} environment @param {string} name @returns {VersionedEntry} */
const channel = (environment, name) => {
  const entry = environment[name];
  if (!entry || typeof entry !== 'object') throw new Error(`${name} has no versioned entry`);
  return entry;
};

/** The versioned entry of `name`, if it has one. @param {Remotes} environment @param {string} name */
export const versionedEntry = (environment, name) => {
  const entry = environment[name];
  return typeof entry === 'object' ? entry : undefined;
};

/**
 * Makes `id` the stable release of `name` (served from `base`); a canary of that id ends.
 * @param {Remotes} environment @param {string} name @param {{ base?: string, id: string }} release
 * @returns {Remotes}
 */
export function deploy(environment, name, { base, id }) {
  const previous = versionedEntry(environment, name);
  const nextBase = base ?? previous?.base;
  if (!nextBase) throw new Error(`${name}: no base URL to serve ${id} from`);
  /** @type {VersionedEntry} */
  const next = { ...previous, base: nextBase, stable: id };
  if (next.canary?.version === id) delete next.canary;
  return { ...environment, [name]: next };
}

/**
 * `target` (the previously deployed release: history.mjs's rollbackTarget) becomes stable again.
 * @param {Remotes} environment @param {string} name @param {string} target
 */
export function rollback(environment, name, target) {
  channel(environment, name);
  return deploy(environment, name, { id: target });
}

/**
 * Sends `percent` of users (by a hash of their id) to `version`; 0 ends the canary.
 * @param {Remotes} environment @param {string} name @param {string} version
 * @param {number} percent @returns {Remotes}
 */
export function setCanary(environment, name, version, percent) {
  if (!(percent >= 0 && percent <= 100)) throw new Error('percent must be between 0 and 100');
  const rest = { ...channel(environment, name) };
  delete rest.canary;
  return {
    ...environment,
    [name]: percent === 0 ? rest : { ...rest, canary: { version, percent } },
  };
}

/**
 * The releases of `name` this environment serves (stable and canary).
 * @param {Remotes} environment @param {string} name @returns {string[]}
 */
export function releasesInUse(environment, name) {
  const entry = versionedEntry(environment, name);
  if (!entry) return [];
  return entry.canary ? [entry.stable, entry.canary.version] : [entry.stable];
}

/**
 * The URL of a remote's remoteEntry.js in a release, or the entry's fixed URL.
 * @param {RemoteEntry} entry @param {string} [version] default: the stable release
 */
export function entryUrl(entry, version) {
  if (typeof entry === 'string') return entry;
  return `${entry.base.replace(/\/+$/, '')}/${version ?? entry.stable}/remoteEntry.js`;
}
