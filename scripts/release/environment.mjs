// An environment's remotes.json: which release of each remote its users get. An entry is either
// a fixed URL of a remoteEntry.js (a development server, an override) or a versioned channel:
//   { "base": "https://deals.example.com", "stable": "1.4.0+0a1b2c3d4e",
//     "canary": { "version": "1.5.0+5f6a7b8c9d", "percent": 10 } }
// Deploying, rolling back and starting a canary are edits of this file: nothing is rebuilt.
import fs from 'node:fs';
import { writeJsonAtomically } from './store.mjs';

export const readEnvironment = (file) =>
  fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};

export const writeEnvironment = writeJsonAtomically;

const channel = (environment, name) => {
  const entry = environment[name];
  if (!entry || typeof entry !== 'object') throw new Error(`${name} has no versioned entry`);
  return entry;
};

/** Makes `id` the stable release of `name` (served from `base`); a canary of that id ends. */
export function deploy(environment, name, { base, id }) {
  const previous = typeof environment[name] === 'object' ? environment[name] : {};
  const next = { ...previous, base: base ?? previous.base, stable: id };
  if (next.canary?.version === id) delete next.canary;
  if (!next.base) throw new Error(`${name}: no base URL to serve ${id} from`);
  return { ...environment, [name]: next };
}

/** `target` (the previously deployed release: history.mjs's rollbackTarget) becomes stable again. */
export function rollback(environment, name, target) {
  channel(environment, name);
  return deploy(environment, name, { id: target });
}

/** Sends `percent` of users (by a hash of their id) to `version`; 0 ends the canary. */
export function setCanary(environment, name, version, percent) {
  if (!(percent >= 0 && percent <= 100)) throw new Error('percent must be between 0 and 100');
  const rest = { ...channel(environment, name) };
  delete rest.canary;
  return {
    ...environment,
    [name]: percent === 0 ? rest : { ...rest, canary: { version, percent } },
  };
}

/** The releases of `name` this environment serves (stable and canary). */
export function releasesInUse(environment, name) {
  const entry = environment[name];
  if (!entry || typeof entry !== 'object') return [];
  return [entry.stable, entry.canary?.version].filter(Boolean);
}

/** The URL of a remote's remoteEntry.js in a release, or the entry's fixed URL. */
export function entryUrl(entry, version = entry.stable) {
  if (typeof entry === 'string') return entry;
  return `${entry.base.replace(/\/+$/, '')}/${version}/remoteEntry.js`;
}
