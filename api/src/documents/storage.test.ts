import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { localFileStorage, StoredFileMissing } from './storage';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'storage-test-'));
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('localFileStorage', () => {
  it('puts, gets and deletes a file under a new key', async () => {
    const storage = localFileStorage(root);
    const key = await storage.put(Readable.from(['hello ', 'world']));
    expect(key).toMatch(/^[0-9a-f]{2}\/[0-9a-f-]{36}$/);
    expect(await text(await storage.get(key))).toBe('hello world');
    await storage.delete(key);
    await expect(storage.get(key)).rejects.toBeInstanceOf(StoredFileMissing);
    await storage.delete(key);
  });

  it('leaves nothing behind when the source fails', async () => {
    const storage = localFileStorage(root);
    const failing = new Readable({
      read() {
        this.push('partial');
        this.destroy(new Error('client went away'));
      },
    });
    await expect(storage.put(failing)).rejects.toThrow('client went away');
    const left = readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) =>
      entry.isFile(),
    );
    expect(left).toEqual([]);
  });

  it('never reads outside its folder', async () => {
    const storage = localFileStorage(join(root, 'files'));
    for (const key of ['../secret', '/etc/passwd', 'a/../../x', '', '.', 'a//b'])
      await expect(storage.get(key)).rejects.toBeInstanceOf(StoredFileMissing);
  });
});
