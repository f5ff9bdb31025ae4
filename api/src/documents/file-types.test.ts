import { DOCUMENT_EXTENSIONS, type DocumentExtension } from '@lender/contracts';
import { contentMatches, documentExtension, type SniffedContent } from './file-types';

const bytes = (...values: (number | string)[]): Buffer =>
  Buffer.concat(
    values.map((value) =>
      typeof value === 'string' ? Buffer.from(value, 'latin1') : Buffer.from([value]),
    ),
  );
const binary = (head: Buffer): SniffedContent => ({ head, utf8Text: false });

const SAMPLES = {
  pdf: bytes('%PDF-1.7\n'),
  png: bytes(0x89, 'PNG\r\n', 0x1a, '\n', 0, 0, 0, 13),
  jpeg: bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16, 'JFIF'),
  gif: bytes('GIF89a', 1, 0),
  tiffLittle: bytes('II*', 0, 8, 0, 0, 0),
  tiffBig: bytes('MM', 0, '*', 0, 0, 0, 8),
  heic: bytes(0, 0, 0, 24, 'ftypheic', 0, 0, 0, 0),
  zip: bytes('PK', 3, 4, 20, 0, 6, 0),
  ole: bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1),
};

describe('document types', () => {
  it('knows the allowed extensions, case-insensitively', () => {
    expect(documentExtension('Rent Roll.XLSX')).toBe('xlsx');
    expect(documentExtension('scan.jpeg')).toBe('jpeg');
    expect(documentExtension('tool.exe')).toBeNull();
    expect(documentExtension('pdf')).toBeNull();
    expect(documentExtension('.pdf')).toBeNull();
  });

  it('accepts each binary type by its signature, and only there', () => {
    const accepts: Record<keyof typeof SAMPLES, DocumentExtension[]> = {
      pdf: ['pdf'],
      png: ['png'],
      jpeg: ['jpg', 'jpeg'],
      gif: ['gif'],
      tiffLittle: ['tif', 'tiff'],
      tiffBig: ['tif', 'tiff'],
      heic: ['heic'],
      zip: ['docx', 'xlsx', 'xlsm'],
      ole: ['doc', 'xls'],
    };
    const binaryTypes = DOCUMENT_EXTENSIONS.filter((ext) => ext !== 'csv' && ext !== 'txt');
    for (const [sample, head] of Object.entries(SAMPLES) as [keyof typeof SAMPLES, Buffer][])
      for (const ext of binaryTypes)
        expect([ext, sample, contentMatches(ext, binary(head))]).toEqual([
          ext,
          sample,
          accepts[sample].includes(ext),
        ]);
  });

  it('accepts csv and txt only as UTF-8 text without NUL', () => {
    expect(contentMatches('csv', { head: bytes('a,b\n'), utf8Text: true })).toBe(true);
    expect(contentMatches('txt', { head: bytes('hello'), utf8Text: false })).toBe(false);
  });

  it('refuses a truncated signature and an unknown HEIF brand', () => {
    expect(contentMatches('pdf', binary(bytes('%PD')))).toBe(false);
    expect(contentMatches('heic', binary(bytes(0, 0, 0, 24, 'ftypisom', 0, 0, 0, 0)))).toBe(false);
  });
});
