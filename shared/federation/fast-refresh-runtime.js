// @ts-check
// The development shell's first entry module: the page's one React Fast Refresh runtime, published
// for the remotes' development builds (fast-refresh.js).
/** @type {any} */ (globalThis).__lenderReactRefreshRuntime = require('react-refresh/runtime');
