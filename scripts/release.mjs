#!/usr/bin/env node
// @ts-check
// Releasing one remote without rebuilding anything else (README, "Releasing and rolling back"):
// publish a build to the release store, then deploy, canary or roll it back in an environment.
// `node scripts/release.mjs --help` lists the commands; each prints one line per action (--json:
// the whole record). Problems are one line on stderr and exit 1 (2 for a mistake in the command).
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { buildVersion, history, publish, readRelease } from './release/store.mjs';
import { deployBuilds } from './release/deploy-builds.mjs';
import { sameOriginBase } from './release/same-origin.mjs';
import { deploy, rollback, setCanary, versionedEntry } from './release/environment.mjs';
import { commit, publishRemotes, readState, Refused } from './release/environment-state.mjs';
import { folderStore, openStore } from './release/object-store.mjs';
import { actor, rollbackTarget } from './release/history.mjs';
import { incompatibility, shellProvides } from './release/compatibility.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { containerOf, REMOTE_NAMES } = require('../shared/federation/containers.js');
const { commandOffset, stackPorts } = require('../shared/federation/ports.js');

/** A problem the user can act on: printed as one line, never with a stack trace. */
class UsageError extends Error {}

/** @type {Record<string, [string, string]>} */
const COMMANDS = {
  list: [
    'list [remote]',
    "the remote's releases (or every remote's), which is stable and canary, and the environment's last changes",
  ],
  publish: [
    'publish <remote> [--dist DIR]',
    'store a build (default: the remote’s dist/) as <version>+<content hash>',
  ],
  deploy: ['deploy <remote> <release>', 'make a release stable for everyone'],
  canary: [
    'canary <remote> <release> <percent>',
    'send a share of users (by id) to a release; 0 ends the canary',
  ],
  rollback: ['rollback <remote>', 'make the previously deployed release stable again'],
  init: [
    'init',
    'publish every remote’s build and deploy those with no release yet (a new environment)',
  ],
  sync: [
    'sync',
    "write the environment's remotes.json from its state again (after a command was interrupted)",
  ],
};

const OPTIONS_HELP = `options:
  --env KEY|FILE     the environment: a remotes.json in the store (default: REMOTES_FILE, else the
                     local stack's remotes.<shell port>.json), or the path of one elsewhere
  --shell URL|DIR    the environment's shell, whose React and core a release must accept
                     (default: SHELL_URL, else shell/dist)
  --reason TEXT      why, recorded in the history
  --force            deploy or canary a release the shell cannot run (the history says so)
  --json             print the whole record of each action as JSON instead of a line
  -h, --help         this help (also after a command)
the store: RELEASE_STORE, a folder (default: RELEASES_DIR, else releases/) or
  http(s)://KEY:SECRET@host/bucket[/prefix] (an S3-compatible bucket)`;

/** @param {string} [command] */
function help(command) {
  const entry = command ? COMMANDS[command] : undefined;
  if (entry) return `usage: release.mjs ${entry[0]} [options]\n  ${entry[1]}\n${OPTIONS_HELP}`;
  const lines = Object.values(COMMANDS).map(([usage, what]) => `  ${usage.padEnd(38)} ${what}`);
  return `usage: release.mjs <command> [options]\ncommands:\n${lines.join('\n')}\n${OPTIONS_HELP}`;
}

/** @param {string | undefined} value */
function remoteName(value) {
  const name = value && !value.startsWith('mfe_') ? `mfe_${value}` : value;
  if (!name || !REMOTE_NAMES.includes(name))
    throw new UsageError(`name a remote: ${REMOTE_NAMES.join(', ')}`);
  return name;
}

/** `mfe_deals` -> `deals`, as the commands take it. @param {string} name */
const short = (name) => name.replace(/^mfe_/, '');

async function main() {
  const { values: options, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      env: { type: 'string' },
      dist: { type: 'string' },
      shell: { type: 'string' },
      reason: { type: 'string' },
      force: { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  }); // an unknown option throws a TypeError whose message is one readable line
  const [command, remoteArg, ...rest] = positionals;
  if (options.help || command === 'help') {
    console.log(help(command === 'help' ? remoteArg : command));
    return;
  }
  if (!command) throw new UsageError(help());
  if (!(command in COMMANDS))
    throw new UsageError(`unknown command ${command}: release.mjs --help lists them`);

  const storeSetting =
    process.env.RELEASE_STORE || process.env.RELEASES_DIR || path.join(ROOT, 'releases');
  const store = openStore(storeSetting, ROOT);
  const localEnvironment = `remotes.${stackPorts(commandOffset('start')).shell}.json`;
  const envSetting = options.env ?? process.env.REMOTES_FILE ?? localEnvironment;
  // A path outside the store names an environment file of its own (a test's, another stack's).
  const outside =
    store.folder !== null &&
    (path.isAbsolute(envSetting) || envSetting.includes(path.sep)) &&
    path.dirname(path.resolve(ROOT, envSetting)) !== store.folder;
  const environment = outside
    ? {
        store: folderStore(path.dirname(path.resolve(ROOT, envSetting))),
        key: path.basename(envSetting),
        releases: store,
      }
    : { store, key: path.basename(envSetting) };
  const where = `${environment.key} in ${environment.store.describe}`;
  const shell = options.shell ?? process.env.SHELL_URL ?? path.join(ROOT, 'shell', 'dist');

  /** One line per action, or its whole record with --json. @param {string} line @param {unknown} record */
  const say = (line, record) => console.log(options.json ? JSON.stringify(record) : line);

  /** Refuses a change to an environment that does not exist yet (init or npm start makes one). */
  const requireEnvironment = async () => {
    const { state, etag } = await readState(environment);
    if (etag === null && Object.keys(state.remotes).length === 0)
      throw new UsageError(
        `no environment at ${where}: pass --env KEY|FILE or set REMOTES_FILE (npm start writes ${localEnvironment}; release init makes one)`,
      );
  };

  /** @param {string} name @param {string | undefined} id */
  const existingRelease = async (name, id) => {
    const release = id ? await readRelease(store, name, id) : null;
    if (!release)
      throw new UsageError(`${name} has no release ${id ?? '(none named)'} in ${store.describe}`);
    return release;
  };

  /** Refuses a release the environment's shell cannot run, unless --force. */
  const checkCompatible = async (/** @type {any} */ release) => {
    let reason;
    try {
      reason = incompatibility(release.requires ?? {}, await shellProvides(shell));
    } catch (error) {
      reason = `its compatibility cannot be checked: ${/** @type {Error} */ (error).message}`;
    }
    if (!reason) return false;
    if (!options.force)
      throw new UsageError(
        `refused: ${release.name} ${release.id} cannot run here: ${reason} (--force overrides)`,
      );
    console.warn(`warning: ${reason}; going ahead because of --force`);
    return true;
  };

  /**
   * Commits one change of one remote: `change` computes it from the latest state (again if
   * another command changed the state first) and may refuse it.
   * @param {string} name
   * @param {(state: import('./release/environment-state.mjs').EnvironmentState) => { remotes: Record<string, any>, from: string | null, to: string | null, percent?: number }} change
   * @param {'deploy' | 'canary' | 'rollback'} action @param {boolean} forced
   */
  const change = async (name, action, forced, change) => {
    /** @type {any} */
    let entry;
    const state = await commit(environment, async (current) => {
      const { remotes, ...what } = change(current);
      entry = {
        at: new Date().toISOString(),
        who: actor(),
        action,
        remote: name,
        reason: options.reason ?? '',
        forced,
        ...what,
      };
      return { remotes, entries: [entry] };
    });
    return { entry: { ...entry, revision: state.revision }, state };
  };

  switch (command) {
    case 'list': {
      const names = remoteArg ? [remoteName(remoteArg)] : REMOTE_NAMES;
      const { state, etag } = await readState(environment);
      const exists = etag !== null || Object.keys(state.remotes).length > 0;
      console.log(`environment: ${where}${exists ? ` (revision ${state.revision})` : ''}`);
      if (!exists)
        console.warn(
          `warning: no environment found there: nothing is deployed yet (npm start or release init makes one; --env names another)`,
        );
      for (const name of names) {
        const entry = versionedEntry(state.remotes, name);
        for (const { id, publishedAt } of await history(store, name)) {
          const marks = [
            entry?.stable === id ? 'stable' : '',
            entry?.canary?.version === id ? `canary ${entry.canary.percent}%` : '',
          ].filter(Boolean);
          console.log(`${name} ${id} published ${publishedAt} ${marks.join(', ')}`.trim());
        }
      }
      const changes = state.history.filter((e) => names.includes(e.remote));
      if (changes.length) console.log('\nhistory (newest last):');
      for (const e of changes.slice(-20)) {
        const what =
          e.action === 'canary'
            ? `canary ${e.to ?? 'ended'} ${e.percent ?? 0}%`
            : `${e.action} ${e.from ?? '-'} -> ${e.to}`;
        console.log(
          `${e.at} ${e.who} ${e.remote} ${what}${e.forced ? ' (forced)' : ''}${e.reason ? `: ${e.reason}` : ''}`,
        );
      }
      break;
    }
    case 'publish': {
      const name = remoteName(remoteArg);
      const packageDir = path.join(ROOT, containerOf(name).package);
      const distDir = path.resolve(options.dist ?? path.join(packageDir, 'dist'));
      if (!fs.existsSync(path.join(distDir, 'remoteEntry.js')))
        throw new UsageError(`${distDir} holds no build of ${name}: build it first`);
      const version = buildVersion(distDir, packageDir);
      const { id, created } = await publish({ store, name, distDir, version });
      say(`${name} ${id} ${created ? 'published' : 'was already published'}`, {
        name,
        id,
        created,
        store: store.describe,
      });
      break;
    }
    case 'deploy': {
      const name = remoteName(remoteArg);
      await requireEnvironment();
      const release = await existingRelease(name, rest[0]);
      const forced = await checkCompatible(release);
      const { entry } = await change(name, 'deploy', forced, (state) => ({
        remotes: deploy(state.remotes, name, {
          id: release.id,
          // A remote's first release in this environment is served from the shell's origin.
          ...(versionedEntry(state.remotes, name) ? {} : { base: sameOriginBase(name) }),
        }),
        from: versionedEntry(state.remotes, name)?.stable ?? null,
        to: release.id,
      }));
      say(
        `${short(name)} ${release.id} deployed to ${environment.key} (was ${entry.from ?? 'none'}; revision ${entry.revision})`,
        entry,
      );
      break;
    }
    case 'canary': {
      const name = remoteName(remoteArg);
      const [id, percentText] = rest;
      const percent = Number(percentText);
      if (!id || !/^\d+(\.\d+)?$/.test(percentText ?? '') || percent > 100)
        throw new UsageError('canary takes a release and a percent from 0 (ends it) to 100');
      await requireEnvironment();
      const forced = percent > 0 ? await checkCompatible(await existingRelease(name, id)) : false;
      const { entry } = await change(name, 'canary', forced, (state) => {
        if (!versionedEntry(state.remotes, name))
          throw new Refused(
            `${name} has no release deployed in ${environment.key}: deploy one first`,
          );
        return {
          remotes: setCanary(state.remotes, name, id, percent),
          from: versionedEntry(state.remotes, name)?.canary?.version ?? null,
          to: percent > 0 ? id : null,
          percent,
        };
      });
      say(
        percent > 0
          ? `${short(name)} ${id} is the canary for ${percent}% of users in ${environment.key} (revision ${entry.revision})`
          : `${short(name)} has no canary in ${environment.key} now (revision ${entry.revision})`,
        entry,
      );
      break;
    }
    case 'rollback': {
      const name = remoteName(remoteArg);
      await requireEnvironment();
      /** @type {string | null} */
      let target = null;
      const { entry } = await change(name, 'rollback', false, (state) => {
        const current = versionedEntry(state.remotes, name)?.stable;
        target = rollbackTarget(state.history, name, current);
        if (!target) throw new Refused(`${name}: no earlier deployed release to roll back to`);
        return {
          remotes: rollback(state.remotes, name, target),
          from: current ?? null,
          to: target,
        };
      });
      await existingRelease(name, target ?? undefined);
      say(
        `${short(name)} rolled back to ${entry.to} in ${environment.key} (was ${entry.from ?? 'none'}; revision ${entry.revision})`,
        entry,
      );
      break;
    }
    case 'init': {
      const bases = Object.fromEntries(
        REMOTE_NAMES.map((name) => [
          name,
          process.env[`REMOTE_BASE_${name.toUpperCase()}`] || sameOriginBase(name),
        ]),
      );
      const { stable, changed } = await deployBuilds({
        root: ROOT,
        environment,
        bases,
        onlyFirst: true,
        reason: options.reason ?? 'first deployment of this environment',
      });
      for (const [name, id] of Object.entries(stable))
        say(`${short(name)} ${id} is stable${changed.includes(name) ? ' (deployed now)' : ''}`, {
          name,
          id,
          deployed: changed.includes(name),
        });
      break;
    }
    case 'sync': {
      await publishRemotes(environment);
      const { state } = await readState(environment);
      say(`${environment.key} written from revision ${state.revision}`, {
        revision: state.revision,
      });
      break;
    }
  }
}

main().catch((error) => {
  const message = error instanceof Error ? error.message : String(error);
  const usage =
    error instanceof UsageError || error instanceof TypeError || error instanceof Refused;
  console.error(
    usage && message.startsWith('usage:') ? message : `release: ${message.split('\n')[0]}`,
  );
  if (!usage && process.env.DEBUG) console.error(error);
  process.exit(error instanceof UsageError || error instanceof TypeError ? 2 : 1);
});
