// @ts-check
// Deploy-time check: a release declares the ranges of the shared modules it was built for (its
// release.json `requires`, from its manifest); the environment's shell must provide versions in
// those ranges, or the browser would refuse the release in its area. The rule is the shell's own
// (shared/federation/compatibility.js), applied before users meet it.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * semver ships no types: the one function used here.
 * @type {{ satisfies(version: string, range: string): boolean }}
 */
const semver = require('semver');

/** @type {typeof import('../../shared/federation/compatibility.js')} */
const { CONTRACT_MODULES, unmetRequirement } = require('../../shared/federation/compatibility.js');

/**
 * What the environment's shell provides: read from its mf-manifest.json, at a URL (the deployed
 * shell) or in a folder (a build).
 * @param {string} shell a URL (http…) or a folder
 * @returns {Promise<Record<string, string>>}
 */
export async function shellProvides(shell) {
  /** @type {{ shared?: { name: string, version?: string }[] }} */
  let manifest;
  if (/^https?:\/\//.test(shell)) {
    const url = `${shell.replace(/\/+$/, '')}/mf-manifest.json`;
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) }).catch((error) => {
      throw new Error(`the shell at ${shell} did not answer (${error.message})`);
    });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    manifest = await response.json();
  } else {
    const file = path.join(shell, 'mf-manifest.json');
    if (!fs.existsSync(file)) throw new Error(`${file} does not exist (is the shell built?)`);
    manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
  }
  return Object.fromEntries(
    (manifest.shared ?? [])
      .filter(
        (shared) =>
          /** @type {readonly string[]} */ (CONTRACT_MODULES).includes(shared.name) &&
          shared.version,
      )
      .map((shared) => [shared.name, /** @type {string} */ (shared.version)]),
  );
}

/**
 * Why a release cannot run on this shell, or null.
 * @param {Record<string, string>} requires ranges by module
 * @param {Record<string, string>} provides versions by module
 */
export function incompatibility(requires, provides) {
  const unmet = unmetRequirement(requires, provides, semver.satisfies);
  if (!unmet) return null;
  return unmet.provided === null
    ? `it needs ${unmet.module} ${unmet.range}; the shell provides none`
    : `it was built for ${unmet.module} ${unmet.range}; the shell provides ${unmet.provided}`;
}
