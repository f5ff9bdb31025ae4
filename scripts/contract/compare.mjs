// @ts-check
// Whether a package's new surface breaks its last release's: a removed export, exposed module or
// page, or an export whose type changed, needs a major version (for 0.x, a minor one: the
// portal's ranges are carets, and ^0.1.0 does not accept 0.2.0).

/**
 * A package's surface, by group: names (a remote's `exposes`, `pages`, `links`) or names with
 * their signatures (the core's `exports`). A group has the same form in every release.
 * @typedef {Record<string, string[] | Record<string, string>>} Surface
 */
/** @typedef {{ version: string, surface: Surface }} PackageContract */
/** @typedef {Record<string, PackageContract>} Contract by package name */
/**
 * @typedef {{ kind: 'removed', name: string }
 *   | { kind: 'changed', name: string, before: string, after: string | undefined }} BreakingChange
 */

/**
 * Breaking changes from `before` to `after`.
 * @param {Surface} before
 * @param {Surface} after
 * @returns {BreakingChange[]}
 */
export function breakingChanges(before, after) {
  /** @type {BreakingChange[]} */
  const changes = [];
  for (const [group, items] of Object.entries(before)) {
    if (Array.isArray(items)) {
      const now = /** @type {string[] | undefined} */ (after[group]);
      for (const name of items)
        if (!now?.includes(name)) changes.push({ kind: 'removed', name: `${group} ${name}` });
    } else {
      const now = /** @type {Record<string, string> | undefined} */ (after[group]);
      for (const [name, signature] of Object.entries(items)) {
        if (!(name in (now ?? {}))) changes.push({ kind: 'removed', name: `${group} ${name}` });
        else if (now?.[name] !== signature)
          changes.push({
            kind: 'changed',
            name: `${group} ${name}`,
            before: signature,
            after: now?.[name],
          });
      }
    }
  }
  return changes;
}

/**
 * A release's version, x.y.z (a pre-release tag aside), as numbers.
 * @param {string} version
 */
const parse = (version) =>
  /** @type {[number, number, number]} */ (version.split('-')[0]?.split('.').map(Number));

/**
 * A version another release cannot be mistaken for compatible with (caret semantics).
 * @param {string} from
 * @param {string} to
 */
export function isBreakingBump(from, to) {
  const [major, minor] = parse(from);
  const [nextMajor, nextMinor] = parse(to);
  if (major === 0) return nextMajor > 0 || nextMinor > minor;
  return nextMajor > major;
}

/**
 * Problems of each package against its baseline: breaking changes without a breaking version bump.
 * @param {Contract} baseline
 * @param {Contract} current
 * @returns {string[]}
 */
export function contractProblems(baseline, current) {
  const problems = [];
  for (const [name, last] of Object.entries(baseline)) {
    const now = current[name];
    if (!now) {
      problems.push(`${name}: removed (it was released as ${last.version})`);
      continue;
    }
    const changes = breakingChanges(last.surface, now.surface);
    if (changes.length && !isBreakingBump(last.version, now.version))
      problems.push(
        `${name} ${last.version} -> ${now.version} breaks its last release; bump its major version ` +
          `(or minor while 0.x):\n` +
          changes
            .map((change) =>
              change.kind === 'removed'
                ? `  - removed ${change.name}`
                : `  - changed ${change.name}\n      was ${change.before}\n      now ${change.after}`,
            )
            .join('\n'),
      );
  }
  return problems;
}
