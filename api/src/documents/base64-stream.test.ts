import { randomBytes } from 'node:crypto';
import { Base64Error, Base64StreamDecoder } from './base64-stream';
import { createRng } from '../db/seed/prng';

const decode = (pieces: string[]): Buffer => {
  const out: Buffer[] = [];
  const decoder = new Base64StreamDecoder((bytes) => out.push(bytes));
  for (const piece of pieces) decoder.write(piece);
  decoder.end();
  return Buffer.concat(out);
};

const split = (text: string, seed: number): string[] => {
  const rng = createRng(seed);
  const pieces: string[] = [];
  for (let i = 0; i < text.length;) {
    const size = rng.int(1, 9);
    pieces.push(text.slice(i, i + size));
    i += size;
  }
  return pieces;
};

describe('Base64StreamDecoder', () => {
  it('decodes what Buffer decodes, however the text is split, for every padding', () => {
    for (let length = 0; length <= 40; length += 1) {
      const bytes = randomBytes(length);
      const text = bytes.toString('base64');
      expect(decode(split(text, length + 1))).toEqual(bytes);
      // Unpadded and MIME-style (line breaks every 76 characters) are accepted too.
      expect(decode([text.replace(/=+$/, '')])).toEqual(bytes);
      expect(decode([text.replace(/(.{76})/g, '$1\r\n')])).toEqual(bytes);
    }
  });

  it.each([
    ['a character outside the alphabet', ['QU*D']],
    ['base64url characters', ['QU-_']],
    ['padding in the middle', ['QQ==QUJD']],
    ['padding then data in a later piece', ['QQ==', 'QQ']],
    ['three padding characters', ['Q===']],
    ['a dangling character', ['QUJDR']],
    ['padding that does not fit', ['QUJ==']],
  ])('refuses %s', (_name, pieces) => {
    expect(() => decode(pieces)).toThrow(Base64Error);
  });
});
