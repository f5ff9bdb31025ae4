// @ts-check
// An environment in the store: its state (which release of each remote it serves, and the history
// of every deploy, canary and rollback that made it so) is one object, `<env>.state.json`,
// changed only by a conditional write of what was read (ADR 017). Commands that race on one
// environment — from one machine or many, on the same remote or others — each either take effect
// and are recorded in the same write, or are refused with the reason; none is lost. What the
// edges serve, `<env>.json` (remotes.json), is the state's remotes with their releases' page
// declarations and preload files, published after each change; it always catches up with the
// latest state (publishRemotes). The state is what counts: a hand edit of remotes.json is replaced
// by the next command's (an environment without a state starts from its remotes.json).
import { PreconditionFailed } from './object-store.mjs';
import { withReleaseFiles } from './environment.mjs';
import { parseRemotes } from './remotes-file.mjs';

/**
 * @typedef {import('./object-store.mjs').ObjectStore} ObjectStore
 * @typedef {import('./remotes-file.mjs').Remotes} Remotes
 * @typedef {import('./history.mjs').HistoryEntry} HistoryEntry
 * @typedef {import('@lender/contracts').CanaryGuard} CanaryGuard
 * @typedef {{ revision: number, remotes: Remotes, history: HistoryEntry[],
 *   guards?: Record<string, CanaryGuard> }} EnvironmentState guards: the guarded canaries' rules
 *   and steps, by remote (never in what the edges serve)
 * @typedef {{ store: ObjectStore, key: string, releases?: ObjectStore }} EnvironmentLocation
 *   where an environment's remotes.json is (`key`, e.g. remotes.json; its state is beside it),
 *   and the store of the releases it names (default: the same)
 */

/** The state's key beside the environment's remotes.json. @param {string} key */
export const stateKeyOf = (key) => `${key.replace(/\.json$/, '')}.state.json`;
/** Where earlier versions of the tool kept the history (read once, into the first state). */
const legacyHistoryKeyOf = (/** @type {string} */ key) =>
  `${key.replace(/\.json$/, '')}.history.jsonl`;

/** A change refused (by its own rules, not a race): the command says why and changes nothing. */
export class Refused extends Error {}

/**
 * The environment's state and its ETag (null: no state yet; an environment written by an earlier
 * version of the tool starts from its remotes.json and history file).
 * @param {EnvironmentLocation} environment
 * @returns {Promise<{ state: EnvironmentState, etag: string | null }>}
 */
export async function readState({ store, key }) {
  const stored = await store.get(stateKeyOf(key));
  if (stored) return { state: JSON.parse(stored.body.toString('utf8')), etag: stored.etag };
  const [remotes, legacy] = await Promise.all([store.get(key), store.get(legacyHistoryKeyOf(key))]);
  const history = (legacy?.body.toString('utf8') ?? '')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line));
  // What remotes.json carries for a release the store does not hold (another store's) is kept.
  const parsed = remotes ? parseRemotes(JSON.parse(remotes.body.toString('utf8')), key) : {};
  return { state: { revision: 0, remotes: parsed, history }, etag: null };
}

/**
 * Applies `change` to the environment's latest state and records its history entries, in one
 * conditional write; when another command changed the state meanwhile, reads it again and applies
 * `change` to that (it may refuse then, throwing Refused). A change with no entries writes nothing.
 * Publishes the environment's remotes.json afterwards. Answers the state now.
 * @param {EnvironmentLocation} environment
 * @param {(state: EnvironmentState) => Promise<{ remotes: Remotes, entries: HistoryEntry[],
 *   guards?: Record<string, CanaryGuard> }>} change guards: all of them after the change (default:
 *   as they were)
 * @param {{ attempts?: number }} [options]
 * @returns {Promise<EnvironmentState>}
 */
export async function commit(environment, change, { attempts = 100 } = {}) {
  const key = stateKeyOf(environment.key);
  for (let attempt = 1; ; attempt += 1) {
    const { state, etag } = await readState(environment);
    const { remotes, entries, guards } = await change(state);
    if (entries.length === 0) {
      await publishRemotes(environment);
      return state;
    }
    const revision = state.revision + 1;
    /** @type {EnvironmentState} */
    const next = {
      revision,
      remotes: parseRemotes(remotes, key),
      history: [...state.history, ...entries.map((entry) => ({ ...entry, revision }))],
      guards: guards ?? state.guards ?? {},
    };
    try {
      await environment.store.put(key, `${JSON.stringify(next, null, 2)}\n`, {
        ...(etag === null ? { ifNoneMatch: true } : { ifMatch: etag }),
        contentType: 'application/json',
      });
    } catch (error) {
      if (!(error instanceof PreconditionFailed) || attempt >= attempts) throw error;
      // Another command won this round: back off a little (more each time) and try again.
      await new Promise((resolve) =>
        setTimeout(resolve, Math.random() * 10 * Math.min(attempt, 20)),
      );
      continue;
    }
    await publishRemotes(environment);
    return next;
  }
}

/**
 * Writes the environment's remotes.json from its latest state (with the releases' page
 * declarations and preload files). Writers may race: each checks after its write that the state
 * has not moved on, and writes again if it has, so the last write is always of the latest state.
 * @param {EnvironmentLocation} environment
 */
export async function publishRemotes(environment) {
  for (;;) {
    const { state } = await readState(environment);
    const remotes = await withReleaseFiles(
      state.remotes,
      environment.releases ?? environment.store,
    );
    await environment.store.put(environment.key, `${JSON.stringify(remotes, null, 2)}\n`, {
      contentType: 'application/json',
      cacheControl: 'public, max-age=5',
    });
    const { state: after } = await readState(environment);
    if (after.revision === state.revision) return remotes;
  }
}
