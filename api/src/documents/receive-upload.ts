// Receives a document upload as it streams in: the JSON body is parsed incrementally, the base64
// file field is decoded piece by piece straight into a temp file (counted, hashed, its first bytes
// and text-ness noted), and every other field is kept for the schema. The file is never held whole
// in memory; anything over the limits stops the read at once; on any failure the temp file is gone.
import { createHash, randomUUID } from 'node:crypto';
import type { WriteStream } from 'node:fs';
import { mkdir, open, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { once } from 'node:events';
import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { DOCUMENT_MESSAGES } from '@lender/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../http/errors';
import { Base64Error, Base64StreamDecoder } from './base64-stream';
import { HEAD_BYTES } from './file-types';
import { FlatJsonError, FlatJsonObjectParser, type FlatJsonScalar } from './flat-json-stream';
import { processTempDir } from './temp-files';

interface ReceivedFile {
  tempPath: string;
  size: number;
  sha256: string;
  head: Buffer;
  utf8Text: boolean;
}

export interface ReceivedUpload {
  fields: Record<string, FlatJsonScalar>;
  /** null when the body had no file field (the temp file is already removed). */
  file: ReceivedFile | null;
}

interface ReceiveOptions {
  tempDir: string;
  /** The JSON key holding the base64 file. */
  fileKey: string;
  maxFileBytes: number;
  maxBodyBytes: number;
}

export const TOO_LARGE_MESSAGE = `${DOCUMENT_MESSAGES.tooLarge} ${DOCUMENT_MESSAGES.maxSize}`;
const tooLarge = () => new HttpError(413, TOO_LARGE_MESSAGE);

const FLAT_JSON_MESSAGES: Record<FlatJsonError['problem'], string> = {
  syntax: 'Request body is not valid JSON.',
  nested: 'Request body must be a JSON object of text fields.',
  'too-long': 'A field of the request is too long.',
  'too-many-keys': 'Request body has too many fields.',
  'duplicate-key': 'Request body has a field twice.',
};

/** Tracks what the decoded bytes are: size, hash, first bytes, and whether they are UTF-8 text. */
class FileFacts {
  size = 0;
  readonly hash = createHash('sha256');
  head = Buffer.alloc(0);
  utf8Text = true;
  private readonly text = new TextDecoder('utf-8', { fatal: true });

  add(bytes: Buffer): void {
    this.size += bytes.length;
    this.hash.update(bytes);
    if (this.head.length < HEAD_BYTES)
      this.head = Buffer.concat([this.head, bytes.subarray(0, HEAD_BYTES - this.head.length)]);
    if (!this.utf8Text) return;
    if (bytes.includes(0)) {
      this.utf8Text = false;
      return;
    }
    try {
      this.text.decode(bytes, { stream: true });
    } catch {
      this.utf8Text = false;
    }
  }

  finish(): void {
    if (!this.utf8Text) return;
    try {
      this.text.decode();
    } catch {
      this.utf8Text = false;
    }
  }
}

async function writeAll(out: WriteStream, chunks: Buffer[]): Promise<void> {
  for (const chunk of chunks) {
    if (!out.write(chunk)) await once(out, 'drain');
  }
}

async function receiveUpload(
  source: AsyncIterable<Buffer | string>,
  options: ReceiveOptions,
): Promise<ReceivedUpload> {
  await mkdir(options.tempDir, { recursive: true, mode: 0o700 });
  const tempPath = join(options.tempDir, randomUUID());
  // Opened before streaming, not lazily by the stream: a body refused within the first tick would
  // otherwise have its temp file created after the clean-up below had already run.
  const out = (await open(tempPath, 'wx', 0o600)).createWriteStream();
  const outError = new Promise<never>((_resolve, reject) => out.once('error', reject));
  outError.catch(() => undefined);
  const facts = new FileFacts();
  let pending: Buffer[] = [];
  const base64 = new Base64StreamDecoder((bytes) => {
    facts.add(bytes);
    if (facts.size > options.maxFileBytes) throw tooLarge();
    pending.push(bytes);
  });
  const parser = new FlatJsonObjectParser({
    streamedKey: options.fileKey,
    onStreamed: (text) => base64.write(text),
    maxFieldLength: 4096,
    maxKeys: 16,
  });
  const utf8 = new StringDecoder('utf8');
  let received = 0;
  const flush = async () => {
    const chunks = pending;
    pending = [];
    await Promise.race([writeAll(out, chunks), outError]);
  };

  // Read by hand, not with for-await: leaving that loop early would destroy the request stream,
  // and with it the socket the error answer goes out on (Fastify closes the connection after it).
  const chunks = source[Symbol.asyncIterator]();
  try {
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
      const chunk = next.value;
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      received += bytes.length;
      if (received > options.maxBodyBytes) throw tooLarge();
      parser.write(utf8.write(bytes));
      await flush();
    }
    parser.write(utf8.end());
    if (received === 0) throw badRequest('Request body is empty.');
    parser.end();
    if (parser.streamedSeen) base64.end();
    await flush();
    out.end();
    await Promise.race([once(out, 'finish'), outError]);
    facts.finish();
    const fields = Object.fromEntries(parser.fields);
    if (!parser.streamedSeen) {
      await rm(tempPath, { force: true });
      return { fields, file: null };
    }
    return {
      fields,
      file: {
        tempPath,
        size: facts.size,
        sha256: facts.hash.digest('hex'),
        head: facts.head,
        utf8Text: facts.utf8Text,
      },
    };
  } catch (error) {
    out.destroy();
    await rm(tempPath, { force: true });
    if (error instanceof FlatJsonError) throw badRequest(FLAT_JSON_MESSAGES[error.problem]);
    if (error instanceof Base64Error) throw badRequest(DOCUMENT_MESSAGES.data);
    throw error;
  }
}

export const UPLOAD_LOST =
  'The upload was lost before it could be stored. Please upload the file again.';

/**
 * The received file as a stream to store, opened now: a temp file gone since it was received (its
 * folder swept, deleted by hand) is this request's own error, never an unhandled stream error.
 */
export async function openReceivedFile(file: ReceivedFile): Promise<Readable> {
  try {
    return (await open(file.tempPath, 'r')).createReadStream();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new HttpError(500, UPLOAD_LOST);
    throw error;
  }
}

/**
 * Makes `scope` read its JSON bodies as a stream: the `fileKey` field (base64) is decoded
 * straight to a temp file under this process's temp folder (temp-files.ts), the other fields kept (receiveUpload). A
 * declared Content-Length over `maxBodyBytes` is refused before anything is read. Register the
 * upload route in a scope of its own: every other route keeps Fastify's buffering parser.
 */
export function streamUploadBodies(
  scope: FastifyInstance,
  uploadDir: string,
  options: { fileKey: string; maxFileBytes: number; maxBodyBytes: number },
): void {
  const tempDir = processTempDir(uploadDir);
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser(
    'application/json',
    async (request: FastifyRequest, payload: IncomingMessage): Promise<ReceivedUpload> => {
      const declared = Number(request.headers['content-length']);
      if (declared > options.maxBodyBytes) throw tooLarge();
      return receiveUpload(payload, { tempDir, ...options });
    },
  );
}
