import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { localFileStorage } from './storage';
import { incomingDir, removeUnfinishedUploads } from './temp-files';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'lender-temp-files-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it('removes what killed uploads left behind and keeps the stored files', async () => {
  const storage = localFileStorage(dir);
  const key = await storage.put(Readable.from([Buffer.from('%PDF-1.4 kept')]));
  mkdirSync(incomingDir(dir), { recursive: true });
  writeFileSync(join(incomingDir(dir), '0b5e9c1e-half-a-body'), 'x');
  writeFileSync(join(dir, '.put-5d41402a-half-a-copy'), 'y');

  expect(await removeUnfinishedUploads(dir)).toBe(2);

  expect(readdirSync(incomingDir(dir))).toEqual([]);
  expect(readdirSync(dir).filter((name) => name.startsWith('.put-'))).toEqual([]);
  expect(existsSync(join(dir, key))).toBe(true);
});

it('has nothing to do in a folder that does not exist yet', async () => {
  expect(await removeUnfinishedUploads(join(dir, 'not-yet'))).toBe(0);
});
