// @ts-check
// An environment's deploy history: every deploy, canary and rollback — who, when, which remote,
// from which release to which, why, whether a refusal was overridden, and the state's revision it
// made. It is kept in the environment's state (environment-state.mjs), written with the change.
import os from 'node:os';

/**
 * @typedef {import('@lender/contracts').ReleaseHistoryEntry & { revision?: number }} HistoryEntry
 *   a `judge` entry records a decision that changed nothing (a hold); a judged promotion or
 *   rollback is a canary or deploy entry with the judgement attached
 */

/** Who runs the tool: RELEASE_ACTOR (CI sets it to the pipeline's user), else user@host. */
export const actor = () =>
  process.env.RELEASE_ACTOR || `${os.userInfo().username}@${os.hostname()}`;

/**
 * The release `remote` had as stable before its current one, by replaying its deploys (each
 * pushes a release) and rollbacks (each pops one): a rollback never returns to a release that
 * was itself rolled back. null when there is none.
 * @param {HistoryEntry[]} entries @param {string} remote @param {string | undefined} current
 */
export function rollbackTarget(entries, remote, current) {
  /** @type {string[]} */
  const stack = [];
  for (const entry of entries) {
    if (entry.remote !== remote) continue;
    if (entry.action === 'deploy' && entry.to) {
      // The release it replaced was deployed before the history began.
      if (stack.length === 0 && entry.from) stack.push(entry.from);
      if (stack.at(-1) !== entry.to) stack.push(entry.to);
    } else if (entry.action === 'rollback') {
      stack.pop();
      if (entry.to && stack.at(-1) !== entry.to) stack.push(entry.to);
    }
  }
  // The file was edited by hand, or the history started after the current release went out.
  if (current && stack.at(-1) !== current) stack.push(current);
  return stack.at(-2) ?? null;
}
