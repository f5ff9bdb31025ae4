// Where uploads in progress are written before they are stored: UPLOAD_DIR/.incoming/<uuid> (the
// body's file, decoded as it streams) and UPLOAD_DIR/.put-<uuid> (the local store's copy before
// its rename). A request removes its own on any failure; a process killed mid-upload cannot, so
// the API removes whatever is left there when it starts.
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';

export const incomingDir = (uploadDir: string): string => join(uploadDir, '.incoming');
export const PUT_TEMP_PREFIX = '.put-';

const entries = async (dir: string): Promise<string[]> => {
  try {
    return await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
};

/** Removes the temp files of uploads that never finished; answers how many there were. */
export async function removeUnfinishedUploads(uploadDir: string): Promise<number> {
  const incoming = incomingDir(uploadDir);
  const leftovers = [
    ...(await entries(incoming)).map((name) => join(incoming, name)),
    ...(await entries(uploadDir))
      .filter((name) => name.startsWith(PUT_TEMP_PREFIX))
      .map((name) => join(uploadDir, name)),
  ];
  await Promise.all(leftovers.map((path) => rm(path, { recursive: true, force: true })));
  return leftovers.length;
}
