// @ts-check
// Five teams release at the same instant: 15 release commands (a canary, a deploy and a canary
// again for each of five remotes) start together, as separate processes, several rounds, on the
// folder store and on the S3 stand-in. Every command takes effect and is recorded exactly once,
// and the environment's state is what replaying its history gives; remotes.json, what the edges
// serve, is that state.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { commit, readState, stateKeyOf } from './environment-state.mjs';
import { deploy, rollback, setCanary, versionedEntry } from './environment.mjs';
import { openStore } from './object-store.mjs';
import { sameOriginBase } from './same-origin.mjs';
import { publish } from './store.mjs';
import { startS3StandIn } from './testing/s3-stand-in.mjs';

const require = createRequire(import.meta.url);
const { REMOTE_NAMES } = require('../../shared/federation/containers.js');
const ROOT = path.resolve(__dirname, '../..');
const ROUNDS = 3;
const KEY = 'remotes.json';

/**
 * @typedef {import('./history.mjs').HistoryEntry} HistoryEntry
 * @typedef {import('./remotes-file.mjs').Remotes} Remotes
 */

/** @type {string} */
let work;
beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'lender-concurrency-'));
  fs.mkdirSync(path.join(work, 'shell'));
  fs.writeFileSync(
    path.join(work, 'shell', 'mf-manifest.json'),
    JSON.stringify({ shared: [{ name: 'react', version: '19.3.1' }] }),
  );
});
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** A fake build of `name` whose content depends on `text`. @param {string} name @param {string} text */
function build(name, text) {
  const dist = path.join(work, `dist-${name}-${text}`);
  fs.mkdirSync(dist, { recursive: true });
  fs.writeFileSync(path.join(dist, 'remoteEntry.js'), `/* ${name} ${text} */`);
  fs.writeFileSync(
    path.join(dist, 'mf-manifest.json'),
    JSON.stringify({ shared: [{ name: 'react', requiredVersion: '^19.3.1' }] }),
  );
  return dist;
}

/** What the history says the environment is: its entries replayed from nothing. @param {HistoryEntry[]} entries */
function replay(entries) {
  /** @type {Remotes} */
  let remotes = {};
  for (const entry of entries) {
    const name = entry.remote;
    if (entry.action === 'deploy')
      remotes = deploy(remotes, name, {
        id: /** @type {string} */ (entry.to),
        ...(versionedEntry(remotes, name) ? {} : { base: sameOriginBase(name) }),
      });
    else if (entry.action === 'rollback')
      remotes = rollback(remotes, name, /** @type {string} */ (entry.to));
    else remotes = setCanary(remotes, name, entry.to ?? '', entry.percent ?? 0);
  }
  return remotes;
}

/**
 * Runs every command as its own process, all starting at the same instant.
 * @param {string} storeSetting @param {string[][]} commands
 */
function startTogether(storeSetting, commands) {
  const startAt = Date.now() + 3000;
  return Promise.all(
    commands.map(
      (args, i) =>
        /** @type {Promise<{ args: string[], status: number | null, stderr: string }>} */ (
          new Promise((resolve) => {
            const child = spawn(
              process.execPath,
              [path.join(__dirname, 'testing', 'start-together.mjs'), ...args, '--env', KEY],
              {
                cwd: ROOT,
                env: {
                  ...process.env,
                  RELEASE_STORE: storeSetting,
                  SHELL_URL: path.join(work, 'shell'),
                  RELEASE_ACTOR: `team-${i}`,
                  START_AT: String(startAt),
                },
                stdio: ['ignore', 'ignore', 'pipe'],
              },
            );
            let stderr = '';
            child.stderr.on('data', (chunk) => (stderr += chunk));
            child.on('close', (status) => resolve({ args, status, stderr }));
          })
        ),
    ),
  );
}

describe.each(['folder', 's3'])(
  '15 release commands at the same instant, on the %s store',
  (backend) => {
    /** @type {string} */
    let setting;
    /** @type {() => Promise<void>} */
    let stop = async () => undefined;
    /** @type {Record<string, string[]>} three releases of each remote */
    const releases = {};

    beforeAll(async () => {
      if (backend === 's3') {
        const standIn = await startS3StandIn({ bucket: 'releases', prefix: 'prod' });
        setting = standIn.url;
        stop = standIn.stop;
      } else setting = path.join(work, 'folder-store');
      const store = openStore(setting);
      for (const name of REMOTE_NAMES) {
        releases[name] = [];
        for (const text of ['a', 'b', 'c'])
          releases[name].push(
            (await publish({ store, name, distDir: build(name, text), version: '1.0.0' })).id,
          );
      }
      await commit({ store, key: KEY }, async ({ remotes }) => {
        let next = remotes;
        const entries = [];
        for (const name of REMOTE_NAMES) {
          const id = /** @type {string} */ (releases[name]?.[0]);
          next = deploy(next, name, { id, base: sameOriginBase(name) });
          entries.push({
            at: new Date().toISOString(),
            who: 'setup',
            action: /** @type {const} */ ('deploy'),
            remote: name,
            from: null,
            to: id,
            reason: '',
            forced: false,
          });
        }
        return { remotes: next, entries };
      });
    }, 60_000);
    afterAll(() => stop());

    it(`takes effect and records each one, ${ROUNDS} rounds: the state is what the history says`, async () => {
      const store = openStore(setting);
      for (let round = 1; round <= ROUNDS; round += 1) {
        const before = (await readState({ store, key: KEY })).state;
        const commands = REMOTE_NAMES.flatMap((/** @type {string} */ name) => {
          const [a = '', b = '', c = ''] = releases[name] ?? [];
          return [
            ['canary', name, round % 2 ? b : c, String(10 * round)],
            ['deploy', name, round % 2 ? c : a, '--reason', `round ${round}`],
            ['canary', name, b, String(5 * round)],
          ];
        });
        const results = await startTogether(setting, commands);
        expect(results.filter((result) => result.status !== 0)).toEqual([]);

        const { state } = await readState({ store, key: KEY });
        const added = state.history.slice(before.history.length);
        // Each command recorded once, in one revision of its own.
        expect(added).toHaveLength(commands.length);
        expect(new Set(added.map((entry) => entry.who)).size).toBe(commands.length);
        expect(added.map((entry) => entry.revision)).toEqual(
          Array.from({ length: commands.length }, (_, i) => before.revision + i + 1),
        );
        expect(state.revision).toBe(before.revision + commands.length);
        // The state is the history replayed; what edges serve is the state.
        expect(replay(state.history)).toEqual(state.remotes);
        const served = JSON.parse((await store.get(KEY))?.body.toString() ?? '{}');
        for (const name of REMOTE_NAMES) {
          const entry = { ...served[name] };
          delete entry.pages;
          delete entry.preload;
          expect(entry).toEqual(state.remotes[name]);
        }
      }
    }, 180_000);

    it('keeps the state beside remotes.json, never in what the edges serve', async () => {
      const store = openStore(setting);
      expect(await store.get(stateKeyOf(KEY))).not.toBeNull();
      const served = (await store.get(KEY))?.body.toString() ?? '';
      expect(served).not.toContain('history');
    });
  },
);
