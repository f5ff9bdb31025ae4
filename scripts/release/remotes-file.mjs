// @ts-check
// An environment's remotes.json, for the scripts (the release tool, the local stack, the static
// server, the development loop): container name -> an entry, either a fixed URL of a
// remoteEntry.js (a development server, an override) or a versioned channel:
//   { "base": "https://deals.example.com", "stable": "1.4.0+0a1b2c3d4e",
//     "canary": { "version": "1.5.0+5f6a7b8c9d", "percent": 10 }, "pages": { … }, "preload": { … } }
// An entry is checked by the rules the shell reads it by (shell/src/federation/remoteCatalog.ts),
// so a file a script accepts and serves is one the shell can load. Entries keep every field they
// have: a script that reads and writes the file back changes only what it means to.
import fs from 'node:fs';

/**
 * @typedef {{ version: string, percent: number }} Canary
 * @typedef {{ routes: string[], pages: Record<string, string[]> }} PreloadFiles files of a
 *   release (relative to its folder) that its `./routes` and each page's first load needs
 * @typedef {{ base: string, stable: string, canary?: Canary,
 *   pages?: Record<string, unknown>, preload?: Record<string, PreloadFiles> }} VersionedEntry
 *   pages: the page declarations of its releases in use, by release id (environment.mjs);
 *   preload: their preload files, by release id
 * @typedef {string | VersionedEntry} RemoteEntry
 * @typedef {Record<string, RemoteEntry>} Remotes
 */

/** A remotes.json that is missing where one is needed, not JSON, or not of this shape. */
export class RemotesFileError extends Error {}

/** @param {unknown} value @returns {value is Record<string, unknown>} */
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** @param {unknown} value @returns {value is string} */
const nonEmpty = (value) => typeof value === 'string' && value !== '';

/**
 * A release's name as it appears in a path: semver with its build metadata (the shell's
 * isReleaseName).
 * @param {unknown} value @returns {value is string}
 */
const isReleaseName = (value) =>
  typeof value === 'string' &&
  /^[0-9A-Za-z][0-9A-Za-z.+-]{0,79}$/.test(value) &&
  !value.includes('..');

/**
 * Why `entry` (the entry of `name`) is not one the shell can read, or null when it is.
 * @param {string} name @param {unknown} entry
 */
function entryProblem(name, entry) {
  if (nonEmpty(entry)) return null;
  if (!isObject(entry) || !nonEmpty(entry.base) || !isReleaseName(entry.stable))
    return `${name} must be a URL or { base, stable, canary? }`;
  const { canary, pages, preload } = entry;
  if (
    canary !== undefined &&
    !(
      isObject(canary) &&
      isReleaseName(canary.version) &&
      typeof canary.percent === 'number' &&
      canary.percent >= 0 &&
      canary.percent <= 100
    )
  )
    return `${name}.canary needs a version and a percent from 0 to 100`;
  if (pages !== undefined && !isObject(pages))
    return `${name}.pages must be an object of release id to page declaration`;
  if (preload !== undefined && !isObject(preload))
    return `${name}.preload must be an object of release id to preload files`;
  return null;
}

/**
 * Checks a parsed remotes.json; `source` (the file) starts the one-line message of a problem.
 * @param {unknown} value @param {string} [source]
 * @returns {Remotes}
 */
export function parseRemotes(value, source = 'remotes.json') {
  if (!isObject(value))
    throw new RemotesFileError(`${source} must be an object of container name to entry`);
  for (const [name, entry] of Object.entries(value)) {
    const problem = entryProblem(name, entry);
    if (problem) throw new RemotesFileError(`${source}: ${problem}`);
  }
  return /** @type {Remotes} */ (value);
}

/**
 * Reads and checks a remotes.json. A missing file is an empty environment (nothing deployed
 * yet) unless `required`.
 * @param {string} file @param {{ required?: boolean }} [options]
 * @returns {Remotes}
 */
export function readRemotesFile(file, { required = false } = {}) {
  let text;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    const code = /** @type {NodeJS.ErrnoException} */ (error).code;
    if (code === 'ENOENT' && !required) return {};
    throw new RemotesFileError(
      code === 'ENOENT' ? `${file} is missing` : `${file} cannot be read (${code})`,
    );
  }
  let value;
  try {
    value = JSON.parse(text);
  } catch (error) {
    // One line: V8's message quotes the text around the mistake, newlines and all.
    const message = /** @type {Error} */ (error).message.replace(/\s+/g, ' ');
    throw new RemotesFileError(`${file} is not JSON: ${message}`);
  }
  return parseRemotes(value, file);
}
