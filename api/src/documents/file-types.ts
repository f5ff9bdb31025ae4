// Which files a deal accepts: the extension must be on the allow-list (@lender/contracts) AND the
// content must be what the extension says, judged by its first bytes (or, for csv/txt, by being
// UTF-8 text without NUL). The stored content type comes from the extension, never the client.
import { extensionOf, type DocumentExtension } from '@lender/contracts';

export interface SniffedContent {
  /** The first bytes of the file (at least 16 when the file has them). */
  head: Buffer;
  /** The whole file is valid UTF-8 without a NUL byte. */
  utf8Text: boolean;
}

export const HEAD_BYTES = 16;

const startsWith = (head: Buffer, ...signature: number[]): boolean =>
  head.length >= signature.length && signature.every((byte, index) => head[index] === byte);
const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

const PDF = ascii('%PDF-');
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

const isHeif = (head: Buffer): boolean =>
  head.length >= 12 &&
  head.toString('latin1', 4, 8) === 'ftyp' &&
  HEIF_BRANDS.has(head.toString('latin1', 8, 12));

const CHECKS: Record<DocumentExtension, (content: SniffedContent) => boolean> = {
  pdf: ({ head }) => startsWith(head, ...PDF),
  png: ({ head }) => startsWith(head, ...PNG),
  jpg: ({ head }) => startsWith(head, ...JPEG),
  jpeg: ({ head }) => startsWith(head, ...JPEG),
  gif: ({ head }) => startsWith(head, ...ascii('GIF87a')) || startsWith(head, ...ascii('GIF89a')),
  tif: ({ head }) =>
    startsWith(head, 0x49, 0x49, 0x2a, 0x00) || startsWith(head, 0x4d, 0x4d, 0x00, 0x2a),
  tiff: ({ head }) =>
    startsWith(head, 0x49, 0x49, 0x2a, 0x00) || startsWith(head, 0x4d, 0x4d, 0x00, 0x2a),
  heic: ({ head }) => isHeif(head),
  // Office Open XML documents are ZIP packages; the legacy formats are OLE compound files.
  docx: ({ head }) => startsWith(head, ...ZIP),
  xlsx: ({ head }) => startsWith(head, ...ZIP),
  xlsm: ({ head }) => startsWith(head, ...ZIP),
  doc: ({ head }) => startsWith(head, ...OLE),
  xls: ({ head }) => startsWith(head, ...OLE),
  csv: ({ utf8Text }) => utf8Text,
  txt: ({ utf8Text }) => utf8Text,
};

export const CONTENT_TYPES: Record<DocumentExtension, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  heic: 'image/heic',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xlsm: 'application/vnd.ms-excel.sheet.macroEnabled.12',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  csv: 'text/csv; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
};

const isDocumentExtension = (ext: string): ext is DocumentExtension => ext in CHECKS;

/** The allowed extension of a file name, or null when the name's type is not accepted. */
export function documentExtension(fileName: string): DocumentExtension | null {
  const ext = extensionOf(fileName);
  return isDocumentExtension(ext) ? ext : null;
}

/** True when the content is what the extension says. */
export const contentMatches = (ext: DocumentExtension, content: SniffedContent): boolean =>
  CHECKS[ext](content);
