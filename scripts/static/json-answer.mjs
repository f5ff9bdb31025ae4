// @ts-check
// The shell's run-time files (remotes.json, config.json) are written per request, so they have no
// build-time .br/.gz copies: they are compressed as they are sent. remotes.json carries every
// remote's page declarations and preload lists (18 kB, 2 kB compressed) and comes before the
// entry can do anything, beside it on the first load.
import zlib from 'node:zlib';

/** @typedef {'br' | 'gzip' | 'identity'} Encoding */

/**
 * The encoding to answer with: brotli, else gzip, if the request accepts it (a q of 0 refuses).
 * @param {string | undefined} acceptEncoding the request's Accept-Encoding
 * @returns {Encoding}
 */
export function chooseEncoding(acceptEncoding) {
  /** @type {Map<string, number>} */
  const accepted = new Map();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const allows = (/** @type {string} */ name) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return 'identity';
}

/**
 * A JSON answer's body, compressed for the encoding (fast settings: it is made per request).
 * @param {unknown} value @param {Encoding} encoding
 * @returns {Buffer}
 */
export function encodeJson(value, encoding) {
  const text = Buffer.from(JSON.stringify(value));
  if (encoding === 'br')
    return zlib.brotliCompressSync(text, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: text.length,
      },
    });
  if (encoding === 'gzip') return zlib.gzipSync(text);
  return text;
}
