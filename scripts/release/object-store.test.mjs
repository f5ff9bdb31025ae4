// @ts-check
// The release store's two backends answer the same: reads with an ETag, conditional writes that
// refuse a changed (or existing) object, lists and removals. The S3 backend runs against the
// compose stack's stand-in (s3rver behind its conditional-write front).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { folderStore, openStore, parseS3Store, PreconditionFailed } from './object-store.mjs';
import { startS3StandIn } from './testing/s3-stand-in.mjs';

/** @type {Record<string, { open(): Promise<{ store: import('./object-store.mjs').ObjectStore, close(): Promise<void> }> }>} */
const BACKENDS = {
  folder: {
    async open() {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lender-store-'));
      return {
        store: folderStore(dir),
        close: async () => fs.rmSync(dir, { recursive: true, force: true }),
      };
    },
  },
  s3: {
    async open() {
      const standIn = await startS3StandIn({ bucket: 'releases', prefix: 'env/prod' });
      return { store: openStore(standIn.url), close: standIn.stop };
    },
  },
};

describe.each(Object.keys(BACKENDS))('the %s store', (backend) => {
  /** @type {import('./object-store.mjs').ObjectStore} */
  let store;
  /** @type {() => Promise<void>} */
  let close;
  beforeAll(async () => {
    ({ store, close } = await /** @type {any} */ (BACKENDS)[backend].open());
  });
  afterAll(() => close());

  it('reads what it wrote, with an ETag that changes with the content', async () => {
    expect(await store.get('mfe_deals/history.json')).toBeNull();
    const etag = await store.put('mfe_deals/history.json', '[]', {
      contentType: 'application/json',
    });
    const read = await store.get('mfe_deals/history.json');
    expect(read?.body.toString()).toBe('[]');
    expect(read?.etag).toBe(etag);
    await store.put('mfe_deals/history.json', '[1]');
    expect((await store.get('mfe_deals/history.json'))?.etag).not.toBe(etag);
  });

  it('refuses a conditional write when the object changed, or exists already', async () => {
    const first = await store.put('remotes.state.json', 'one', { ifNoneMatch: true });
    await expect(
      store.put('remotes.state.json', 'again', { ifNoneMatch: true }),
    ).rejects.toBeInstanceOf(PreconditionFailed);
    const second = await store.put('remotes.state.json', 'two', { ifMatch: first });
    await expect(
      store.put('remotes.state.json', 'three', { ifMatch: first }),
    ).rejects.toBeInstanceOf(PreconditionFailed);
    expect((await store.get('remotes.state.json'))?.body.toString()).toBe('two');
    expect((await store.get('remotes.state.json'))?.etag).toBe(second);
  });

  it('lets exactly one of many writers of the same version win', async () => {
    const base = await store.put('race.json', '0');
    const outcomes = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) =>
        store.put('race.json', String(i + 1), { ifMatch: base }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    for (const outcome of outcomes)
      if (outcome.status === 'rejected') expect(outcome.reason).toBeInstanceOf(PreconditionFailed);
  });

  it('lists keys under a prefix and removes them', async () => {
    await store.put('mfe_auth/1.0.0+aaaaaaaaaa/remoteEntry.js', 'a');
    await store.put('mfe_auth/1.0.0+aaaaaaaaaa/chunks/1.js', 'b');
    await store.put('mfe_auth/1.1.0+bbbbbbbbbb/remoteEntry.js', 'c');
    expect(await store.list('mfe_auth/1.0.0+aaaaaaaaaa/')).toEqual([
      'mfe_auth/1.0.0+aaaaaaaaaa/chunks/1.js',
      'mfe_auth/1.0.0+aaaaaaaaaa/remoteEntry.js',
    ]);
    await store.remove('mfe_auth/1.0.0+aaaaaaaaaa/remoteEntry.js');
    expect(await store.get('mfe_auth/1.0.0+aaaaaaaaaa/remoteEntry.js')).toBeNull();
  });

  it('refuses a key that would leave the store', async () => {
    await expect(store.get('../outside')).rejects.toThrow(/not a store key/);
    await expect(store.put('/etc/passwd', 'x')).rejects.toThrow(/not a store key/);
  });
});

it('reads the S3 form of RELEASE_STORE, and refuses one without credentials or bucket', () => {
  expect(
    parseS3Store('https://AK:se%2Fcret@s3.example.com/lender-releases/prod?region=eu-west-1'),
  ).toEqual({
    endpoint: 'https://s3.example.com',
    bucket: 'lender-releases',
    prefix: 'prod',
    region: 'eu-west-1',
    accessKeyId: 'AK',
    secretAccessKey: 'se/cret',
  });
  expect(() => parseS3Store('https://s3.example.com/bucket')).toThrow(
    /credentials and bucket required/,
  );
  expect(openStore('releases', '/repo').folder).toBe('/repo/releases');
});
