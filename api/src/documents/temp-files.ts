// Where uploads in progress are written before they are stored: a folder of this process's own,
// UPLOAD_DIR/.incoming/<host>-<pid>-<random>/, holding each body's decoded file and the local
// store's copy before its rename. Replicas may share UPLOAD_DIR: each writes only in its own folder,
// and removes another's files only once they are older than any upload can take (a replica killed
// mid-upload cannot remove its own). A request removes its own temp file on any outcome.
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { mkdir, readdir, rm, rmdir, stat, statfs, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ReadinessCheck } from '../http/health';

const INCOMING = '.incoming';
/** The temp-name prefix of the local store's copies in earlier layouts (swept by age like any). */
const LEGACY_PUT_PREFIX = '.put-';
/** Longer than any upload takes (a body is at most a few tens of MB; the API times out sooner). */
export const TEMP_FILE_MAX_AGE_MS = 60 * 60_000;

/** Less free space than one upload's largest body: the next upload could not be received. */
const MIN_FREE_BYTES = 32 * 2 ** 20;

/** This process's name among the replicas that share UPLOAD_DIR. */
const PROCESS_NAME = `${hostname().replace(/[^A-Za-z0-9.-]/g, '_')}-${process.pid}-${randomBytes(4).toString('hex')}`;

/** This process's temp folder under `uploadDir` (created by the code that writes there). */
export const processTempDir = (uploadDir: string): string =>
  join(uploadDir, INCOMING, PROCESS_NAME);

const entries = async (dir: string): Promise<string[]> => {
  try {
    return await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
};

/** Removes `path` when it was last changed before `before`; answers whether it did. */
async function removeIfOlder(path: string, before: number): Promise<boolean> {
  try {
    const info = await stat(path);
    if (info.mtimeMs >= before) return false;
    if (info.isDirectory()) {
      const left = await entries(path);
      let removed = 0;
      for (const name of left) if (await removeIfOlder(join(path, name), before)) removed += 1;
      if (removed < left.length) return false;
      await rmdir(path);
      return true;
    }
    await unlink(path);
    return true;
  } catch (error) {
    // Another replica swept it first, or its owner finished with it: either way it is gone.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

/**
 * Removes the temp files of uploads that never finished: all of this process's own (a process
 * starts with none in flight) and, of other processes, those older than TEMP_FILE_MAX_AGE_MS.
 * Answers how many files or folders it removed.
 */
export async function sweepTempFiles(uploadDir: string, now: number): Promise<number> {
  const before = now - TEMP_FILE_MAX_AGE_MS;
  const incoming = join(uploadDir, INCOMING);
  const own = processTempDir(uploadDir);
  let removed = 0;
  for (const name of await entries(incoming)) {
    const path = join(incoming, name);
    if (path === own) {
      const mine = await entries(own);
      await Promise.all(mine.map((file) => rm(join(own, file), { force: true })));
      removed += mine.length;
    } else if (await removeIfOlder(path, before)) removed += 1;
  }
  for (const name of await entries(uploadDir))
    if (name.startsWith(LEGACY_PUT_PREFIX) && (await removeIfOlder(join(uploadDir, name), before)))
      removed += 1;
  return removed;
}

export interface StorageProblem {
  /** `unwritable`: refused (permissions, a read-only mount); `full`: no room for another upload. */
  kind: 'unwritable' | 'full';
  message: string;
}

/** Readiness (http/health.ts): the upload folder takes a file. */
export const uploadStorageCheck =
  (uploadDir: string): ReadinessCheck =>
  async () => {
    const problem = await storageProblem(uploadDir);
    return problem ? `Storage unavailable: ${problem.message}.` : null;
  };

/** Why the upload folder cannot take files, or null when it can (a small file written and removed). */
export async function storageProblem(uploadDir: string): Promise<StorageProblem | null> {
  const dir = processTempDir(uploadDir);
  const probe = join(dir, `probe-${randomBytes(4).toString('hex')}`);
  try {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    await writeFile(probe, 'probe', { mode: 0o600 });
    await unlink(probe);
  } catch (error) {
    await rm(probe, { force: true }).catch(() => undefined);
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    if (code === 'ENOSPC' || code === 'EDQUOT')
      return { kind: 'full', message: `the upload folder ${uploadDir} is full (${code})` };
    return {
      kind: 'unwritable',
      message: `the upload folder ${uploadDir} cannot be written (${code})`,
    };
  }
  const space = await statfs(dir);
  if (space.bavail * space.bsize < MIN_FREE_BYTES)
    return {
      kind: 'full',
      message: `the upload folder ${uploadDir} is full (under ${MIN_FREE_BYTES / 2 ** 20} MiB free)`,
    };
  return null;
}
