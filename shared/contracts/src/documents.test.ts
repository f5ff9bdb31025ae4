import * as v from 'valibot';
import {
  DOCUMENT_MESSAGES,
  MAX_DOCUMENT_BYTES,
  base64DecodedBytes,
  documentUploadSchema,
  extensionOf,
  isAllowedDocumentName,
  locDocumentsRequestSchema,
  stripFileName,
} from './documents';

const upload = (overrides: Record<string, unknown> = {}) =>
  v.safeParse(documentUploadSchema, {
    strippedname: 'Rent Roll.xlsx',
    rentrollfilename: 'Rent Roll.xlsx',
    rentrollfiledata: Buffer.from('PK\u0003\u0004').toString('base64'),
    opportunityId: 'D1009',
    id: 'D1009',
    ...overrides,
  });
const messageOf = (overrides: Record<string, unknown>) => upload(overrides).issues?.[0]?.message;

describe('document rules', () => {
  it('reads extensions and the allow-list case-insensitively', () => {
    expect(extensionOf('a.B.PDF')).toBe('pdf');
    expect(extensionOf('.pdf')).toBe('');
    expect(extensionOf('pdf.')).toBe('');
    expect(isAllowedDocumentName('Scan.JPG')).toBe(true);
    expect(isAllowedDocumentName('run.exe')).toBe(false);
    expect(isAllowedDocumentName('noext')).toBe(false);
  });

  it('strips folders and unsafe characters from names', () => {
    expect(stripFileName('C:\\Users\\me\\Rent Roll (1).xlsx')).toBe('Rent Roll (1).xlsx');
    expect(stripFileName('../../etc/passwd')).toBe('passwd');
    expect(stripFileName('a<b>|c.pdf')).toBe('a_b__c.pdf');
    expect(stripFileName(`${'x'.repeat(300)}.pdf`)).toHaveLength(200);
  });

  it('counts decoded bytes without decoding', () => {
    for (const size of [0, 1, 2, 3, 4, 5, 100])
      expect(base64DecodedBytes(Buffer.alloc(size).toString('base64'))).toBe(size);
    expect(base64DecodedBytes('QUJD\nREVG')).toBe(6);
  });

  it('accepts a valid upload and refuses each broken field with its message', () => {
    expect(upload().success).toBe(true);
    expect(messageOf({ rentrollfilename: '' })).toBe(DOCUMENT_MESSAGES.name);
    expect(messageOf({ rentrollfilename: 'x.exe' })).toBe(DOCUMENT_MESSAGES.type);
    expect(messageOf({ rentrollfiledata: '' })).toBe(DOCUMENT_MESSAGES.empty);
    expect(messageOf({ rentrollfiledata: '%%%' })).toBe(DOCUMENT_MESSAGES.data);
    expect(messageOf({ rentrollfiledata: 42 })).toBe(DOCUMENT_MESSAGES.data);
    expect(messageOf({ opportunityId: ' ' })).toBe(DOCUMENT_MESSAGES.opportunity);
  });

  it('refuses a file over 20MB by its base64 length', () => {
    const chars = Math.ceil((MAX_DOCUMENT_BYTES + 1) / 3) * 4;
    expect(messageOf({ rentrollfiledata: 'A'.repeat(chars) })).toBe(DOCUMENT_MESSAGES.tooLarge);
    const max = Buffer.alloc(MAX_DOCUMENT_BYTES, 1).toString('base64');
    expect(upload({ rentrollfiledata: max }).success).toBe(true);
  });

  it('needs a LOC id for loc/getdocuments', () => {
    expect(v.safeParse(locDocumentsRequestSchema, { locId: 'loc-1' }).success).toBe(true);
    expect(v.safeParse(locDocumentsRequestSchema, {}).success).toBe(false);
    expect(v.safeParse(locDocumentsRequestSchema, { locId: 'x'.repeat(65) }).success).toBe(false);
  });
});
