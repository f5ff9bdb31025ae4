// Conditional writes in front of s3rver, as S3 has them since 2024: a PUT with `If-None-Match: *`
// is refused (412) when the object exists, one with `If-Match: <etag>` when the object is not that
// one. s3rver 3.7 ignores both on PUT, and writes an object's file as it receives it, so a read
// during a write can see half of it (S3 never shows a partial object); it even answers a PUT
// before the file is flushed. This front takes the requests on one object one at a time, checks a
// write's condition against the object's ETag, passes each request on unchanged (its signature
// stays valid) and holds the object after a write until s3rver shows all of its bytes. Bucket-level requests (lists) go
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
  /** @param {Request} req @param {Response} res @returns {Promise<number>} the status */
  const forward = (req, res) =>
    new Promise((resolve) => {
      const upstream = http.request(
        { ...target, method: req.method, path: req.url, headers: req.headers },
        (answer) => {
          const status = answer.statusCode ?? 502;
          res.writeHead(status, answer.headers);
          answer.pipe(res);
          answer.on('end', () => resolve(status));
          answer.on('error', () => resolve(502));
        },
      );
      upstream.on('error', () => {
        if (!res.headersSent) res.writeHead(502);
        res.end();
        resolve(502);
      });
      req.pipe(upstream);
    });

  /** The object's size as s3rver reports it (the file's size on disk), or null when absent. */
  const sizeOf = (/** @type {string} */ path) =>
    new Promise((resolve) => {
      const head = http.request({ ...target, method: 'HEAD', path }, (answer) => {
        answer.resume();
        resolve(answer.statusCode === 200 ? Number(answer.headers['content-length']) : null);
      });
      head.on('error', () => resolve(null));
      head.end();
    });

  /**
   * Forwards a write and, once it succeeded, waits (up to 5 s) until the object's file holds all
   * the bytes sent, so the next request on it reads the whole object.
   * @param {Request} req @param {Response} res
   */
  const write = async (req, res) => {
    const status = await forward(req, res);
    const expected = Number(req.headers['content-length']);
    if (status >= 300 || !Number.isFinite(expected)) return;
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    for (const until = Date.now() + 5000; Date.now() < until;) {
      if ((await sizeOf(path)) === expected) return;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  };

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
    if (req.method !== 'PUT') {
      void inTurn(path, async () => void (await forward(req, res)));
      return;
    }
    if (ifMatch === undefined && ifNoneMatch === undefined) {
      void inTurn(path, () => write(req, res));
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
      if (
        (ifNoneMatch === '*' && current !== null) ||
        (ifMatch !== undefined && current !== ifMatch)
      ) {
        req.resume();
        refuse(res);
        return;
      }
      await write(req, res);
    });
  });
}

module.exports = { conditionalWrites };
