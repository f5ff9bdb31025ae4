// @ts-check
// Whether a remote's release can run on a shell: the one rule, checked by the release tool before
// a deploy (scripts/release/compatibility.mjs) and by the shell before it loads a remote
// (shell/src/federation/compatibility.ts). A release declares the range of each shared module it
// was built for; the shell must provide a version in that range. A range the shell provides no
// version for fails too: the remote would run without the module it was built against.

/** The modules one instance of which the shell provides to every remote: one React, one core. */
const CONTRACT_MODULES = /** @type {const} */ (['react', 'react-dom', '@lender/shared']);

/**
 * The first module a release cannot have on this shell, or null: its declared range, and what the
 * shell provides (null: nothing).
 * @param {Readonly<Record<string, string | undefined>>} requires ranges by module
 * @param {Readonly<Record<string, string | undefined>>} provides versions by module
 * @param {(version: string, range: string) => boolean} satisfies semver's test (the caller's:
 *   semver in Node, the federation runtime's in the browser)
 * @returns {{ module: string, range: string, provided: string | null } | null}
 */
function unmetRequirement(requires, provides, satisfies) {
  for (const module of CONTRACT_MODULES) {
    const range = requires[module];
    if (!range) continue;
    const provided = provides[module];
    if (!provided || !satisfies(provided, range))
      return { module, range, provided: provided ?? null };
  }
  return null;
}

module.exports = { CONTRACT_MODULES, unmetRequirement };
