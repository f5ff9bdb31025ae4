// The ops view's reading of the environment, as the release tool keeps it in the release store:
// its state (remotes and history, newest first, at most 20) from a folder or an S3 bucket, and an
// environment an earlier version of the tool wrote (remotes.json and a history file).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { AwsClient } from 'aws4fetch';
import { readReleaseEnvironment } from './release-environment';

const entry = (revision: number) => ({
  at: `2026-11-25T10:00:${String(revision).padStart(2, '0')}.000Z`,
  who: 'alice',
  action: 'deploy' as const,
  remote: 'mfe_deals',
  from: null,
  to: `0.${revision}.0+abcdef0123`,
  reason: '',
  forced: false,
  revision,
});
const remotes = { mfe_deals: { base: '/remotes/mfe_deals', stable: '0.25.0+abcdef0123' } };
const state = {
  revision: 25,
  remotes,
  history: Array.from({ length: 25 }, (_, i) => entry(i + 1)),
};

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lender-env-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

it('reads the state beside remotes.json in a folder: the last 20 changes, newest first', async () => {
  fs.writeFileSync(path.join(dir, 'remotes.json'), JSON.stringify(remotes));
  fs.writeFileSync(path.join(dir, 'remotes.state.json'), JSON.stringify(state));
  const read = await readReleaseEnvironment({ store: dir, key: 'remotes.json' });
  expect(read.environment).toEqual(remotes);
  expect(read.history).toHaveLength(20);
  expect(read.history[0]).toEqual({ ...entry(25), revision: undefined });
  expect(read.history[0]).not.toHaveProperty('revision');
});

it('reads an environment an earlier version of the tool wrote', async () => {
  fs.writeFileSync(path.join(dir, 'remotes.json'), JSON.stringify(remotes));
  const { revision: _r, ...legacy } = entry(1);
  fs.writeFileSync(path.join(dir, 'remotes.history.jsonl'), `${JSON.stringify(legacy)}\n`);
  expect(await readReleaseEnvironment({ store: dir, key: 'remotes.json' })).toEqual({
    environment: remotes,
    history: [legacy],
  });
});

it('reads the state from an S3 bucket, with the credentials of RELEASE_STORE', async () => {
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: dir,
    configureBuckets: [{ name: 'releases', configs: [] }],
  });
  const { port } = (await server.run()) as { port: number };
  try {
    const client = new AwsClient({
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      service: 's3',
    });
    const put = (key: string, body: unknown) =>
      client.fetch(`http://127.0.0.1:${port}/releases/prod/${key}`, {
        method: 'PUT',
        body: JSON.stringify(body),
      });
    await put('remotes.json', remotes);
    await put('remotes.state.json', state);
    const read = await readReleaseEnvironment({
      store: `http://S3RVER:S3RVER@127.0.0.1:${port}/releases/prod`,
      key: 'remotes.json',
    });
    expect(read.environment).toEqual(remotes);
    expect(read.history.map((e) => e.to)[0]).toBe('0.25.0+abcdef0123');
    await expect(
      readReleaseEnvironment({
        store: `http://WRONG:S3RVER@127.0.0.1:${port}/releases/prod`,
        key: 'remotes.json',
      }),
    ).rejects.toThrow(/release store: GET remotes(\.state)?\.json answered 403/);
  } finally {
    await server.close();
  }
});

it('has nothing to show without a release store', async () => {
  expect(await readReleaseEnvironment(undefined)).toEqual({ environment: null, history: [] });
});
