#!/usr/bin/env node
// @ts-check
// The shell's Content-Security-Policy, one builder for both of its servers:
//   scripts/serve-static.mjs (npm start, the e2e stack, the bench) builds it per request from the
//   run-time files as they are;
//   production's nginx (docker/nginx/runtime-files.sh) has no Node: the image's build runs
//     node scripts/static/shell-csp.mjs --nginx-template
//   which prints the policy with a placeholder for each set of origins, and the shell image's
//   start replaces them with the origins of its remotes.json and config.json.
// Scripts, styles, images and fonts come from this origin (remotes under /remotes/, ADR 015) and
// any other origin remotes.json names;
// calls go to those and to config.json's apiBaseUrl; images also from its streetViewUrl (the deal
// picture). Styles may be inline (Radix's scroll lock injects a style element); scripts never.
// The page is never framed (clickjacking of the sign-in page).
import { fileURLToPath } from 'node:url';

/**
 * @typedef {{ remoteOrigins: string[], apiOrigin?: string | null,
 *   streetViewOrigin?: string | null }} CspSources
 */

/** @param {string} url @returns {string | null} the URL's origin when it is http(s) */
export function originOf(url) {
  try {
    const parsed = new URL(url);
    return /^https?:$/.test(parsed.protocol) ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * The origins remotes are served from: a fixed entry's URL, or a versioned entry's base.
 * @param {import('../release/remotes-file.mjs').Remotes} remotes
 */
export const remoteOrigins = (remotes) => [
  ...new Set(
    Object.values(remotes)
      .map((entry) => originOf(typeof entry === 'string' ? entry : entry.base))
      .filter((origin) => origin !== null),
  ),
];

/**
 * The origins config.json adds: its apiBaseUrl's (calls) and its streetViewUrl's (images; the
 * template's `{address}` is not part of its origin).
 * @param {{ apiBaseUrl?: unknown, streetViewUrl?: unknown }} config
 * @returns {Pick<CspSources, 'apiOrigin' | 'streetViewOrigin'>}
 */
export const configOrigins = (config) => ({
  apiOrigin: typeof config.apiBaseUrl === 'string' ? originOf(config.apiBaseUrl) : null,
  streetViewOrigin:
    typeof config.streetViewUrl === 'string'
      ? originOf(config.streetViewUrl.replaceAll('{address}', 'address'))
      : null,
});

/** @param {CspSources} sources @returns {string} the header's value */
export function shellCsp({ remoteOrigins, apiOrigin = null, streetViewOrigin = null }) {
  /** @param {(string | null)[]} extra this directive's own sources, before the remotes' */
  const from = (...extra) =>
    [...new Set(["'self'", ...extra.filter((source) => source !== null), ...remoteOrigins])].join(
      ' ',
    );
  return [
    "default-src 'self'",
    `script-src ${from()}`,
    `style-src ${from("'unsafe-inline'")}`,
    `img-src ${from('data:', streetViewOrigin)}`,
    `font-src ${from()}`,
    `connect-src ${from(apiOrigin)}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * What docker/nginx/runtime-files.sh replaces, each with its origins separated by spaces (a
 * placeholder follows a space, which goes with it when there are none).
 */
export const NGINX_PLACEHOLDERS = {
  remoteOrigins: '@REMOTE_ORIGINS@',
  apiOrigin: '@API_ORIGIN@',
  streetViewOrigin: '@STREET_VIEW_ORIGIN@',
};

/** The policy with NGINX_PLACEHOLDERS where the run-time origins go. */
export const nginxCspTemplate = () =>
  shellCsp({
    remoteOrigins: [NGINX_PLACEHOLDERS.remoteOrigins],
    apiOrigin: NGINX_PLACEHOLDERS.apiOrigin,
    streetViewOrigin: NGINX_PLACEHOLDERS.streetViewOrigin,
  });

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv[2] !== '--nginx-template') {
    console.error('usage: shell-csp.mjs --nginx-template');
    process.exit(2);
  }
  process.stdout.write(`${nginxCspTemplate()}\n`);
}
