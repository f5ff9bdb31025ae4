import { bytesToBase64 } from './base64Encoding';
import { fileToBase64 } from './fileToBase64';

const expected = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

describe('bytesToBase64', () => {
  it('encodes like Buffer, across slice boundaries', async () => {
    for (const length of [0, 1, 2, 3, 4, 100_000, 3 * 256 * 1024 + 1, 2 * 3 * 256 * 1024 + 2]) {
      const bytes = Uint8Array.from({ length }, (_, index) => (index * 31 + 7) % 256);
      expect(await bytesToBase64(bytes, async () => undefined)).toBe(expected(bytes));
    }
  });

  it('hands the page back between slices', async () => {
    const pause = jest.fn(async () => undefined);
    await bytesToBase64(new Uint8Array(3 * 256 * 1024 * 2 + 5), pause);
    expect(pause).toHaveBeenCalledTimes(3);
  });
});

it('reads a file as base64', async () => {
  const file = new File(['%PDF-1.4 hello'], 'a.pdf', { type: 'application/pdf' });
  expect(await fileToBase64(file)).toBe(Buffer.from('%PDF-1.4 hello').toString('base64'));
});
