// Deal documents of spec §3/§5/§7: the upload payload, its limits and the uploaded list.
import * as v from 'valibot';
import { idField } from './dealDetail';
import { textInput } from './fields';

export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;

export const DOCUMENT_MESSAGES = {
  /** Spec §5: a file over the limit shows both lines. */
  tooLarge: 'File size too large.',
  maxSize: 'Max file size is 20MB',
  type: 'This type of file cannot be uploaded.',
  empty: 'Empty file. Please do not upload blank files.',
  name: 'A file name is required.',
  data: 'The file content is missing or not base64.',
  opportunity: 'A deal id is required.',
  contentMismatch: 'The file content does not match its type.',
} as const;

/**
 * Allowed document types, by extension (spec §5: the list is not shown to users). The server
 * also checks that the content matches (a PDF starts with %PDF-, a PNG with its signature…).
 */
export const DOCUMENT_EXTENSIONS = [
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'xlsm',
  'csv',
  'txt',
  'jpg',
  'jpeg',
  'png',
  'gif',
  'heic',
  'tif',
  'tiff',
] as const;
export type DocumentExtension = (typeof DOCUMENT_EXTENSIONS)[number];

/** Lower-cased extension of a file name ('' when it has none). */
export const extensionOf = (fileName: string): string => {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 && dot < fileName.length - 1 ? fileName.slice(dot + 1).toLowerCase() : '';
};

export const isAllowedDocumentName = (fileName: string): boolean =>
  (DOCUMENT_EXTENSIONS as readonly string[]).includes(extensionOf(fileName));

/** The file's name without its folder or characters a file system would choke on. */
export const stripFileName = (fileName: string): string =>
  fileName
    .replace(/^.*[\\/]/, '')
    .replace(/[^\w.\- ()]/g, '_')
    .slice(-200);

/** Size of the bytes a base64 text decodes to (no decoding needed). */
export const base64DecodedBytes = (base64: string): number => {
  const clean = base64.replace(/\s/g, '');
  const padding = clean.endsWith('==') ? 2 : clean.endsWith('=') ? 1 : 0;
  return Math.floor((clean.length * 3) / 4) - padding;
};

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** True for base64 text (line breaks and spaces ignored). */
export const isBase64Text = (data: string): boolean => BASE64.test(data.replace(/\s/g, ''));

/**
 * POST deals/uploaddocument. `rentrollfiledata` is base64 (spec §3); `strippedname` the name the
 * file is stored under; `id` the deal again (either may carry it; opportunityId wins).
 */
export const documentUploadSchema = v.object({
  strippedname: v.optional(v.pipe(textInput(DOCUMENT_MESSAGES.name), v.maxLength(255))),
  rentrollfilename: v.pipe(
    textInput(DOCUMENT_MESSAGES.name),
    v.trim(),
    v.nonEmpty(DOCUMENT_MESSAGES.name),
    v.maxLength(255, DOCUMENT_MESSAGES.name),
    v.check(isAllowedDocumentName, DOCUMENT_MESSAGES.type),
  ),
  rentrollfiledata: v.pipe(
    v.string(DOCUMENT_MESSAGES.data),
    v.check(isBase64Text, DOCUMENT_MESSAGES.data),
    v.check((data) => base64DecodedBytes(data) > 0, DOCUMENT_MESSAGES.empty),
    v.check((data) => base64DecodedBytes(data) <= MAX_DOCUMENT_BYTES, DOCUMENT_MESSAGES.tooLarge),
  ),
  opportunityId: idField(DOCUMENT_MESSAGES.opportunity),
  id: v.optional(v.string()),
});
export type DocumentUpload = v.InferOutput<typeof documentUploadSchema>;

/** POST deals/uploaddocument answer: an authorized download link to the stored file. */
export const documentUploadResponseSchema = v.object({ url: v.string() });

export const documentFileSchema = v.object({
  name: v.string(),
  /** An authorized download link (only users who may see the deal can follow it). */
  url: v.string(),
  /** ISO date-time. */
  created_at: v.string(),
});
export type DocumentFile = v.InferOutput<typeof documentFileSchema>;

/** POST deals/getdocuments: newest first. */
export const documentListResponseSchema = v.object({ files: v.array(documentFileSchema) });
export type DocumentListResponse = v.InferOutput<typeof documentListResponseSchema>;

const LOC_ID_MESSAGE = 'A line of credit id is required.';

/** POST loc/getdocuments: a line of credit's files, same answer shape as deals/getdocuments. */
export const locDocumentsRequestSchema = v.object({ locId: idField(LOC_ID_MESSAGE) });
