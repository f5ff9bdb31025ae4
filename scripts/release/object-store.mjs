// @ts-check
// Where releases and environments live: one interface, two backends, chosen by one setting
// (RELEASE_STORE): a folder (the default, `releases/`, what `npm start` uses) or an S3-compatible
// bucket, `http(s)://KEY:SECRET@host[:port]/bucket[/prefix][?region=…]` (the API's S3_URL form).
// Keys are paths under the store: `mfe_deals/1.2.0+0a1b2c3d4e/remoteEntry.js`, `remotes.json`.
//
// Writes may be conditional, as S3's are (If-Match: the object is still the one read; If-None-Match
// *: there is none yet): the environment's state is updated only that way (ADR 017). The folder
// backend gives the same guarantee with a lock file per key, held for the instant of a rename.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** A conditional write found the object changed (or there, or gone) since it was read. */
export class PreconditionFailed extends Error {
  constructor(/** @type {string} */ key) {
    super(`${key} changed while it was being written`);
    this.name = 'PreconditionFailed';
  }
}

/**
 * @typedef {{ body: Buffer, etag: string }} StoredObject
 * @typedef {{ ifMatch?: string, ifNoneMatch?: boolean, contentType?: string,
 *   cacheControl?: string }} PutOptions
 * @typedef {{
 *   describe: string,
 *   folder: string | null,
 *   get(key: string): Promise<StoredObject | null>,
 *   put(key: string, body: string | Uint8Array, options?: PutOptions): Promise<string>,
 *   list(prefix: string): Promise<string[]>,
 *   remove(key: string): Promise<void>,
 * }} ObjectStore the folder backend has `folder` (its path), S3's has null
 */

/** A key is a relative path of plain parts: never absolute, never `..`. @param {string} key */
function checkKey(key) {
  if (!/^[\w.+-]+(\/[\w.+-]+)*$/.test(key) || key.split('/').some((part) => /^\.+$/.test(part)))
    throw new Error(`not a store key: ${JSON.stringify(key)}`);
  return key;
}

/** @param {string | Uint8Array} body */
const bytesOf = (body) => (typeof body === 'string' ? Buffer.from(body) : Buffer.from(body));
/** The folder backend's ETag: the content's hash, as S3's is for a single-part object. */
const hashOf = (/** @type {Uint8Array} */ bytes) =>
  `"${createHash('md5').update(bytes).digest('hex')}"`;

/** How long a folder lock may be held before another process takes it (its holder died). */
const LOCK_LEASE_MS = 10_000;

/**
 * Holds `<file>.lock` (created exclusively) while `work` runs. A lock older than the lease is
 * taken over; the holder checks before its write that the lock is still its own (the fence).
 * @template T @param {string} file @param {(stillHeld: () => Promise<boolean>) => Promise<T>} work
 */
async function withLock(file, work) {
  const lock = `${file}.lock`;
  const token = `${os.hostname()}:${process.pid}:${randomBytes(6).toString('hex')}`;
  const started = Date.now();
  for (let attempt = 0; ; attempt += 1) {
    try {
      await fs.writeFile(lock, token, { flag: 'wx' });
      break;
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
      const held = await fs.stat(lock).catch(() => null);
      if (held && Date.now() - held.mtimeMs > LOCK_LEASE_MS) {
        // Its holder is gone: move it aside (one of several takers wins the rename), then retry.
        await fs.rename(lock, `${lock}.${token}.stale`).then(
          () => fs.rm(`${lock}.${token}.stale`, { force: true }),
          () => undefined,
        );
      } else if (Date.now() - started > 3 * LOCK_LEASE_MS) {
        throw new Error(`${lock} stays locked: another release command is stuck`, { cause: error });
      }
      await new Promise((resolve) =>
        setTimeout(resolve, 2 + Math.random() * 8 * Math.min(attempt + 1, 10)),
      );
    }
  }
  const stillHeld = async () => (await fs.readFile(lock, 'utf8').catch(() => '')) === token;
  try {
    return await work(stillHeld);
  } finally {
    if (await stillHeld()) await fs.rm(lock, { force: true });
  }
}

/** Writes through a temporary file and a rename: a reader sees the old content or the new. */
async function writeAtomically(/** @type {string} */ file, /** @type {Buffer} */ bytes) {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await fs.writeFile(temporary, bytes);
  await fs.rename(temporary, file);
}

/** @param {string} dir @returns {ObjectStore} */
export function folderStore(dir) {
  const root = path.resolve(dir);
  const fileOf = (/** @type {string} */ key) => path.join(root, checkKey(key));
  const read = (/** @type {string} */ file) =>
    fs.readFile(file).catch((/** @type {NodeJS.ErrnoException} */ error) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
  return {
    describe: root,
    folder: root,
    async get(key) {
      const body = await read(fileOf(key));
      return body && { body, etag: hashOf(body) };
    },
    async put(key, body, options = {}) {
      const file = fileOf(key);
      const bytes = bytesOf(body);
      if (options.ifMatch === undefined && !options.ifNoneMatch) {
        await writeAtomically(file, bytes);
        return hashOf(bytes);
      }
      await fs.mkdir(path.dirname(file), { recursive: true });
      return withLock(file, async (stillHeld) => {
        const current = await read(file);
        if (options.ifNoneMatch && current) throw new PreconditionFailed(key);
        if (options.ifMatch !== undefined && (!current || hashOf(current) !== options.ifMatch))
          throw new PreconditionFailed(key);
        if (!(await stillHeld())) throw new PreconditionFailed(key);
        await writeAtomically(file, bytes);
        return hashOf(bytes);
      });
    },
    async list(prefix) {
      const base = path.join(root, prefix);
      const entries = await fs
        .readdir(base, { recursive: true, withFileTypes: true })
        .catch(() => []);
      return entries
        .filter((entry) => entry.isFile())
        .map((entry) =>
          path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
        )
        .sort();
    },
    async remove(key) {
      await fs.rm(fileOf(key), { recursive: true, force: true });
    },
  };
}

/**
 * Reads RELEASE_STORE's S3 form: http(s)://KEY:SECRET@host[:port]/bucket[/prefix][?region=…].
 * @param {string} value
 */
export function parseS3Store(value) {
  const url = new URL(value);
  const [bucket = '', ...prefix] = url.pathname.replace(/^\/+|\/+$/g, '').split('/');
  if (!/^https?:$/.test(url.protocol) || !url.username || !url.password || !bucket)
    throw new Error(
      'RELEASE_STORE must be a folder or http(s)://KEY:SECRET@host/bucket[/prefix] (credentials and bucket required)',
    );
  return {
    endpoint: `${url.protocol}//${url.host}`,
    bucket,
    prefix: prefix.join('/'),
    region: url.searchParams.get('region') ?? 'us-east-1',
    accessKeyId: decodeURIComponent(url.username),
    secretAccessKey: decodeURIComponent(url.password),
  };
}

/** @param {string} xml @param {string} tag */
const tagValues = (xml, tag) =>
  [...xml.matchAll(new RegExp(`<${tag}>([^<]*)</${tag}>`, 'g'))].map((match) =>
    (match[1] ?? '')
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'"),
  );

/** @param {ReturnType<typeof parseS3Store>} location @returns {ObjectStore} */
export function s3Store(location) {
  // Loaded only for a bucket: a folder store (npm start, before its install) needs no package.
  const signer = import('aws4fetch').then(
    ({ AwsClient }) =>
      new AwsClient({
        accessKeyId: location.accessKeyId,
        secretAccessKey: location.secretAccessKey,
        region: location.region,
        service: 's3',
      }),
  );
  const client = {
    /** @param {string} url @param {RequestInit} [init] */
    fetch: async (url, init) => (await signer).fetch(url, init),
  };
  const bucketUrl = `${location.endpoint}/${location.bucket}`;
  const fullKey = (/** @type {string} */ key) =>
    location.prefix ? `${location.prefix}/${checkKey(key)}` : checkKey(key);
  const urlOf = (/** @type {string} */ key) =>
    `${bucketUrl}/${fullKey(key).split('/').map(encodeURIComponent).join('/')}`;
  const fail = async (/** @type {string} */ what, /** @type {Response} */ response) =>
    new Error(
      `${what}: the object store answered ${response.status} ${(await response.text()).slice(0, 200)}`,
    );
  return {
    describe: `${bucketUrl}${location.prefix ? `/${location.prefix}` : ''}`,
    folder: null,
    async get(key) {
      const response = await client.fetch(urlOf(key));
      if (response.status === 404) return null;
      if (!response.ok) throw await fail(`GET ${key}`, response);
      return {
        body: Buffer.from(await response.arrayBuffer()),
        etag: response.headers.get('etag') ?? '',
      };
    },
    async put(key, body, options = {}) {
      /** @type {Record<string, string>} */
      const headers = { 'content-type': options.contentType ?? 'application/octet-stream' };
      if (options.cacheControl) headers['cache-control'] = options.cacheControl;
      if (options.ifMatch !== undefined) headers['if-match'] = options.ifMatch;
      if (options.ifNoneMatch) headers['if-none-match'] = '*';
      const response = await client.fetch(urlOf(key), {
        method: 'PUT',
        body: bytesOf(body),
        headers,
      });
      // 409: S3's answer to a conditional write racing another on the same key.
      if (response.status === 412 || response.status === 409) throw new PreconditionFailed(key);
      if (!response.ok) throw await fail(`PUT ${key}`, response);
      return response.headers.get('etag') ?? '';
    },
    async list(prefix) {
      const keys = [];
      const base = location.prefix ? `${location.prefix}/` : '';
      /** @type {string | undefined} */
      let token;
      do {
        const query = new URLSearchParams({ 'list-type': '2', prefix: `${base}${prefix}` });
        if (token) query.set('continuation-token', token);
        const response = await client.fetch(`${bucketUrl}?${query}`);
        if (!response.ok) throw await fail(`LIST ${prefix}`, response);
        const xml = await response.text();
        keys.push(...tagValues(xml, 'Key').map((key) => key.slice(base.length)));
        token = /<IsTruncated>true<\/IsTruncated>/.test(xml)
          ? tagValues(xml, 'NextContinuationToken')[0]
          : undefined;
      } while (token);
      return keys.sort();
    },
    async remove(key) {
      const response = await client.fetch(urlOf(key), { method: 'DELETE' });
      if (!response.ok && response.status !== 404) throw await fail(`DELETE ${key}`, response);
    },
  };
}

/**
 * The store RELEASE_STORE names: a URL is a bucket, anything else a folder (relative to `root`).
 * @param {string} setting @param {string} [root]
 * @returns {ObjectStore}
 */
export function openStore(setting, root = process.cwd()) {
  return /^https?:\/\//i.test(setting)
    ? s3Store(parseS3Store(setting))
    : folderStore(path.resolve(root, setting));
}
