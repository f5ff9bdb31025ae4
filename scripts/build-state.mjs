// @ts-check
// Which builds are not of their sources now: `npm start` rebuilds those (and only those), the e2e
// stack and the bench refuse to serve them (a test of stale code passes or fails for the wrong
// reason). Judged by content (shared/federation/build-inputs.js, which each build records its
// sources' hash with), not by file times.
export { BUILDS, staleBuilds } from '../shared/federation/build-inputs.js';
