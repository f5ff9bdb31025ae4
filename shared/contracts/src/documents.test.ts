import * as v from 'valibot';
import {
  DOCUMENT_EXTENSIONS,
  DOCUMENT_MESSAGES,
  MAX_DOCUMENT_BYTES,
  base64DecodedBytes,
  documentListResponseSchema,
  documentUploadSchema,
  extensionOf,
  isAllowedDocumentName,
  stripFileName,
} from './documents';

const upload = {
  strippedname: 'Rent Roll.pdf',
  rentrollfilename: 'Rent Roll.pdf',
  rentrollfiledata: Buffer.from('%PDF-1.4 hello').toString('base64'),
  opportunityId: 'deal-1',
  id: 'deal-1',
};
const first = (input: unknown) => v.safeParse(documentUploadSchema, input).issues?.[0]?.message;

describe('document rules', () => {
  it('limits a file to 20 MB with the spec messages', () => {
    expect(MAX_DOCUMENT_BYTES).toBe(20 * 1024 * 1024);
    expect(DOCUMENT_MESSAGES.tooLarge).toBe('File size too large.');
    expect(DOCUMENT_MESSAGES.maxSize).toBe('Max file size is 20MB');
  });

  it('allows the listed extensions, whatever their case', () => {
    for (const name of ['a.pdf', 'b.DOCX', 'c.xlsm', 'photo.JPeG', 'scan.tiff', 'notes.txt']) {
      expect(isAllowedDocumentName(name)).toBe(true);
    }
    for (const name of ['run.exe', 'page.html', 'script.js', 'pdf', '.pdf', 'a.', 'archive.zip']) {
      expect(isAllowedDocumentName(name)).toBe(false);
    }
    expect(DOCUMENT_EXTENSIONS).toEqual(expect.arrayContaining(['pdf', 'xlsx', 'docx', 'png']));
  });

  it('reads the extension after the last dot', () => {
    expect(extensionOf('report.final.PDF')).toBe('pdf');
    expect(extensionOf('README')).toBe('');
  });

  it('strips folders and odd characters from a name', () => {
    expect(stripFileName('C:\\Users\\me\\Rent Roll (1).pdf')).toBe('Rent Roll (1).pdf');
    expect(stripFileName('/tmp/a/b.pdf')).toBe('b.pdf');
    expect(stripFileName('tax#2024?.pdf')).toBe('tax_2024_.pdf');
    expect(stripFileName(`${'x'.repeat(300)}.pdf`)).toHaveLength(200);
  });

  it('measures base64 without decoding it', () => {
    for (const size of [0, 1, 2, 3, 4, 5, 1000]) {
      expect(base64DecodedBytes(Buffer.alloc(size).toString('base64'))).toBe(size);
    }
  });
});

describe('documentUploadSchema', () => {
  it('accepts the §3 payload', () => {
    expect(v.parse(documentUploadSchema, upload)).toEqual(upload);
  });

  it('refuses a type not in the list', () => {
    expect(first({ ...upload, rentrollfilename: 'run.exe' })).toBe(DOCUMENT_MESSAGES.type);
  });

  it('refuses empty, non-base64 and too large content', () => {
    expect(first({ ...upload, rentrollfiledata: '' })).toBe(DOCUMENT_MESSAGES.empty);
    expect(first({ ...upload, rentrollfiledata: 'not base64!' })).toBe(DOCUMENT_MESSAGES.data);
    const tooLarge = 'A'.repeat(Math.ceil(((MAX_DOCUMENT_BYTES + 1) * 4) / 3) + 4);
    expect(first({ ...upload, rentrollfiledata: tooLarge })).toBe(DOCUMENT_MESSAGES.tooLarge);
  });

  it('needs a file name and the deal', () => {
    expect(first({ ...upload, rentrollfilename: ' ' })).toBe(DOCUMENT_MESSAGES.name);
    expect(first({ ...upload, opportunityId: '' })).toBe(DOCUMENT_MESSAGES.opportunity);
  });
});

describe('documentListResponseSchema', () => {
  it('reads files of name, url and created_at', () => {
    const files = [{ name: 'a.pdf', url: '/x', created_at: '2026-03-01T10:00:00Z' }];
    expect(v.parse(documentListResponseSchema, { files })).toEqual({ files });
  });
});
