// @ts-check
// The release store under the shell's origin (ADR 015): /remotes/<container>/<release id>/<file>
// is <store>/<container>/<release id>/<file>. Only a release's own files have an address there,
// never the store's history, an environment's remotes.json or a release still being staged.
// No dependency but the store's own rules: the release tool's image runs it too.
import { createRequire } from 'node:module';
import { RELEASE_ID } from './store.mjs';

const { REMOTE_NAMES } = createRequire(import.meta.url)('../../shared/federation/containers.js');

/** Every address of the store starts with it; nothing else of the shell's origin does. */
export const STORE_PREFIX = '/remotes/';
/** A file name or folder of a build: no empty, `.`, `..` or encoded part. */
const FILE_PART = /^(?!\.+$)[\w.-]+$/;

/**
 * The base of a remote's entry in remotes.json when its releases are served from the shell's
 * origin: the default of every environment (scripts/release.mjs init, the local stacks).
 * @param {string} name the remote's container name (mfe_deals)
 */
export const sameOriginBase = (name) => `${STORE_PREFIX}${name}`;

/**
 * @param {string} pathname a request's path, without its query
 * @returns {string | null} the file's path in the store (`/mfe_deals/1.0.0+0a1b2c3d4e/remoteEntry.js`),
 *   or null when the address is not a release's file
 */
export function storeFileOf(pathname) {
  if (!pathname.startsWith(STORE_PREFIX)) return null;
  const [name = '', id = '', ...file] = pathname.slice(STORE_PREFIX.length).split('/');
  const isReleaseFile =
    REMOTE_NAMES.includes(name) &&
    RELEASE_ID.test(id) &&
    file.length > 0 &&
    file.every((part) => FILE_PART.test(part));
  return isReleaseFile ? `/${name}/${id}/${file.join('/')}` : null;
}
