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
import { DEFAULT_GUARD, judgeCanary, nextStep } from './release/judge.mjs';

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
    'canary <remote> <release> <percent> [--auto]',
    'send a share of users (by id) to a release; 0 ends it. --auto: guarded, judged step by step',
  ],
  judge: [
    'judge --api URL [--every SECONDS]',
    'judge each guarded canary once (or every SECONDS) from what browsers reported (OPS_TOKEN)',
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
  guarded canaries (canary --auto), with their defaults:
  --steps 10,50,100  the shares it goes through after the first (the last step deploys it)
  --min-loads 50     page loads each side needs in a step before the judge decides
  --max-error-increase 0.01   errors per load the canary may add to stable's
  --max-lcp-ratio 1.25, --max-inp-ratio 1.5   how much worse its p75s may be than stable's
  --min-duration 0   seconds a step lasts at least
  --api URL          the API the judge reads the evidence from (JUDGE_API_URL), e.g.
                     http://host/lima/api; OPS_TOKEN is the API's operations token
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
      auto: { type: 'boolean', default: false },
      steps: { type: 'string' },
      'min-loads': { type: 'string' },
      'max-error-increase': { type: 'string' },
      'max-lcp-ratio': { type: 'string' },
      'max-inp-ratio': { type: 'string' },
      'min-duration': { type: 'string' },
      api: { type: 'string' },
      every: { type: 'string' },
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
   * another command changed the state first) and may refuse it. A deploy, a rollback or an
   * unguarded canary ends the remote's guard; a guarded one sets it.
   * @param {string} name
   * @param {(state: import('./release/environment-state.mjs').EnvironmentState) => { remotes: Record<string, any>, from: string | null, to: string | null, percent?: number, guard?: import('@lender/contracts').CanaryGuard }} change
   * @param {'deploy' | 'canary' | 'rollback'} action @param {boolean} forced
   */
  const change = async (name, action, forced, change) => {
    /** @type {any} */
    let entry;
    const state = await commit(environment, async (current) => {
      const { remotes, guard, ...what } = change(current);
      entry = {
        at: new Date().toISOString(),
        who: actor(),
        action,
        remote: name,
        reason: options.reason ?? '',
        forced,
        ...what,
        ...(guard ? { guard } : {}),
      };
      const guards = { ...current.guards };
      if (guard) guards[name] = guard;
      else delete guards[name];
      return { remotes, entries: [entry], guards };
    });
    return { entry: { ...entry, revision: state.revision }, state };
  };

  /** The guard `canary --auto` starts with, from the options and their defaults. @param {number} percent */
  const guardFrom = (percent) => {
    const number = (
      /** @type {string | undefined} */ text,
      /** @type {number} */ fallback,
      /** @type {string} */ option,
    ) => {
      if (text === undefined) return fallback;
      const value = Number(text);
      if (!Number.isFinite(value) || value < 0) throw new UsageError(`--${option} takes a number`);
      return value;
    };
    const steps = (options.steps ?? DEFAULT_GUARD.steps.join(','))
      .split(',')
      .map((step) => Number(step));
    if (steps.some((step) => !(step > 0 && step <= 100)))
      throw new UsageError('--steps takes percents from 1 to 100, e.g. 10,50,100');
    return {
      steps: [percent, ...steps.filter((step) => step > percent)],
      minLoads: Math.round(number(options['min-loads'], DEFAULT_GUARD.minLoads, 'min-loads')),
      maxErrorRateIncrease: number(
        options['max-error-increase'],
        DEFAULT_GUARD.maxErrorRateIncrease,
        'max-error-increase',
      ),
      maxLcpRatio: number(options['max-lcp-ratio'], DEFAULT_GUARD.maxLcpRatio, 'max-lcp-ratio'),
      maxInpRatio: number(options['max-inp-ratio'], DEFAULT_GUARD.maxInpRatio, 'max-inp-ratio'),
      minDurationSeconds: number(
        options['min-duration'],
        DEFAULT_GUARD.minDurationSeconds,
        'min-duration',
      ),
      stepStartedAt: new Date().toISOString(),
    };
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
      if (options.auto && !(percent > 0 && percent < 100))
        throw new UsageError('a guarded canary (--auto) starts at a percent from 1 to 99');
      await requireEnvironment();
      const guard = options.auto ? guardFrom(percent) : undefined;
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
          ...(guard ? { guard } : {}),
        };
      });
      const guarded = guard
        ? `, guarded: steps ${guard.steps.join(', ')}%, ${guard.minLoads} loads a side`
        : '';
      say(
        percent > 0
          ? `${short(name)} ${id} is the canary for ${percent}% of users in ${environment.key}${guarded} (revision ${entry.revision})`
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
    case 'judge': {
      const api = (options.api ?? process.env.JUDGE_API_URL ?? '').replace(/\/+$/, '');
      const token = process.env.OPS_TOKEN;
      if (!api)
        throw new UsageError('judge needs the API: --api http://host/lima/api (or JUDGE_API_URL)');
      if (!token) throw new UsageError("judge needs the API's operations token in OPS_TOKEN");
      const every = options.every ? Number(options.every) : 0;
      if (!(every >= 0)) throw new UsageError('--every takes seconds');
      for (;;) {
        await judgeOnce(environment, { api, token, say });
        if (!every) break;
        await new Promise((resolve) => setTimeout(resolve, every * 1000));
      }
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

/**
 * Judges each guarded canary of the environment once: reads both sides' evidence since its step
 * began, decides, and records the decision with its evidence — a promotion or rollback as the
 * change it makes (a hold only once per step and rule). A canary changed meanwhile by a person is
 * left for the next run.
 * @param {import('./release/environment-state.mjs').EnvironmentLocation} environment
 * @param {{ api: string, token: string, say: (line: string, record: unknown) => void }} options
 */
async function judgeOnce(environment, { api, token, say }) {
  const { state } = await readState(environment);
  const guarded = Object.entries(state.guards ?? {});
  if (guarded.length === 0) say('no guarded canary to judge', { judged: [] });
  for (const [name, guard] of guarded) {
    const entry = versionedEntry(state.remotes, name);
    const canary = entry?.canary;
    if (!entry || !canary) continue;
    const query = new URLSearchParams({
      remote: name,
      releases: `${entry.stable},${canary.version}`,
      since: guard.stepStartedAt,
    });
    const response = await fetch(`${api}/ops/release-evidence?${query}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!response.ok)
      throw new Error(`the API answered ${response.status} for the evidence of ${name} (${api})`);
    const { releases } = /** @type {import('@lender/contracts').ReleaseEvidenceResponse} */ (
      await response.json()
    );
    const side = (/** @type {string} */ version) =>
      releases.find((release) => release.version === version);
    const stable = side(entry.stable);
    const canarySide = side(canary.version);
    if (!stable || !canarySide) throw new Error(`the API left out a release of ${name}`);
    const now = Date.now();
    const verdict = judgeCanary(guard, { stable, canary: canarySide }, now);
    const judgement = { ...verdict, since: guard.stepStartedAt, stable, canary: canarySide };
    const at = new Date(now).toISOString();
    const next = verdict.decision === 'promote' ? nextStep(guard, canary.percent) : null;
    /** @type {string} */
    let line = '';
    await commit(environment, async (current) => {
      const now2 = versionedEntry(current.remotes, name);
      const sameCanary =
        now2?.canary?.version === canary.version &&
        now2.canary.percent === canary.percent &&
        current.guards?.[name]?.stepStartedAt === guard.stepStartedAt;
      const guards = { ...current.guards };
      const base = {
        at,
        who: 'judge',
        remote: name,
        reason: verdict.rule,
        forced: false,
        judgement,
      };
      if (!sameCanary) {
        line = `${short(name)}: its canary changed while it was judged; left for the next run`;
        return { remotes: current.remotes, entries: [] };
      }
      if (verdict.decision === 'hold') {
        const last = current.history.filter((e) => e.remote === name).at(-1);
        const repeated =
          last?.judgement?.decision === 'hold' &&
          last.judgement.since === guard.stepStartedAt &&
          last.judgement.rule.split(':')[0] === verdict.rule.split(':')[0];
        line = `${short(name)} ${canary.version} at ${canary.percent}%: hold (${verdict.rule})`;
        return repeated
          ? { remotes: current.remotes, entries: [] }
          : {
              remotes: current.remotes,
              entries: [
                {
                  ...base,
                  action: /** @type {const} */ ('judge'),
                  from: canary.version,
                  to: canary.version,
                  percent: canary.percent,
                },
              ],
            };
      }
      if (verdict.decision === 'rollback') {
        delete guards[name];
        line = `${short(name)} ${canary.version}: rolled back (${verdict.rule}); everyone is on ${entry.stable}`;
        return {
          remotes: setCanary(current.remotes, name, canary.version, 0),
          entries: [
            {
              ...base,
              action: /** @type {const} */ ('canary'),
              from: canary.version,
              to: null,
              percent: 0,
            },
          ],
          guards,
        };
      }
      if (next === null) {
        delete guards[name];
        line = `${short(name)} ${canary.version}: deployed to everyone (${verdict.rule})`;
        return {
          remotes: deploy(current.remotes, name, { id: canary.version }),
          entries: [
            {
              ...base,
              action: /** @type {const} */ ('deploy'),
              from: entry.stable,
              to: canary.version,
            },
          ],
          guards,
        };
      }
      guards[name] = { ...guard, stepStartedAt: at };
      line = `${short(name)} ${canary.version}: promoted to ${next}% (${verdict.rule})`;
      return {
        remotes: setCanary(current.remotes, name, canary.version, next),
        entries: [
          {
            ...base,
            action: /** @type {const} */ ('canary'),
            from: canary.version,
            to: canary.version,
            percent: next,
          },
        ],
        guards,
      };
    });
    say(line, { remote: name, release: canary.version, percent: canary.percent, ...judgement });
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
