// @ts-check
// Fetches built scripts and their source maps from the running stack, and names what they are.
import { createRequire } from 'node:module';
import { analyseScript, sourceGroup } from './js-breakdown.mjs';

const require = createRequire(import.meta.url);
const { CONTAINERS } = require('../../shared/federation/containers.js');

/** @typedef {import('./js-breakdown.mjs').SourceMap} SourceMap */
/** Each container's port, by container name ('shell', 'mfe_deals', …). @typedef {Record<string, number>} Ports */

/**
 * Source-map sources are named by webpack's uniqueName (the container name): its folder.
 * @param {string} source
 */
export const groupOf = (source) => sourceGroup(source, (name) => CONTAINERS[name]?.package);

/**
 * The container that served a URL, by its port ('shell', 'mfe_deals', …).
 * @param {string} url
 * @param {Ports} ports
 */
export function containerOf(url, ports) {
  const port = Number(new URL(url).port);
  return Object.keys(CONTAINERS).find((name) => ports[name] === port) ?? `port ${port}`;
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
 * A script's sizes and breakdown, with the container that served it.
 * @param {{ url: string, body: Buffer }} script
 * @param {Ports} ports
 */
export async function analyseFetched({ url, body }, ports) {
  const map = await fetchSourceMap(url, body);
  return { container: containerOf(url, ports), ...analyseScript({ url, body, map }, groupOf) };
}
