// Where uploaded files live: outside the database, behind a small interface (a local folder by
// default, UPLOAD_DIR; an object store would implement the same three calls).
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { processTempDir } from './temp-files';

export interface FileStorage {
  /** Stores the stream's bytes under a new key; nothing is left behind when it fails. */
  put(source: Readable): Promise<string>;
  /** The stored bytes; throws StoredFileMissing when there is nothing under the key. */
  get(key: string): Promise<Readable>;
  /** Removes the file; a missing one is not an error. */
  delete(key: string): Promise<void>;
}

export class StoredFileMissing extends Error {
  constructor() {
    super('stored file missing');
    this.name = 'StoredFileMissing';
  }
}

/** Keys are relative paths of plain segments (no '..', no absolute paths). */
const KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

/**
 * Keeps a source stream's error from being unhandled until a pipeline takes it (an 'error' with no
 * listener ends the process); `rethrow` throws an error the source has already met.
 */
function holdSourceErrors(source: Readable): { rethrow(): void } {
  source.on('error', () => undefined);
  return {
    rethrow() {
      if (source.errored) throw source.errored;
    },
  };
}

/**
 * Files under `root`, as `<first two characters of a UUID>/<UUID>`, written first under this
 * process's temp folder (same file system) and renamed into place.
 */
export function localFileStorage(root: string): FileStorage {
  const base = resolve(root);
  const pathOf = (key: string): string => {
    const path = resolve(base, key);
    if (!KEY.test(key) || !path.startsWith(base + sep)) throw new StoredFileMissing();
    return path;
  };
  return {
    async put(source) {
      const held = holdSourceErrors(source);
      const id = randomUUID();
      const key = `${id.slice(0, 2)}/${id}`;
      const final = pathOf(key);
      const tempDir = processTempDir(base);
      const temp = join(tempDir, `put-${id}`);
      try {
        await mkdir(join(base, id.slice(0, 2)), { recursive: true, mode: 0o700 });
        await mkdir(tempDir, { recursive: true, mode: 0o700 });
        held.rethrow();
        await pipeline(source, createWriteStream(temp, { flags: 'wx', mode: 0o600 }));
        await rename(temp, final);
      } catch (error) {
        source.destroy();
        await rm(temp, { force: true });
        throw error;
      }
      return key;
    },
    async get(key) {
      try {
        const handle = await open(pathOf(key), 'r');
        return handle.createReadStream();
      } catch (error) {
        if (error instanceof StoredFileMissing) throw error;
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new StoredFileMissing();
        throw error;
      }
    },
    async delete(key) {
      try {
        await rm(pathOf(key), { force: true });
      } catch (error) {
        if (!(error instanceof StoredFileMissing)) throw error;
      }
    },
  };
}
