// @ts-check
// The shell's run-time files (remotes.json, config.json) are written per request, so they have no
// build-time .br/.gz copies: they are compressed as they are sent, and so are the API's answers
// that the shell's server passes on. remotes.json carries every
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

// Fast settings: these answers are compressed per request.
const BROTLI_QUALITY = 5;

/**
 * A JSON answer's body, compressed for the encoding.
 * @param {unknown} value @param {Encoding} encoding
 * @returns {Buffer}
 */
export function encodeJson(value, encoding) {
  const text = Buffer.from(JSON.stringify(value));
  if (encoding === 'br')
    return zlib.brotliCompressSync(text, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: text.length,
      },
    });
  if (encoding === 'gzip') return zlib.gzipSync(text);
  return text;
}

/**
 * A stream that compresses an answer as it passes (the proxied API's answers).
 * @param {Exclude<Encoding, 'identity'>} encoding
 */
export const compressor = (encoding) =>
  encoding === 'br'
    ? zlib.createBrotliCompress({
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY },
      })
    : zlib.createGzip();
