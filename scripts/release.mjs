#!/usr/bin/env node
// @ts-check
// Releasing one remote without rebuilding anything else (README, "Releasing and rolling back").
//
//   node scripts/release.mjs list [remote]                    releases, what is stable/canary, history
//   node scripts/release.mjs publish <remote> [--dist DIR]    store a build as <version>+<sha>
//   node scripts/release.mjs deploy <remote> <release>        make a release stable
//   node scripts/release.mjs canary <remote> <release> <percent>   (percent 0 ends the canary)
//   node scripts/release.mjs rollback <remote>                the previously deployed release again
//   node scripts/release.mjs init                             publish every remote's build here and
//                                                             deploy those with no release deployed
//                                                             (a new environment: its remotes are
//                                                             served by the shell's origin under
//                                                             /remotes/<name>, ADR 015, unless
//                                                             REMOTE_BASE_<NAME> names another base)
//
// deploy and canary refuse a release whose React or core ranges the environment's shell does not
// provide (--force overrides, and the history says so); each deploy, canary and rollback is
// appended to the environment's history with --reason. The environment is a remotes.json:
// --env FILE (default: REMOTES_FILE, else the local stack's releases/remotes.<its shell port>.json,
// remotes.3000.json unless PORTAL_PORT_OFFSET moves the ports); its
// shell is --shell URL|DIR (default: SHELL_URL, else the local build in shell/dist); the store
// is RELEASES_DIR (default releases/). Problems are one line on stderr and exit 1.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { buildVersion, history, publish, readRelease } from './release/store.mjs';
import { deployBuilds } from './release/deploy-builds.mjs';
import { sameOriginBase } from './release/same-origin.mjs';
import {
  deploy,
  rollback,
  setCanary,
  versionedEntry,
  writeEnvironment,
} from './release/environment.mjs';
import { readRemotesFile } from './release/remotes-file.mjs';
import { actor, appendHistory, readHistory, rollbackTarget } from './release/history.mjs';
import { incompatibility, shellProvides } from './release/compatibility.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { containerOf, REMOTE_NAMES } = require('../shared/federation/containers.js');
const { commandOffset, stackPorts } = require('../shared/federation/ports.js');

/** A problem the user can act on: printed as one line, never with a stack trace. */
class UsageError extends Error {}

const USAGE =
  'usage: release.mjs list [remote] | publish <remote> [--dist DIR] | deploy <remote> <release> | ' +
  'canary <remote> <release> <percent> | rollback <remote> | init  [--env FILE] [--shell URL|DIR] ' +
  '[--reason TEXT] [--force]';

/** @param {string | undefined} value */
function remoteName(value) {
  const name = value && !value.startsWith('mfe_') ? `mfe_${value}` : value;
  if (!name || !REMOTE_NAMES.includes(name))
    throw new UsageError(`name a remote: ${REMOTE_NAMES.join(', ')}`);
  return name;
}

async function main() {
  const { values: options, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      env: { type: 'string' },
      dist: { type: 'string' },
      shell: { type: 'string' },
      reason: { type: 'string' },
      force: { type: 'boolean', default: false },
    },
  }); // an unknown option throws a TypeError whose message is one readable line
  const releasesDir = process.env.RELEASES_DIR ?? path.join(ROOT, 'releases');
  const localEnvironment = `remotes.${stackPorts(commandOffset('start')).shell}.json`;
  const environmentFile =
    options.env ?? process.env.REMOTES_FILE ?? path.join(releasesDir, localEnvironment);
  const shell = options.shell ?? process.env.SHELL_URL ?? path.join(ROOT, 'shell', 'dist');
  const [command, remoteArg, ...rest] = positionals;

  const environment = () => {
    if (!fs.existsSync(environmentFile))
      throw new UsageError(
        `no environment file at ${environmentFile}: pass --env FILE or set REMOTES_FILE (npm start writes releases/${localEnvironment})`,
      );
    return readRemotesFile(environmentFile, { required: true });
  };

  /** @param {string} name @param {string | undefined} id */
  const existingRelease = (name, id) => {
    const release = id ? readRelease(releasesDir, name, id) : null;
    if (!release)
      throw new UsageError(`${name} has no release ${id ?? '(none named)'} in ${releasesDir}`);
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
   * @param {Record<string, any>} next @param {string} name
   * @param {{ action: 'deploy' | 'canary' | 'rollback', from: string | null, to: string | null, percent?: number, forced?: boolean }} change
   */
  const save = (next, name, change) => {
    writeEnvironment(environmentFile, next, releasesDir);
    appendHistory(environmentFile, {
      at: new Date().toISOString(),
      who: actor(),
      remote: name,
      reason: options.reason ?? '',
      forced: false,
      ...change,
    });
    console.log(`${environmentFile}: ${name} -> ${JSON.stringify(next[name])}`);
  };

  switch (command) {
    case 'list': {
      const names = remoteArg ? [remoteName(remoteArg)] : REMOTE_NAMES;
      const env = readRemotesFile(environmentFile);
      for (const name of names) {
        const entry = versionedEntry(env, name);
        for (const { id, publishedAt } of history(releasesDir, name)) {
          const marks = [
            entry?.stable === id ? 'stable' : '',
            entry?.canary?.version === id ? `canary ${entry.canary.percent}%` : '',
          ].filter(Boolean);
          console.log(`${name} ${id} published ${publishedAt} ${marks.join(', ')}`.trim());
        }
      }
      const changes = readHistory(environmentFile).filter((e) => names.includes(e.remote));
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
      const { id, created } = publish({ releasesDir, name, distDir, version });
      console.log(`${name} ${id} ${created ? 'published' : 'was already published'}`);
      break;
    }
    case 'deploy': {
      const name = remoteName(remoteArg);
      const env = environment();
      const release = existingRelease(name, rest[0]);
      const forced = await checkCompatible(release);
      save(deploy(env, name, { id: release.id }), name, {
        action: 'deploy',
        from: versionedEntry(env, name)?.stable ?? null,
        to: release.id,
        forced,
      });
      break;
    }
    case 'canary': {
      const name = remoteName(remoteArg);
      const [id, percentText] = rest;
      const percent = Number(percentText);
      if (!id || !/^\d+(\.\d+)?$/.test(percentText ?? '') || percent > 100)
        throw new UsageError('canary takes a release and a percent from 0 (ends it) to 100');
      const env = environment();
      const forced = percent > 0 ? await checkCompatible(existingRelease(name, id)) : false;
      save(setCanary(env, name, id, percent), name, {
        action: 'canary',
        from: versionedEntry(env, name)?.canary?.version ?? null,
        to: percent > 0 ? (id ?? null) : null,
        percent,
        forced,
      });
      break;
    }
    case 'rollback': {
      const name = remoteName(remoteArg);
      const env = environment();
      const current = versionedEntry(env, name)?.stable;
      const target = rollbackTarget(readHistory(environmentFile), name, current);
      if (!target) throw new UsageError(`${name}: no earlier deployed release to roll back to`);
      existingRelease(name, target);
      save(rollback(env, name, target), name, {
        action: 'rollback',
        from: current ?? null,
        to: target,
      });
      break;
    }
    case 'init': {
      const bases = Object.fromEntries(
        REMOTE_NAMES.map((name) => [
          name,
          process.env[`REMOTE_BASE_${name.toUpperCase()}`] || sameOriginBase(name),
        ]),
      );
      const stable = deployBuilds({
        root: ROOT,
        releasesDir,
        environmentFile,
        bases,
        onlyFirst: true,
        reason: options.reason ?? 'first deployment of this environment',
      });
      for (const [name, id] of Object.entries(stable)) console.log(`${name} ${id} is stable`);
      break;
    }
    default:
      throw new UsageError(USAGE);
  }
}

main().catch((error) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`release: ${message.split('\n')[0]}`);
  if (!(error instanceof UsageError) && !(error instanceof TypeError) && process.env.DEBUG)
    console.error(error);
  process.exit(error instanceof UsageError || error instanceof TypeError ? 2 : 1);
});
