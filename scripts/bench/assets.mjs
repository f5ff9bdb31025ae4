// @ts-check
// Fetches built scripts and their source maps from the running stack, and names what they are.
import { createRequire } from 'node:module';
import { analyseScript, sourceGroup } from './js-breakdown.mjs';
import { storeFileOf } from '../release/same-origin.mjs';

const require = createRequire(import.meta.url);
const { CONTAINERS } = require('../../shared/federation/containers.js');

/** @typedef {import('./js-breakdown.mjs').SourceMap} SourceMap */

/**
 * Source-map sources are named by webpack's uniqueName (the container name): its folder.
 * @param {string} source
 */
export const groupOf = (source) => sourceGroup(source, (name) => CONTAINERS[name]?.package);

/**
 * The container a script of the stack belongs to ('shell', 'mfe_deals', …): a remote's releases
 * are under the shell's /remotes/<container>/ (ADR 015), everything else is the shell's.
 * @param {string} url
 */
function containerOf(url) {
  const file = storeFileOf(new URL(url).pathname);
  return file === null ? 'shell' : (file.split('/')[1] ?? 'shell');
}

/**
 * The source map a script names in its sourceMappingURL comment, or null.
 * @param {string} url the script's
 * @param {Buffer} body
 * @returns {Promise<SourceMap | null>}
 */
export async function fetchSourceMap(url, body) {
  const tail = body.subarray(Math.max(0, body.length - 512)).toString('utf8');
  const mapUrl = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(tail)?.[1];
  if (!mapUrl || mapUrl.startsWith('data:')) return null;
  const response = await fetch(new URL(mapUrl, url));
  return response.ok ? /** @type {Promise<SourceMap>} */ (response.json()) : null;
}

/** @param {string} url */
export async function fetchScript(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
  const body = Buffer.from(await response.arrayBuffer());
  return { url, body, map: await fetchSourceMap(url, body) };
}

/**
 * A script's sizes and breakdown, with the container it belongs to.
 * @param {{ url: string, body: Buffer }} script
 */
export async function analyseFetched({ url, body }) {
  const map = await fetchSourceMap(url, body);
  return { container: containerOf(url), ...analyseScript({ url, body, map }, groupOf) };
}
