// Servicing files: files[] of base64 JSON objects, decoded one at a time and checked like deal
// documents (type by name AND by content, non-empty, 4 MB each, 4 MB combined), then put through
// FileStorage. Nothing here logs or echoes a file's bytes.
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  base64DecodedBytes,
  isBase64Text,
  MAX_SERVICING_FILE_BYTES,
  MAX_SERVICING_TOTAL_BYTES,
  SERVICING_FILE_MESSAGES,
  stripFileName,
  type ServicingFile,
} from '@lender/contracts';
import {
  contentMatches,
  CONTENT_TYPES,
  documentExtension,
  HEAD_BYTES,
} from '../documents/file-types';
import type { FileStorage } from '../documents/storage';
import { badRequest, HttpError } from '../http/errors';

/** A whole servicing body: 4 MB of files in base64 (~5.6 MB) plus the answers and the summary. */
export const MAX_SERVICING_BODY_BYTES = 6 * 1024 * 1024;

export interface DecodedFile {
  name: string;
  /** The document slot the file fills (extension, loss draft), else null. */
  field: string | null;
  bytes: Buffer;
  contentType: string;
  sha256: string;
}

export interface StoredFile extends DecodedFile {
  key: string;
}

const payloadTooLarge = (message: string) => new HttpError(413, message);

/**
 * Checks and decodes files[]: every rule is checked before anything is stored; the first problem
 * is a 400 (413 for sizes).
 */
export function decodeServicingFiles(
  files: readonly ServicingFile[],
  allowed: readonly string[],
): DecodedFile[] {
  let total = 0;
  for (const file of files) {
    const ext = documentExtension(stripFileName(file.fileName));
    if (!ext || !allowed.includes(ext)) throw badRequest(SERVICING_FILE_MESSAGES.type);
    if (!isBase64Text(file.fileData)) throw badRequest(SERVICING_FILE_MESSAGES.data);
    const size = base64DecodedBytes(file.fileData);
    if (size <= 0) throw badRequest(SERVICING_FILE_MESSAGES.empty);
    if (size > MAX_SERVICING_FILE_BYTES) throw payloadTooLarge(SERVICING_FILE_MESSAGES.tooLarge);
    total += size;
  }
  if (total > MAX_SERVICING_TOTAL_BYTES)
    throw payloadTooLarge(SERVICING_FILE_MESSAGES.combinedTooLarge);

  return files.map((file) => {
    const name = stripFileName(file.fileName);
    const ext = documentExtension(name);
    const bytes = Buffer.from(file.fileData, 'base64');
    if (!ext) throw badRequest(SERVICING_FILE_MESSAGES.type);
    if (bytes.length === 0) throw badRequest(SERVICING_FILE_MESSAGES.empty);
    if (!contentMatches(ext, { head: bytes.subarray(0, HEAD_BYTES), utf8Text: false }))
      throw badRequest(SERVICING_FILE_MESSAGES.contentMismatch);
    return {
      name,
      field: file.field ?? null,
      bytes,
      contentType: CONTENT_TYPES[ext],
      sha256: createHash('sha256').update(bytes).digest('hex'),
    };
  });
}

/** Removes stored files (best effort: a failure to remove is not the caller's error). */
export async function deleteStored(storage: FileStorage, keys: readonly string[]): Promise<void> {
  await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
}

/** Puts every file in storage; when one fails, the ones already stored are removed. */
export async function storeFiles(
  storage: FileStorage,
  files: readonly DecodedFile[],
): Promise<StoredFile[]> {
  const stored: StoredFile[] = [];
  try {
    for (const file of files) {
      const key = await storage.put(Readable.from([file.bytes]));
      stored.push({ ...file, key });
    }
  } catch (error) {
    await deleteStored(
      storage,
      stored.map((file) => file.key),
    );
    throw error;
  }
  return stored;
}
