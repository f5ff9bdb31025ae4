// The release store and an environment's remotes.json: publish, prune, deploy, roll back, canary.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { history, prune, publish, readRelease, RELEASE_ID } from './store.mjs';
import { deploy, entryUrl, releasesInUse, rollback, setCanary } from './environment.mjs';

let work;
beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'lender-releases-'));
});
afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

/** A fake remote build whose content depends on `text`. */
function build(text) {
  const dist = path.join(work, `dist-${text}`);
  fs.mkdirSync(dist, { recursive: true });
  fs.writeFileSync(path.join(dist, 'remoteEntry.js'), `/* ${text} */`);
  fs.writeFileSync(
    path.join(dist, 'mf-manifest.json'),
    JSON.stringify({ shared: [{ name: 'react', requiredVersion: '^19.3.1' }] }),
  );
  return dist;
}
const releasesDir = () => path.join(work, 'releases');
const publishBuild = (text, version = '1.0.0') =>
  publish({ releasesDir: releasesDir(), name: 'mfe_deals', distDir: build(text), version });

describe('publish', () => {
  it('stores a build under <version>+<content hash> with its release record', () => {
    const { id, created } = publishBuild('a');
    expect(created).toBe(true);
    expect(id).toMatch(RELEASE_ID);
    expect(id.startsWith('1.0.0+')).toBe(true);
    expect(
      fs.readFileSync(path.join(releasesDir(), 'mfe_deals', id, 'remoteEntry.js'), 'utf8'),
    ).toBe('/* a */');
    expect(readRelease(releasesDir(), 'mfe_deals', id)).toMatchObject({
      name: 'mfe_deals',
      version: '1.0.0',
      id,
      requires: { react: '^19.3.1' },
    });
  });

  it('never overwrites a release: the same build is the same release', () => {
    const first = publishBuild('a');
    expect(publishBuild('a')).toEqual({ id: first.id, created: false });
    expect(publishBuild('b').id).not.toBe(first.id);
    expect(history(releasesDir(), 'mfe_deals').map((entry) => entry.id)).toHaveLength(2);
  });
});

describe('prune', () => {
  it('keeps the last N releases and any an environment still names', () => {
    const ids = ['a', 'b', 'c', 'd'].map((text) => publishBuild(text).id);
    const removed = prune({
      releasesDir: releasesDir(),
      name: 'mfe_deals',
      keep: 2,
      inUse: new Set([ids[0]]),
    });
    expect(removed).toEqual([ids[1]]);
    expect(fs.existsSync(path.join(releasesDir(), 'mfe_deals', ids[1]))).toBe(false);
    expect(history(releasesDir(), 'mfe_deals').map((entry) => entry.id)).toEqual([
      ids[0],
      ids[2],
      ids[3],
    ]);
  });
});

describe('an environment', () => {
  const base = 'https://deals.example';

  it('deploys, rolls back and runs a canary by editing its entry only', () => {
    let env = deploy({}, 'mfe_deals', { base, id: '1.0.0+aaaaaaaaaa' });
    env = deploy(env, 'mfe_deals', { id: '1.1.0+bbbbbbbbbb' });
    expect(env.mfe_deals).toEqual({ base, stable: '1.1.0+bbbbbbbbbb' });
    expect(entryUrl(env.mfe_deals)).toBe(`${base}/1.1.0+bbbbbbbbbb/remoteEntry.js`);

    env = rollback(env, 'mfe_deals', ['1.0.0+aaaaaaaaaa', '1.1.0+bbbbbbbbbb']);
    expect(env.mfe_deals.stable).toBe('1.0.0+aaaaaaaaaa');
    expect(() => rollback(env, 'mfe_deals', ['1.0.0+aaaaaaaaaa'])).toThrow(/no release before/);

    env = setCanary(env, 'mfe_deals', '1.1.0+bbbbbbbbbb', 10);
    expect(env.mfe_deals.canary).toEqual({ version: '1.1.0+bbbbbbbbbb', percent: 10 });
    expect(releasesInUse(env, 'mfe_deals')).toEqual(['1.0.0+aaaaaaaaaa', '1.1.0+bbbbbbbbbb']);
    // Promoting the canary ends it.
    env = deploy(env, 'mfe_deals', { id: '1.1.0+bbbbbbbbbb' });
    expect(env.mfe_deals).toEqual({ base, stable: '1.1.0+bbbbbbbbbb' });
    expect(() => setCanary(env, 'mfe_deals', 'x', 101)).toThrow(/percent/);
  });
});
