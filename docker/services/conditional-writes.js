// Conditional writes in front of s3rver, as S3 has them since 2024: a PUT with `If-None-Match: *`
// is refused (412) when the object exists, one with `If-Match: <etag>` when the object is not that
// one. s3rver 3.7 ignores both on PUT, and writes an object's file as it receives it, so a read
// during a write can see half of it (S3 never shows a partial object). This front takes the
// requests on one object one at a time, checks a write's condition against the object's ETag and
// passes each request on unchanged (its signature stays valid). Bucket-level requests (lists) go
// straight through. The stand-in is one process, so holding a key here holds it for everyone.
'use strict';
const http = require('node:http');

/**
 * @param {{ target: { host: string, port: number } }} options
 * @returns {import('node:http').Server}
 */
function conditionalWrites({ target }) {
  /** @type {Map<string, Promise<void>>} */
  const held = new Map();
  /** @param {string} key @param {() => Promise<void>} work */
  const inTurn = (key, work) => {
    const previous = held.get(key) ?? Promise.resolve();
    const turn = previous.then(work, work);
    const settled = turn.catch(() => undefined);
    held.set(key, settled);
    void settled.then(() => {
      if (held.get(key) === settled) held.delete(key);
    });
    return turn;
  };

  /** @typedef {import('node:http').IncomingMessage} Request */
  /** @typedef {import('node:http').ServerResponse} Response */
  /** @param {Request} req @param {Response} res @returns {Promise<void>} */
  const forward = (req, res) =>
    new Promise((resolve) => {
      const upstream = http.request(
        { ...target, method: req.method, path: req.url, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          answer.on('end', () => resolve());
          answer.on('error', () => resolve());
        },
      );
      upstream.on('error', () => {
        if (!res.headersSent) res.writeHead(502);
        res.end();
        resolve();
      });
      req.pipe(upstream);
    });

  /**
   * The object's ETag, or null when there is none (an anonymous HEAD: s3rver allows it).
   * @param {string} path @returns {Promise<string | null>}
   */
  const etagOf = (path) =>
    new Promise((resolve, reject) => {
      const head = http.request({ ...target, method: 'HEAD', path }, (answer) => {
        answer.resume();
        resolve(answer.statusCode === 200 ? (answer.headers.etag ?? null) : null);
      });
      head.on('error', reject);
      head.end();
    });

  /** @param {Response} res */
  const refuse = (res) => {
    res.writeHead(412, { 'content-type': 'application/xml' });
    res.end(
      '<?xml version="1.0" encoding="UTF-8"?><Error><Code>PreconditionFailed</Code>' +
        '<Message>At least one of the pre-conditions you specified did not hold</Message></Error>',
    );
  };

  return http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    // /<bucket> or /<bucket>/ (a list, a bucket's own request): nothing to hold.
    if (!/^\/[^/]+\/.+/.test(path)) {
      void forward(req, res);
      return;
    }
    const ifMatch = req.headers['if-match'];
    const ifNoneMatch = req.headers['if-none-match'];
    req.pause();
    if (req.method !== 'PUT' || (ifMatch === undefined && ifNoneMatch === undefined)) {
      void inTurn(path, () => forward(req, res));
      return;
    }
    void inTurn(path, async () => {
      let current;
      try {
        current = await etagOf(path);
      } catch {
        res.writeHead(503);
        res.end();
        return;
      }
      if ((ifNoneMatch === '*' && current !== null) || (ifMatch !== undefined && current !== ifMatch)) {
        req.resume();
        refuse(res);
        return;
      }
      await forward(req, res);
    });
  });
}

module.exports = { conditionalWrites };
