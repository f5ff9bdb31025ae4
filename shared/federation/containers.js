// @ts-check
// The federated containers of the portal: container name, package folder and local port.
// The shell finds them at run time through remotes.json; these ports are the local defaults
// (shared/federation/ports.js moves them).
/** @type {Record<string, { package: string, port: number }> & { shell: { package: string, port: number } }} */
const CONTAINERS = {
  shell: { package: 'shell', port: 3000 },
  mfe_auth: { package: 'mfe-auth', port: 3001 },
  mfe_deals: { package: 'mfe-deals', port: 3002 },
  mfe_construction: { package: 'mfe-construction', port: 3003 },
  mfe_servicing: { package: 'mfe-servicing', port: 3004 },
  mfe_account: { package: 'mfe-account', port: 3005 },
};

const REMOTE_NAMES = Object.keys(CONTAINERS).filter((name) => name !== 'shell');

/**
 * The container `name` names (a script's argument, a remotes.json key); a name the portal has no
 * container of is a mistake.
 * @param {string} name
 */
function containerOf(name) {
  const container = CONTAINERS[name];
  if (!container) throw new Error(`no container ${name} (shared/federation/containers.js)`);
  return container;
}

/**
 * What remotes.json gives for a remote served at `origin`: its remoteEntry.js. (The shell's
 * federation runtime is built without the manifest "snapshot" code, which saves ~3 kB gz on
 * every first load; each remote still publishes mf-manifest.json for tools.)
 */
/** @param {string} origin */
const remoteEntryUrl = (origin) => `${origin.replace(/\/+$/, '')}/remoteEntry.js`;

/**
 * The global array a container's chunks are pushed to (webpack's JSONP chunk loading). Named here
 * because the shell clears it before it loads another release of a remote into the same page
 * (after a deploy removed this tab's release): the new release's runtime would otherwise take the
 * old release's chunks for its own.
 */
/** @param {string} name */
const chunkLoadingGlobal = (name) => `webpackChunk_${name}`;

module.exports = { CONTAINERS, REMOTE_NAMES, containerOf, remoteEntryUrl, chunkLoadingGlobal };
