import * as v from 'valibot';
import {
  DOCUMENT_MESSAGES,
  MAX_DOCUMENT_BYTES,
  DOCUMENT_EXTENSIONS,
  base64DecodedBytes,
  documentListResponseSchema,
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

describe('document rules of the Documents tab', () => {
  it('limits a file to 20 MB with the spec messages', () => {
    expect(MAX_DOCUMENT_BYTES).toBe(20 * 1024 * 1024);
    expect(DOCUMENT_MESSAGES.tooLarge).toBe('File size too large.');
    expect(DOCUMENT_MESSAGES.maxSize).toBe('Max file size is 20MB');
  });

  it('allows the office, text and image types, whatever their case', () => {
    for (const name of ['a.pdf', 'b.DOCX', 'c.xlsm', 'photo.JPeG', 'scan.tiff', 'notes.txt']) {
      expect(isAllowedDocumentName(name)).toBe(true);
    }
    for (const name of ['page.html', 'script.js', 'archive.zip', 'a.']) {
      expect(isAllowedDocumentName(name)).toBe(false);
    }
    expect(DOCUMENT_EXTENSIONS).toEqual(expect.arrayContaining(['pdf', 'xlsx', 'docx', 'png']));
  });

  it('reads the uploaded list: name, url and created_at', () => {
    const files = [{ name: 'a.pdf', url: '/x', created_at: '2026-03-01T10:00:00Z' }];
    expect(v.parse(documentListResponseSchema, { files })).toEqual({ files });
  });
});
