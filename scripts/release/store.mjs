// @ts-check
// The release store: every published build of a remote, immutable, under
// <container>/<version>+<sha>/ (the sha is the build's content hash, so a release's name says what
// is in it and a re-publish of the same build is a no-op), in the object store RELEASE_STORE names
// (object-store.mjs: a folder or a bucket). <container>/history.json lists a remote's releases
// oldest first; the last KEEP stay servable (open tabs keep their chunks) and so does any release
// an environment still names. A release's release.json is written last: it is complete once that
// exists.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PreconditionFailed } from './object-store.mjs';

/** @typedef {import('./object-store.mjs').ObjectStore} ObjectStore */

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

/** What a build records of its sources (shared/federation/build-inputs.js): not part of a release. */
const BUILD_RECORD = 'build-inputs.json';

/**
 * Files under dir, relative, sorted (so the hash does not depend on the file system's order); the
 * build's record of its sources is left out (the same code from another checkout is one release).
 * @param {string} dir @param {string} [relative] @returns {string[]}
 */
function listFiles(dir, relative = '') {
  return fs
    .readdirSync(path.join(dir, relative), { withFileTypes: true })
    .flatMap((entry) => {
      const child = path.posix.join(relative, entry.name);
      if (child === BUILD_RECORD) return [];
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
 * A JSON file of a build (its manifest, its package.json), or `fallback` when there is none.
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

/**
 * A JSON object of the store, or `fallback` when there is none.
 * @template T @param {ObjectStore} store @param {string} key @param {T} fallback
 * @returns {Promise<T>}
 */
const readStored = async (store, key, fallback) => {
  const stored = await store.get(key);
  return stored ? JSON.parse(stored.body.toString('utf8')) : fallback;
};

/** The releases of a remote, oldest first. */
/** @param {ObjectStore} store @param {string} name @returns {Promise<Published[]>} */
export const history = (store, name) => readStored(store, `${name}/${HISTORY_FILE}`, []);

/** @param {ObjectStore} store @param {string} name @param {string} id @returns {Promise<Release | null>} */
export const readRelease = (store, name, id) =>
  readStored(store, `${name}/${id}/${RELEASE_FILE}`, null);

/**
 * The page declaration a release publishes (pages.json), or null when it has none.
 * @param {ObjectStore} store @param {string} name @param {string} id @returns {Promise<unknown>}
 */
export const readPageDeclaration = (store, name, id) =>
  readStored(store, `${name}/${id}/${PAGES_FILE}`, null);

/**
 * The files a release lists for its pages' first loads (preload.json), or null when it has none.
 * @param {ObjectStore} store @param {string} name @param {string} id @returns {Promise<unknown>}
 */
export const readPreloadFiles = (store, name, id) =>
  readStored(store, `${name}/${id}/${PRELOAD_FILE}`, null);

/**
 * Changes a remote's history.json by a conditional write of what was read, again until no other
 * command wrote it meanwhile (publishes and prunes of one remote may race).
 * @param {ObjectStore} store @param {string} name @param {(entries: Published[]) => Published[]} change
 */
async function changeHistory(store, name, change) {
  const key = `${name}/${HISTORY_FILE}`;
  for (;;) {
    const stored = await store.get(key);
    const entries = stored ? JSON.parse(stored.body.toString('utf8')) : [];
    try {
      await store.put(key, `${JSON.stringify(change(entries), null, 2)}\n`, {
        ...(stored ? { ifMatch: stored.etag } : { ifNoneMatch: true }),
        contentType: 'application/json',
      });
      return;
    } catch (error) {
      if (!(error instanceof PreconditionFailed)) throw error;
    }
  }
}

/** What a file is, for the object store (edges serve it with this type). @param {string} file */
export function contentTypeOf(file) {
  const types = /** @type {Record<string, string>} */ ({
    '.js': 'application/javascript; charset=utf-8',
    '.mjs': 'application/javascript; charset=utf-8',
    '.css': 'text/css; charset=utf-8',
    '.json': 'application/json',
    '.map': 'application/json',
    '.html': 'text/html; charset=utf-8',
    '.svg': 'image/svg+xml',
    '.png': 'image/png',
    '.jpg': 'image/jpeg',
    '.woff2': 'font/woff2',
    '.txt': 'text/plain; charset=utf-8',
    '.gz': 'application/gzip',
    '.br': 'application/x-brotli',
  });
  return types[path.extname(file)] ?? 'application/octet-stream';
}

/**
 * Publishes a remote's build under its version path. Returns the release id and whether it was
 * new; an existing release is never overwritten.
 * @param {{ store: ObjectStore, name: string, distDir: string, version: string, now?: Date }} build
 * @returns {Promise<{ id: string, created: boolean }>}
 */
export async function publish({ store, name, distDir, version, now = new Date() }) {
  if (!fs.existsSync(path.join(distDir, 'remoteEntry.js')))
    throw new Error(`${distDir} holds no remote build (remoteEntry.js is missing)`);
  const sha = contentSha(distDir);
  const id = releaseId(version, sha);
  if (await store.get(`${name}/${id}/${RELEASE_FILE}`)) return { id, created: false };

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
  const files = listFiles(distDir);
  // A few at a time: a build has a few dozen files.
  for (let i = 0; i < files.length; i += 8)
    await Promise.all(
      files.slice(i, i + 8).map((file) =>
        store.put(`${name}/${id}/${file}`, fs.readFileSync(path.join(distDir, file)), {
          contentType: contentTypeOf(file),
          cacheControl: 'public, max-age=31536000, immutable',
        }),
      ),
    );
  // Last: the release exists once its record does.
  await store.put(`${name}/${id}/${RELEASE_FILE}`, `${JSON.stringify(release, null, 2)}\n`, {
    contentType: 'application/json',
  });
  await changeHistory(store, name, (entries) => [
    ...entries.filter((entry) => entry.id !== id),
    { id, publishedAt: release.publishedAt },
  ]);
  return { id, created: true };
}

/**
 * Removes a remote's releases older than the last `keep`, except those in `inUse` (the ones an
 * environment names). Returns the ids removed.
 * @param {{ store: ObjectStore, name: string, keep?: number, inUse?: Set<string> }} options
 * @returns {Promise<string[]>}
 */
export async function prune({ store, name, keep = KEEP_RELEASES, inUse = new Set() }) {
  const all = await history(store, name);
  const kept = new Set(all.slice(-keep).map((entry) => entry.id));
  const removed = all.filter((entry) => !kept.has(entry.id) && !inUse.has(entry.id));
  if (removed.length === 0) return [];
  const gone = new Set(removed.map((entry) => entry.id));
  // Out of the history first: a release no longer listed is no longer offered.
  await changeHistory(store, name, (entries) => entries.filter((entry) => !gone.has(entry.id)));
  for (const { id } of removed) {
    // Its record first, so a half-removed release is not taken for a complete one.
    await store.remove(`${name}/${id}/${RELEASE_FILE}`);
    for (const key of await store.list(`${name}/${id}/`)) await store.remove(key);
    if (store.folder)
      fs.rmSync(path.join(store.folder, name, id), { recursive: true, force: true });
  }
  return removed.map((entry) => entry.id);
}
