// @ts-check
// An environment's deploy history: every deploy, canary and rollback, appended as one JSON line
// to <environment>.history.jsonl beside its remotes.json: who, when, which remote, from which
// release to which, why, and whether a refusal was overridden.
import fs from 'node:fs';
import os from 'node:os';

/**
 * @typedef {{ at: string, who: string, action: 'deploy' | 'canary' | 'rollback',
 *   remote: string, from: string | null, to: string | null, percent?: number,
 *   reason: string, forced: boolean }} HistoryEntry
 */

/** @param {string} environmentFile */
export const historyFileOf = (environmentFile) =>
  `${environmentFile.replace(/\.json$/, '')}.history.jsonl`;

/** @param {string} environmentFile @returns {HistoryEntry[]} oldest first */
export function readHistory(environmentFile) {
  const file = historyFileOf(environmentFile);
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line));
}

/** @param {string} environmentFile @param {HistoryEntry} entry */
export function appendHistory(environmentFile, entry) {
  // One write of one line (O_APPEND): concurrent writers never interleave within a line.
  fs.appendFileSync(historyFileOf(environmentFile), `${JSON.stringify(entry)}\n`);
}

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
