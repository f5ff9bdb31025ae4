// @ts-check
// The Link header of the shell's page (index.html, for any address of the SPA):
// - a preconnect to each origin other than this one that remotes.json names (none while every
//   remote is served from /remotes/, ADR 015), so the first remote load skips its set-up;
// - on every address but the sign-in page's (/), a preload of the API client's code: a signed-in
//   page's first reads start as soon as the shell's entry runs, and would otherwise wait a round
//   trip more for it (the sign-in page does without it until its form is sent). The server cannot
//   tell a signed-in load (the session is in local storage); the other public pages send forms
//   through the same client.
// Built here for scripts/serve-static.mjs; production's nginx writes the same from
// docker/nginx/runtime-files.sh.
import fs from 'node:fs';

/** The API client's chunk as the shell's production build names it (shared/src/api/client.ts). */
const API_CLIENT_FILE = /^api-client\.[0-9a-f]{8}\.js$/;

/** @param {string} dir the shell's build @returns {string | null} its API client's file */
export const apiClientFile = (dir) =>
  fs.readdirSync(dir).find((file) => API_CLIENT_FILE.test(file)) ?? null;

/**
 * @param {{ remoteOrigins: string[], apiClient: string | null, pathname: string }} page
 * @returns {string} the header's value (empty: no header)
 */
export const pageLinks = ({ remoteOrigins, apiClient, pathname }) =>
  [
    ...remoteOrigins.map((origin) => `<${origin}>; rel=preconnect`),
    ...(apiClient && pathname !== '/' ? [`</${apiClient}>; rel=preload; as=script`] : []),
  ].join(', ');
