// @ts-check
import zlib from 'node:zlib';
import { chooseEncoding, encodeJson } from './json-answer.mjs';

describe('chooseEncoding', () => {
  it('takes brotli, else gzip, else sends the text as it is', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('deflate')).toBe('identity');
    expect(chooseEncoding(undefined)).toBe('identity');
    expect(chooseEncoding('')).toBe('identity');
  });

  it('honours q values: 0 refuses an encoding, a wildcard accepts the rest', () => {
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('br; q=0.0, gzip;q=0')).toBe('identity');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('br;q=0, *;q=0.1')).toBe('gzip');
    expect(chooseEncoding('BR')).toBe('br');
  });
});

describe('encodeJson', () => {
  const value = { mfe_deals: { base: 'https://deals.example/', pages: Array(50).fill('page') } };

  it('gives back the same JSON once decoded, smaller', () => {
    const text = JSON.stringify(value);
    const br = encodeJson(value, 'br');
    const gzip = encodeJson(value, 'gzip');
    expect(zlib.brotliDecompressSync(br).toString()).toBe(text);
    expect(zlib.gunzipSync(gzip).toString()).toBe(text);
    expect(br.length).toBeLessThan(text.length);
    expect(gzip.length).toBeLessThan(text.length);
    expect(encodeJson(value, 'identity').toString()).toBe(text);
  });
});
