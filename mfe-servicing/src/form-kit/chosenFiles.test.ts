import {
  EXTENSION_FILE_EXTENSIONS,
  MAX_SERVICING_FILE_BYTES,
  SERVICING_FILE_MESSAGES,
} from '@lender/contracts';
import {
  acceptOf,
  describeFile,
  filesPayload,
  refusalOf,
  servicingFileProblems,
} from './chosenFiles';

const MB = 1024 * 1024;
const file = (name: string, size: number) => ({ name, size });

describe('refusalOf', () => {
  it.each([
    ['a type not on the list', file('photo.exe', 10), SERVICING_FILE_MESSAGES.type],
    ['an empty file', file('policy.pdf', 0), SERVICING_FILE_MESSAGES.empty],
    ['a file over 4 MB', file('policy.pdf', 4 * MB + 1), SERVICING_FILE_MESSAGES.tooLarge],
  ])('refuses %s with the spec’s message', (_, chosen, message) => {
    expect(refusalOf(chosen, [], EXTENSION_FILE_EXTENSIONS)).toEqual([message]);
  });

  it('refuses a file that is fine alone but takes the selection over 4 MB combined', () => {
    expect(
      refusalOf(
        file('tax.pdf', 2 * MB),
        [file('policy.pdf', 2 * MB + 1)],
        EXTENSION_FILE_EXTENSIONS,
      ),
    ).toEqual([SERVICING_FILE_MESSAGES.combinedTooLarge]);
    expect(
      refusalOf(file('tax.pdf', 2 * MB), [file('policy.pdf', 2 * MB)], EXTENSION_FILE_EXTENSIONS),
    ).toEqual([]);
  });

  it('names a too-large file’s own problem, not the combined size', () => {
    expect(
      refusalOf(file('big.pdf', 5 * MB), [file('a.pdf', 1)], EXTENSION_FILE_EXTENSIONS),
    ).toEqual([SERVICING_FILE_MESSAGES.tooLarge]);
  });
});

it('builds the accept list and describes a file', () => {
  expect(acceptOf(['pdf', 'xls'])).toBe('.pdf,.xls');
  expect(describeFile(file('a.pdf', 2048))).toBe('a.pdf (2 KB)');
  expect(describeFile(file('b.pdf', 1.5 * MB))).toBe('b.pdf (1.5 MB)');
});

it('sends each file as base64 with its name and, when given, its document', async () => {
  const files = await filesPayload([
    ['property_tax', new File(['%PDF-1.4'], 'tax.pdf')],
    [undefined, new File(['hi'], 'note.pdf')],
  ]);
  expect(files).toEqual([
    { fileName: 'tax.pdf', fileData: btoa('%PDF-1.4'), field: 'property_tax' },
    { fileName: 'note.pdf', fileData: btoa('hi') },
  ]);
});

describe('servicingFileProblems (the file rules)', () => {
  const extensionFileProblems = (files: { name: string; size: number }[]) =>
    servicingFileProblems(files, EXTENSION_FILE_EXTENSIONS);
  it('gives the three spec messages and the type message', () => {
    expect(extensionFileProblems([{ name: 'a.pdf', size: 10 }])).toEqual([]);
    expect(extensionFileProblems([{ name: 'a.pdf', size: 0 }])).toEqual([
      SERVICING_FILE_MESSAGES.empty,
    ]);
    expect(extensionFileProblems([{ name: 'a.pdf', size: MAX_SERVICING_FILE_BYTES + 1 }])).toEqual([
      SERVICING_FILE_MESSAGES.tooLarge,
      SERVICING_FILE_MESSAGES.combinedTooLarge,
    ]);
    expect(
      extensionFileProblems([
        { name: 'a.xlsx', size: 3 * 1024 * 1024 },
        { name: 'b.docx', size: 2 * 1024 * 1024 },
      ]),
    ).toEqual(['Combined file sizes too large. Max total file size is 4MB.']);
    expect(extensionFileProblems([{ name: 'a.exe', size: 1 }])).toEqual([
      SERVICING_FILE_MESSAGES.type,
    ]);
    expect(extensionFileProblems([{ name: 'a.png', size: 1 }])).toEqual([
      SERVICING_FILE_MESSAGES.type,
    ]);
  });
});
