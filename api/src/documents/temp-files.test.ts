import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { localFileStorage } from './storage';
import { processTempDir, storageProblem, sweepTempFiles, TEMP_FILE_MAX_AGE_MS } from './temp-files';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'lender-temp-files-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Sets a file's or folder's modification time `ms` before now. */
const age = (path: string, ms: number) => {
  const at = new Date(Date.now() - ms);
  utimesSync(path, at, at);
};

it('keeps temp files in a folder of this process under UPLOAD_DIR', async () => {
  const storage = localFileStorage(dir);
  const key = await storage.put(Readable.from([Buffer.from('%PDF-1.4 kept')]));
  expect(processTempDir(dir).startsWith(join(dir, '.incoming') + '/')).toBe(true);
  expect(readdirSync(processTempDir(dir))).toEqual([]);
  expect(existsSync(join(dir, key))).toBe(true);
});

it("removes its own leftovers and other processes' only once they are old", async () => {
  const own = processTempDir(dir);
  const fresh = join(dir, '.incoming', 'api-2-1-aaaaaaaa');
  const dead = join(dir, '.incoming', 'api-1-1-bbbbbbbb');
  for (const folder of [own, fresh, dead]) mkdirSync(folder, { recursive: true });
  writeFileSync(join(own, 'half-a-body'), 'x');
  writeFileSync(join(fresh, 'in-flight'), 'y');
  writeFileSync(join(dead, 'half-a-copy'), 'z');
  writeFileSync(join(dir, '.put-5d41402a-earlier-layout'), 'w');
  age(join(dead, 'half-a-copy'), TEMP_FILE_MAX_AGE_MS + 60_000);
  age(dead, TEMP_FILE_MAX_AGE_MS + 60_000);
  age(join(dir, '.put-5d41402a-earlier-layout'), TEMP_FILE_MAX_AGE_MS + 60_000);

  expect(await sweepTempFiles(dir, Date.now())).toBe(3);

  expect(readdirSync(own)).toEqual([]);
  expect(readdirSync(fresh)).toEqual(['in-flight']);
  expect(existsSync(dead)).toBe(false);
  expect(readdirSync(dir).filter((name) => name.startsWith('.put-'))).toEqual([]);
});

it('has nothing to do in a folder that does not exist yet', async () => {
  expect(await sweepTempFiles(join(dir, 'not-yet'), Date.now())).toBe(0);
});

it('says when the upload folder cannot be written', async () => {
  expect(await storageProblem(dir)).toBeNull();
  const notAFolder = join(dir, 'file');
  writeFileSync(notAFolder, 'x');
  expect(await storageProblem(notAFolder)).toEqual({
    kind: 'unwritable',
    message: `the upload folder ${notAFolder} cannot be written (ENOTDIR)`,
  });
});
