// @ts-check
// The release store's files under the shell's origin (ADR 015; the addresses:
// scripts/release/same-origin.mjs). A release never changes (its id names its content), so its
// files are cached for a year. scripts/serve-static.mjs (the shell's server) and the development
// shell (scripts/dev/dev-server.mjs) serve it this way; production's nginx has the same location
// (docker/nginx/shell.conf.template).
import sirv from 'sirv';
import { storeFileOf } from '../release/same-origin.mjs';

/** @typedef {import('node:http').IncomingMessage} Request */
/** @typedef {import('node:http').ServerResponse} Response */

/**
 * A handler of the store's files: it answers a release's file (its .br/.gz copy by
 * Accept-Encoding) and calls `next` for anything else, a missing file included. The store gains
 * and loses releases while it is served: it is read from disk per request, never indexed once.
 * @param {string} dir the release store
 * @returns {(req: Request, res: Response, next: () => void) => void}
 */
export function releaseStoreFiles(dir) {
  const files = sirv(dir, { dev: true, etag: true, brotli: true, gzip: true });
  return (req, res, next) => {
    const file = storeFileOf((req.url ?? '/').split('?')[0] ?? '/');
    if (file === null) return next();
    res.setHeader('cache-control', 'public, max-age=31536000, immutable');
    res.setHeader('vary', 'Accept-Encoding');
    req.url = file;
    files(req, res, () => {
      res.removeHeader('cache-control');
      next();
    });
  };
}
