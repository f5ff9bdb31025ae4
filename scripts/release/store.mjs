// @ts-check
// The release store: every published build of a remote, immutable, under
// <releases>/<container>/<version>+<sha>/ (the sha is the build's content hash, so a folder's
// name says what is in it and a re-publish of the same build is a no-op). history.json lists a
// remote's releases oldest first; the last KEEP stay servable (open tabs keep their chunks) and
// so does any release an environment file still names.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { writeJsonAtomically } from '../files/write-atomically.mjs';

export const KEEP_RELEASES = 5;
export const RELEASE_FILE = 'release.json';
export const PAGES_FILE = 'pages.json';
export const PRELOAD_FILE = 'preload.json';
const HISTORY_FILE = 'history.json';

/**
 * @typedef {{ name: string, version: string, sha: string, id: string, builtAt: string,
 *   publishedAt: string, requires: Record<string, string> }} Release a release's release.json
 * @typedef {{ id: string, publishedAt: string }} Published an entry of a remote's history.json
 * @typedef {{ shared?: { name: string, version?: string, requiredVersion?: string }[],
 *   metaData?: { buildInfo?: { buildVersion?: string } } }} Manifest what the store reads of a
 *   build's mf-manifest.json
 */

/**
 * Files under dir, relative, sorted (so the hash does not depend on the file system's order).
 * @param {string} dir @param {string} [relative] @returns {string[]}
 */
function listFiles(dir, relative = '') {
  return fs
    .readdirSync(path.join(dir, relative), { withFileTypes: true })
    .flatMap((entry) => {
      const child = path.posix.join(relative, entry.name);
      return entry.isDirectory() ? listFiles(dir, child) : [child];
    })
    .sort();
}

/** A build's content hash: every file's path and bytes (10 hex digits). @param {string} distDir */
export function contentSha(distDir) {
  const hash = createHash('sha256');
  for (const file of listFiles(distDir)) {
    hash
      .update(file)
      .update('\0')
      .update(fs.readFileSync(path.join(distDir, file)))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 10);
}

/** @param {string} version @param {string} sha */
export const releaseId = (version, sha) => `${version}+${sha}`;
/** A release folder's name: semver, '+', the content hash. */
export const RELEASE_ID = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?\+[0-9a-f]{10}$/;

/**
 * A JSON file the store wrote (or a build's manifest), or `fallback` when there is none.
 * @template T @param {string} file @param {T} fallback @returns {T}
 */
const readJson = (file, fallback) =>
  fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : fallback;

/**
 * What a remote's manifest says it needs from the host: the shared modules' ranges.
 * @param {string} distDir @returns {Record<string, string>}
 */
function requirements(distDir) {
  /** @type {Manifest} */
  const manifest = readJson(path.join(distDir, 'mf-manifest.json'), { shared: [] });
  return Object.fromEntries(
    (manifest.shared ?? []).flatMap((shared) =>
      shared.requiredVersion ? [[shared.name, shared.requiredVersion]] : [],
    ),
  );
}

/**
 * A build's version: what its manifest says it was built as (so a build published from another
 * checkout keeps its own), else its package's.
 * @param {string} distDir @param {string} packageDir @returns {string}
 */
export function buildVersion(distDir, packageDir) {
  /** @type {Manifest} */
  const manifest = readJson(path.join(distDir, 'mf-manifest.json'), {});
  /** @type {{ version?: string }} */
  const packageJson = readJson(path.join(packageDir, 'package.json'), {});
  const version = manifest.metaData?.buildInfo?.buildVersion ?? packageJson.version;
  if (!version) throw new Error(`${packageDir} has no version (package.json)`);
  return version;
}

/** The releases of a remote, oldest first. */
/** @param {string} releasesDir @param {string} name @returns {Published[]} */
export const history = (releasesDir, name) =>
  readJson(path.join(releasesDir, name, HISTORY_FILE), []);

/** @param {string} releasesDir @param {string} name @param {string} id @returns {Release | null} */
export const readRelease = (releasesDir, name, id) =>
  readJson(path.join(releasesDir, name, id, RELEASE_FILE), null);

/**
 * The page declaration a release publishes (pages.json), or null when it has none.
 * @param {string} releasesDir @param {string} name @param {string} id @returns {unknown}
 */
export const readPageDeclaration = (releasesDir, name, id) =>
  readJson(path.join(releasesDir, name, id, PAGES_FILE), null);

/**
 * The files a release lists for its pages' first loads (preload.json), or null when it has none.
 * @param {string} releasesDir @param {string} name @param {string} id @returns {unknown}
 */
export const readPreloadFiles = (releasesDir, name, id) =>
  readJson(path.join(releasesDir, name, id, PRELOAD_FILE), null);

/**
 * Publishes a remote's build under its version path. Returns the release id and whether it was
 * new; an existing release is never overwritten.
 * @param {{ releasesDir: string, name: string, distDir: string, version: string, now?: Date }} build
 * @returns {{ id: string, created: boolean }}
 */
export function publish({ releasesDir, name, distDir, version, now = new Date() }) {
  if (!fs.existsSync(path.join(distDir, 'remoteEntry.js')))
    throw new Error(`${distDir} holds no remote build (remoteEntry.js is missing)`);
  const sha = contentSha(distDir);
  const id = releaseId(version, sha);
  const target = path.join(releasesDir, name, id);
  if (fs.existsSync(path.join(target, RELEASE_FILE))) return { id, created: false };

  const staging = path.join(releasesDir, name, `.staging-${id}-${process.pid}`);
  fs.rmSync(staging, { recursive: true, force: true });
  fs.cpSync(distDir, staging, { recursive: true });
  /** @type {Release} */
  const release = {
    name,
    version,
    sha,
    id,
    builtAt: fs.statSync(path.join(distDir, 'remoteEntry.js')).mtime.toISOString(),
    publishedAt: now.toISOString(),
    requires: requirements(distDir),
  };
  fs.writeFileSync(path.join(staging, RELEASE_FILE), `${JSON.stringify(release, null, 2)}\n`);
  fs.rmSync(target, { recursive: true, force: true });
  fs.renameSync(staging, target);
  writeJsonAtomically(path.join(releasesDir, name, HISTORY_FILE), [
    ...history(releasesDir, name).filter((entry) => entry.id !== id),
    { id, publishedAt: release.publishedAt },
  ]);
  return { id, created: true };
}

/**
 * Removes a remote's releases older than the last `keep`, except those in `inUse` (the ones an
 * environment names). Returns the ids removed.
 * @param {{ releasesDir: string, name: string, keep?: number, inUse?: Set<string> }} options
 * @returns {string[]}
 */
export function prune({ releasesDir, name, keep = KEEP_RELEASES, inUse = new Set() }) {
  const all = history(releasesDir, name);
  const kept = new Set(all.slice(-keep).map((entry) => entry.id));
  const removed = all.filter((entry) => !kept.has(entry.id) && !inUse.has(entry.id));
  for (const { id } of removed)
    fs.rmSync(path.join(releasesDir, name, id), { recursive: true, force: true });
  if (removed.length)
    writeJsonAtomically(
      path.join(releasesDir, name, HISTORY_FILE),
      all.filter((entry) => !removed.includes(entry)),
    );
  return removed.map((entry) => entry.id);
}
