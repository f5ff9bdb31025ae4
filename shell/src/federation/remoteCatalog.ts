import { isRemoteName, type RemoteName } from './remoteNames';

/** A canary: `percent` of users (by a hash of their id) get `version` instead of the stable one. */
interface Canary {
  version: string;
  percent: number;
}

/**
 * An entry of remotes.json: a fixed URL of a remoteEntry.js (a development server, a test
 * override), or a versioned channel whose releases live at `<base>/<version>/`.
 */
export type RemoteEntry =
  | { kind: 'fixed'; url: string }
  | {
      kind: 'versioned';
      base: string;
      stable: string;
      canary?: Canary;
      /** The page declarations of its releases in use, by version (the release tool adds them). */
      pages?: Readonly<Record<string, unknown>>;
      /** The files of those releases' first page loads, by version (the release tool adds them). */
      preload?: Readonly<Record<string, unknown>>;
    };

export type RemoteCatalog = Partial<Record<RemoteName, RemoteEntry>>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** A release's name as it appears in a path: semver with its build metadata (1.4.0+0a1b2c3d4e). */
export const isReleaseName = (value: unknown): value is string =>
  typeof value === 'string' &&
  /^[0-9A-Za-z][0-9A-Za-z.+-]{0,79}$/.test(value) &&
  !value.includes('..');

function parseCanary(name: string, value: unknown): Canary | undefined {
  if (value === undefined) return undefined;
  if (
    !isObject(value) ||
    !isReleaseName(value.version) ||
    typeof value.percent !== 'number' ||
    !(value.percent >= 0 && value.percent <= 100)
  ) {
    throw new Error(`remotes.json: ${name}.canary needs a version and a percent from 0 to 100`);
  }
  return { version: value.version, percent: value.percent };
}

function parseEntry(name: string, value: unknown): RemoteEntry {
  if (nonEmpty(value)) return { kind: 'fixed', url: value };
  if (isObject(value) && nonEmpty(value.base) && isReleaseName(value.stable)) {
    const canary = parseCanary(name, value.canary);
    // Checked by the shell when it assembles its routes (a bad one is refused there, with why).
    const pages = isObject(value.pages) ? value.pages : undefined;
    // Read when a page loads: a malformed one only loses its head start (preloadPageFiles).
    const preload = isObject(value.preload) ? value.preload : undefined;
    return {
      kind: 'versioned',
      base: value.base.replace(/\/+$/, ''),
      stable: value.stable,
      ...(canary ? { canary } : {}),
      ...(pages ? { pages } : {}),
      ...(preload ? { preload } : {}),
    };
  }
  throw new Error(`remotes.json: ${name} must be a URL or { base, stable, canary? }`);
}

/** Reads remotes.json: container name -> its entry. Unknown names are ignored. */
export function parseRemoteCatalog(value: unknown): RemoteCatalog {
  if (!isObject(value)) {
    throw new Error('remotes.json must be an object of container name to entry');
  }
  const catalog: RemoteCatalog = {};
  for (const [name, entry] of Object.entries(value)) {
    if (isRemoteName(name)) catalog[name] = parseEntry(name, entry);
  }
  return catalog;
}

/** The remoteEntry.js of a release of a versioned entry. */
export const releaseEntryUrl = (base: string, version: string): string =>
  `${base}/${version}/remoteEntry.js`;
