import { MAX_DOCUMENT_BYTES } from '@lender/contracts';
import {
  UPLOAD_MESSAGES,
  documentHref,
  fileKey,
  fileProblems,
  formatBytes,
  newestFirst,
  percentSent,
  sameDocument,
  uploadDate,
  uploadPayload,
} from './documentRules';

describe('fileProblems', () => {
  it('accepts an allowed type up to 20 MB', () => {
    expect(fileProblems({ name: 'Rent Roll.xlsx', size: MAX_DOCUMENT_BYTES })).toEqual([]);
  });

  it('refuses a larger file with both spec messages', () => {
    expect(fileProblems({ name: 'scan.pdf', size: MAX_DOCUMENT_BYTES + 1 })).toEqual([
      'File size too large.',
      'Max file size is 20MB',
    ]);
  });

  it('refuses a type outside the list, and an empty file', () => {
    expect(fileProblems({ name: 'setup.exe', size: 10 })).toEqual([
      'This type of file cannot be uploaded.',
    ]);
    expect(fileProblems({ name: 'blank.pdf', size: 0 })).toEqual([
      'Empty file. Please do not upload blank files.',
    ]);
  });
});

it('keys a file by name, size and date', () => {
  expect(fileKey({ name: 'a.pdf', size: 3, lastModified: 7 })).toBe('a.pdf|3|7');
});

it('builds the §3 upload payload', () => {
  expect(uploadPayload('deal-1', 'Tax #2024.pdf', 'QUJD')).toEqual({
    strippedname: 'Tax _2024.pdf',
    rentrollfilename: 'Tax #2024.pdf',
    rentrollfiledata: 'QUJD',
    opportunityId: 'deal-1',
    id: 'deal-1',
  });
});

it('dates an upload by the viewer’s day, not UTC’s', () => {
  // 02:30 UTC on the 17th is still the evening of the 16th in Texas.
  expect(uploadDate('2026-03-17T02:30:00.000Z', 'America/Chicago')).toBe('03/16/2026');
  expect(uploadDate('2026-03-17T02:30:00.000Z', 'UTC')).toBe('03/17/2026');
  expect(uploadDate('2026-03-17')).toBe('03/17/2026');
  expect(uploadDate('')).toBe('-');
});

it('makes one date format per time zone for a whole list', () => {
  const made = jest.spyOn(Intl, 'DateTimeFormat');
  try {
    const days = ['01', '02', '03'].map((day) =>
      uploadDate(`2026-04-${day}T12:00:00.000Z`, 'America/Denver'),
    );
    expect(days).toEqual(['04/01/2026', '04/02/2026', '04/03/2026']);
    expect(made.mock.calls.length).toBeLessThanOrEqual(1);
  } finally {
    made.mockRestore();
  }
});

it('orders the uploaded files newest first', () => {
  const file = (name: string, created_at: string) => ({ name, url: `/${name}`, created_at });
  const sorted = newestFirst([
    file('old', '2026-01-02T10:00:00Z'),
    file('bad', 'not a date'),
    file('new', '2026-03-01T09:00:00Z'),
    file('mid', '2026-02-01T09:00:00Z'),
  ]);
  expect(sorted.map((f) => f.name)).toEqual(['new', 'mid', 'old', 'bad']);
});

it('reports whole percents sent', () => {
  expect(percentSent(0, 0)).toBe(0);
  expect(percentSent(1, 3)).toBe(33);
  expect(percentSent(5, 4)).toBe(100);
});

it('formats sizes', () => {
  expect(formatBytes(512)).toBe('512 B');
  expect(formatBytes(1536)).toBe('1.5 KB');
  expect(formatBytes(20 * 1024 * 1024)).toBe('20 MB');
});

it('says how the upload went', () => {
  expect(UPLOAD_MESSAGES.success(1)).toBe('Your file was successfully uploaded!');
  expect(UPLOAD_MESSAGES.success(2)).toBe('Your files were successfully uploaded!');
});

it('points a download link at the API’s origin', () => {
  const link = '/lima/api/documents/doc-1/download?token=t';
  expect(documentHref(link, '')).toBe(link);
  expect(documentHref(link, 'https://api.lender.test')).toBe(`https://api.lender.test${link}`);
  expect(documentHref('https://files.test/a', 'https://api.lender.test')).toBe(
    'https://files.test/a',
  );
});

test('sameDocument: the link without its grant, or the same name uploaded at the same instant', () => {
  const listed = {
    name: 'A.pdf',
    url: '/d/1/download?token=old',
    created_at: '2026-01-01T00:00:00Z',
  };
  expect(sameDocument(listed, { ...listed, url: '/d/1/download?token=new' })).toBe(true);
  expect(sameDocument(listed, { ...listed, url: 'https://files.test/signed?sig=2' })).toBe(true);
  expect(sameDocument(listed, { ...listed, url: '/d/2/download', name: 'B.pdf' })).toBe(false);
  expect(
    sameDocument(listed, { ...listed, url: '/d/2/download', created_at: '2026-01-02T00:00:00Z' }),
  ).toBe(false);
});
