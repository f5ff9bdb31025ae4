// @ts-check
// The release store and an environment's remotes.json: publish, prune, deploy, roll back, canary.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { history, prune, publish, readRelease, RELEASE_ID } from './store.mjs';
import { folderStore } from './object-store.mjs';
import { readState } from './environment-state.mjs';
import {
  deploy,
  entryUrl,
  releasesInUse,
  rollback,
  setCanary,
  withReleaseFiles,
} from './environment.mjs';
import { incompatibility, shellProvides } from './compatibility.mjs';
import { rollbackTarget } from './history.mjs';

/**
 * @typedef {import('./remotes-file.mjs').Remotes} Remotes
 * @typedef {import('./remotes-file.mjs').VersionedEntry} VersionedEntry
 * @typedef {import('./history.mjs').HistoryEntry} HistoryEntry
 */

/** @type {string} */
let work;
beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'lender-releases-'));
});
afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

/**
 * A fake remote build whose content depends on `text`.
 * @param {string} text
 */
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
const store = () => folderStore(releasesDir());
/** @param {string} text @param {string} [version] */
const publishBuild = (text, version = '1.0.0') =>
  publish({ store: store(), name: 'mfe_deals', distDir: build(text), version });

describe('publish', () => {
  it('stores a build under <version>+<content hash> with its release record', async () => {
    const { id, created } = await publishBuild('a');
    expect(created).toBe(true);
    expect(id).toMatch(RELEASE_ID);
    expect(id.startsWith('1.0.0+')).toBe(true);
    expect(
      fs.readFileSync(path.join(releasesDir(), 'mfe_deals', id, 'remoteEntry.js'), 'utf8'),
    ).toBe('/* a */');
    expect(await readRelease(store(), 'mfe_deals', id)).toMatchObject({
      name: 'mfe_deals',
      version: '1.0.0',
      id,
      requires: { react: '^19.3.1' },
    });
  });

  it('never overwrites a release: the same build is the same release', async () => {
    const first = await publishBuild('a');
    expect(await publishBuild('a')).toEqual({ id: first.id, created: false });
    expect((await publishBuild('b')).id).not.toBe(first.id);
    expect((await history(store(), 'mfe_deals')).map((entry) => entry.id)).toHaveLength(2);
  });
});

describe('prune', () => {
  it('keeps the last N releases and any an environment still names', async () => {
    /** @type {string[]} */
    const published = [];
    // One after another: the history lists releases in the order they were published.
    for (const text of ['a', 'b', 'c', 'd']) published.push((await publishBuild(text)).id);
    const ids = /** @type {[string, string, string, string]} */ (published);
    const removed = await prune({
      store: store(),
      name: 'mfe_deals',
      keep: 2,
      inUse: new Set([ids[0]]),
    });
    expect(removed).toEqual([ids[1]]);
    expect(fs.existsSync(path.join(releasesDir(), 'mfe_deals', ids[1]))).toBe(false);
    expect((await history(store(), 'mfe_deals')).map((entry) => entry.id)).toEqual([
      ids[0],
      ids[2],
      ids[3],
    ]);
  });
});

/**
 * mfe_deals' entry, versioned in these environments.
 * @param {Remotes} env
 */
const dealsEntry = (env) => /** @type {VersionedEntry} */ (env.mfe_deals);

describe('an environment', () => {
  const base = 'https://deals.example';

  it('deploys, rolls back and runs a canary by editing its entry only', () => {
    let env = deploy({}, 'mfe_deals', { base, id: '1.0.0+aaaaaaaaaa' });
    env = deploy(env, 'mfe_deals', { id: '1.1.0+bbbbbbbbbb' });
    expect(env.mfe_deals).toEqual({ base, stable: '1.1.0+bbbbbbbbbb' });
    expect(entryUrl(dealsEntry(env))).toBe(`${base}/1.1.0+bbbbbbbbbb/remoteEntry.js`);

    env = rollback(env, 'mfe_deals', '1.0.0+aaaaaaaaaa');
    expect(dealsEntry(env).stable).toBe('1.0.0+aaaaaaaaaa');
    expect(() => rollback({}, 'mfe_deals', '1.0.0+aaaaaaaaaa')).toThrow(/no versioned entry/);

    env = setCanary(env, 'mfe_deals', '1.1.0+bbbbbbbbbb', 10);
    expect(dealsEntry(env).canary).toEqual({ version: '1.1.0+bbbbbbbbbb', percent: 10 });
    expect(releasesInUse(env, 'mfe_deals')).toEqual(['1.0.0+aaaaaaaaaa', '1.1.0+bbbbbbbbbb']);
    // Promoting the canary ends it.
    env = deploy(env, 'mfe_deals', { id: '1.1.0+bbbbbbbbbb' });
    expect(env.mfe_deals).toEqual({ base, stable: '1.1.0+bbbbbbbbbb' });
    expect(() => setCanary(env, 'mfe_deals', 'x', 101)).toThrow(/percent/);
  });
});

describe('the page declarations an environment carries', () => {
  /**
   * A declaration of `remote` with one page named `page` (one the contracts' schema accepts).
   * @param {string} remote @param {string} page
   */
  const declarationOf = (remote, page) => ({
    remote,
    pages: [
      {
        name: page,
        pattern: `/dashboard/${page}`,
        title: page,
        layout: 'signed-in',
        audience: ['customer'],
      },
    ],
    links: [],
  });

  /**
   * A published release whose build holds `file` (pages.json, preload.json) with `content`.
   * @param {string} text @param {string} file @param {unknown} content
   */
  async function releaseWithFile(text, file, content) {
    const dist = build(text);
    fs.writeFileSync(path.join(dist, file), JSON.stringify(content));
    return (await publish({ store: store(), name: 'mfe_deals', distDir: dist, version: '1.0.0' }))
      .id;
  }

  /** A published release whose pages.json is `declaration`. @param {string} text @param {unknown} declaration */
  const releaseWithPages = (text, declaration) => releaseWithFile(text, 'pages.json', declaration);

  it('are those of its stable and canary releases, from the store', async () => {
    const a = await releaseWithPages('a', declarationOf('mfe_deals', 'deal'));
    const b = await releaseWithPages('b', declarationOf('mfe_deals', 'rate-sheet'));
    const c = await releaseWithPages('c', declarationOf('mfe_deals', 'gone'));
    let env = deploy({}, 'mfe_deals', { base: 'https://deals.example', id: c });
    env = deploy(env, 'mfe_deals', { id: a });
    env = await withReleaseFiles(setCanary(env, 'mfe_deals', b, 10), store());
    expect(dealsEntry(env).pages).toEqual({
      [a]: declarationOf('mfe_deals', 'deal'),
      [b]: declarationOf('mfe_deals', 'rate-sheet'),
    });
    // The canary ends: its declaration goes with it.
    env = await withReleaseFiles(setCanary(env, 'mfe_deals', b, 0), store());
    expect(Object.keys(/** @type {object} */ (dealsEntry(env).pages))).toEqual([a]);
  });

  it('leave out a declaration the schema refuses, saying why (the shell then refuses it itself)', async () => {
    const page = declarationOf('mfe_deals', 'deal').pages[0];
    const refused = await releaseWithPages('r', {
      ...declarationOf('mfe_deals', 'deal'),
      pages: [{ ...page, layout: 'white-label' }],
    });
    /** @type {string[]} */
    const warnings = [];
    const env = await withReleaseFiles(
      deploy({}, 'mfe_deals', { base: 'https://deals.example', id: refused }),
      store(),
      (line) => warnings.push(line),
    );
    expect(dealsEntry(env).pages).toBeUndefined();
    expect(warnings).toEqual([expect.stringContaining(`mfe_deals ${refused}`)]);
    expect(warnings[0]).toContain('pages.0.layout');
  });

  it('carry the preload files of the releases in use, and leave out a malformed list', async () => {
    const files = { routes: ['routes.1.js'], pages: { deal: ['232.2.js', '232.3.css'] } };
    /** @param {string} text @param {unknown} preload */
    const releaseWithPreload = (text, preload) => releaseWithFile(text, 'preload.json', preload);
    const a = await releaseWithPreload('pa', files);
    const b = await releaseWithPreload('pb', { routes: 'not a list', pages: {} });
    let env = deploy({}, 'mfe_deals', { base: 'https://deals.example', id: a });
    env = await withReleaseFiles(setCanary(env, 'mfe_deals', b, 10), store());
    expect(dealsEntry(env).preload).toEqual({ [a]: files });
    // A rollback to a release without a list drops the list of the one no longer named.
    const c = await releaseWithPages('pc', declarationOf('mfe_deals', 'deal'));
    env = await withReleaseFiles(
      deploy(setCanary(env, 'mfe_deals', b, 0), 'mfe_deals', { id: c }),
      store(),
    );
    expect(dealsEntry(env)).not.toHaveProperty('preload');
  });

  it('keep what an entry carries for a release this store does not hold, and add none without pages.json', async () => {
    const carried = {
      base: 'https://auth.example',
      stable: '2.0.0+aaaaaaaaaa',
      pages: { '2.0.0+aaaaaaaaaa': declarationOf('mfe_auth', 'sign-in') },
    };
    const plain = { base: 'https://account.example', stable: '1.0.0+bbbbbbbbbb' };
    const env = await withReleaseFiles(
      {
        mfe_auth: carried,
        mfe_account: plain,
        mfe_servicing: 'http://localhost:3004/remoteEntry.js',
      },
      store(),
    );
    expect(env).toEqual({
      mfe_auth: carried,
      mfe_account: plain,
      mfe_servicing: 'http://localhost:3004/remoteEntry.js',
    });
  });
});

describe('the rollback target', () => {
  /**
   * @param {HistoryEntry['action']} action
   * @param {string} to
   * @param {string | null} [from]
   * @returns {HistoryEntry}
   */
  const entry = (action, to, from = null) => ({
    at: '2026-11-25T00:00:00.000Z',
    who: 'ci',
    action,
    remote: 'mfe_deals',
    from,
    to,
    reason: '',
    forced: false,
  });

  it('is the previously deployed release, never one that was itself rolled back', () => {
    const entries = [entry('deploy', 'Z'), entry('deploy', 'A', 'Z'), entry('deploy', 'B', 'A')];
    expect(rollbackTarget(entries, 'mfe_deals', 'B')).toBe('A');
    entries.push(entry('rollback', 'A', 'B'));
    // A second rollback goes further back, not to the bad release B.
    expect(rollbackTarget(entries, 'mfe_deals', 'A')).toBe('Z');
    entries.push(entry('rollback', 'Z', 'A'));
    expect(rollbackTarget(entries, 'mfe_deals', 'Z')).toBeNull();
  });

  it('ignores canaries and other remotes, and copes with a hand-edited stable', () => {
    const entries = [
      entry('deploy', 'A'),
      { ...entry('deploy', 'X'), remote: 'mfe_auth' },
      entry('canary', 'C'),
      entry('deploy', 'B', 'A'),
    ];
    expect(rollbackTarget(entries, 'mfe_deals', 'B')).toBe('A');
    expect(rollbackTarget(entries, 'mfe_deals', 'H')).toBe('B');
    expect(rollbackTarget([], 'mfe_deals', 'B')).toBeNull();
  });
});

describe('the deploy-time check', () => {
  const provides = { react: '19.3.1', 'react-dom': '19.3.1', '@lender/shared': '0.4.2' };

  it('accepts ranges the shell satisfies and says why it refuses the others', () => {
    expect(incompatibility({ react: '^19.3.1', '@lender/shared': '^0.4.0' }, provides)).toBeNull();
    expect(incompatibility({ '@lender/shared': '^0.5.0' }, provides)).toBe(
      'it was built for @lender/shared ^0.5.0; the shell provides 0.4.2',
    );
    expect(incompatibility({ react: '^20.0.0' }, {})).toBe(
      'it needs react ^20.0.0; the shell provides none',
    );
  });

  it("reads the shell's versions from its manifest, in a folder", async () => {
    const shell = path.join(work, 'shell');
    fs.mkdirSync(shell);
    fs.writeFileSync(
      path.join(shell, 'mf-manifest.json'),
      JSON.stringify({
        shared: [
          { name: 'react', version: '19.3.1' },
          { name: 'react/jsx-runtime', version: '19.3.1' },
          { name: '@lender/shared', version: '0.4.2' },
        ],
      }),
    );
    expect(await shellProvides(shell)).toEqual({ react: '19.3.1', '@lender/shared': '0.4.2' });
    await expect(shellProvides(path.join(work, 'none'))).rejects.toThrow(/is the shell built\?/);
  });
});

describe('scripts/release.mjs', () => {
  const script = path.join(__dirname, '..', 'release.mjs');
  /** @param {string[]} args */
  const run = (...args) =>
    spawnSync(process.execPath, [script, ...args], {
      encoding: 'utf8',
      env: {
        ...process.env,
        RELEASES_DIR: releasesDir(),
        REMOTES_FILE: path.join(work, 'remotes.json'),
        SHELL_URL: path.join(work, 'shell'),
        RELEASE_ACTOR: 'alice',
      },
    });
  const environmentNow = () => JSON.parse(fs.readFileSync(path.join(work, 'remotes.json'), 'utf8'));

  beforeEach(() => {
    fs.mkdirSync(path.join(work, 'shell'));
    fs.writeFileSync(
      path.join(work, 'shell', 'mf-manifest.json'),
      JSON.stringify({ shared: [{ name: 'react', version: '19.3.1' }] }),
    );
  });

  /**
   * A release of mfe_deals built for react `range`.
   * @param {string} text
   * @param {string} [range]
   */
  async function published(text, range = '^19.3.1') {
    const dist = build(text);
    fs.writeFileSync(
      path.join(dist, 'mf-manifest.json'),
      JSON.stringify({ shared: [{ name: 'react', requiredVersion: range }] }),
    );
    return (await publish({ store: store(), name: 'mfe_deals', distDir: dist, version: '1.0.0' }))
      .id;
  }

  it('says what is missing in one line, without a stack trace', () => {
    const noEnvironment = run('rollback', 'deals');
    expect(noEnvironment.status).not.toBe(0);
    expect(noEnvironment.stderr.trim().split('\n')).toHaveLength(1);
    expect(noEnvironment.stderr).toMatch(
      /^release: no environment at remotes\.json in .*: pass --env KEY\|FILE/,
    );
    for (const args of [['deploy', 'nowhere', 'x'], ['bogus'], ['list', '--nope']]) {
      const result = run(...args);
      expect(result.status).not.toBe(0);
      expect(result.stderr.trim().split('\n')).toHaveLength(1);
      expect(result.stderr).not.toMatch(/\n\s+at /);
    }
  });

  it('deploys, refuses what the shell cannot run unless forced, records history, rolls back', async () => {
    const a = await published('a');
    const b = await published('b');
    const future = await published('c', '^20.0.0');
    fs.writeFileSync(
      path.join(work, 'remotes.json'),
      JSON.stringify({ mfe_deals: { base: 'https://deals.example', stable: a } }),
    );

    expect(run('deploy', 'deals', b, '--reason', 'fix the chart').status).toBe(0);
    expect(environmentNow().mfe_deals.stable).toBe(b);

    const refused = run('deploy', 'deals', future);
    expect(refused.status).not.toBe(0);
    expect(refused.stderr.trim()).toBe(
      `release: refused: mfe_deals ${future} cannot run here: it was built for react ^20.0.0; the shell provides 19.3.1 (--force overrides)`,
    );
    expect(run('canary', 'deals', future, '10').status).not.toBe(0);
    expect(environmentNow().mfe_deals.stable).toBe(b);

    expect(run('deploy', 'deals', future, '--force', '--reason', 'shell upgrade next').status).toBe(
      0,
    );
    expect(run('rollback', 'deals', '--reason', 'broken').status).toBe(0);
    expect(environmentNow().mfe_deals.stable).toBe(b);
    expect(run('rollback', 'deals').status).toBe(0);
    expect(environmentNow().mfe_deals.stable).toBe(a);

    const { state } = await readState({ store: folderStore(work), key: 'remotes.json' });
    const lines = state.history;
    expect(state.revision).toBe(4);
    expect(
      lines.map(({ action, from, to, forced, reason, who }) => [
        action,
        from,
        to,
        forced,
        reason,
        who,
      ]),
    ).toEqual([
      ['deploy', a, b, false, 'fix the chart', 'alice'],
      ['deploy', b, future, true, 'shell upgrade next', 'alice'],
      ['rollback', future, b, false, 'broken', 'alice'],
      ['rollback', b, a, false, '', 'alice'],
    ]);
    const list = run('list', 'deals');
    expect(list.stdout).toContain(`mfe_deals ${a} published`);
    expect(list.stdout).toMatch(
      new RegExp(
        `alice mfe_deals deploy ${a.replace('+', '\\+')} -> ${b.replace('+', '\\+')}: fix the chart`,
      ),
    );
    expect(list.stdout).toContain('(forced)');
  });
});
