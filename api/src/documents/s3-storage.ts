// Files in an S3-compatible object store (S3_URL): MinIO in docker-compose, S3 or any store that
// speaks its API. Requests are signed with AWS Signature V4 (aws4fetch); objects are addressed by
// path (`<endpoint>/<bucket>/<key>`), which every S3-compatible store accepts.
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { AwsClient } from 'aws4fetch';
import { StorageUnavailable } from '../http/errors';
import { StoredFileMissing, type FileStorage } from './storage';

export interface S3Location {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** Reads S3_URL: http(s)://ACCESS_KEY:SECRET@host[:port]/bucket[?region=…]. */
export function parseS3Url(value: string): S3Location | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const bucket = url.pathname.replace(/^\/+|\/+$/g, '');
  if (!/^https?:$/.test(url.protocol) || !url.username || !url.password || !bucket) return null;
  if (bucket.includes('/')) return null;
  return {
    endpoint: `${url.protocol}//${url.host}`,
    bucket,
    region: url.searchParams.get('region') ?? 'us-east-1',
    accessKeyId: decodeURIComponent(url.username),
    secretAccessKey: decodeURIComponent(url.password),
  };
}

/** The stream's bytes in one ArrayBuffer-backed array (what fetch takes as a body). */
async function bytesOf(source: Readable): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Buffer[] = [];
  for await (const chunk of source) chunks.push(Buffer.from(chunk as Buffer));
  const all = Buffer.concat(chunks);
  const bytes = new Uint8Array(all.byteLength);
  bytes.set(all);
  return bytes;
}

export function s3FileStorage(location: S3Location): FileStorage {
  const client = new AwsClient({
    accessKeyId: location.accessKeyId,
    secretAccessKey: location.secretAccessKey,
    region: location.region,
    service: 's3',
  });
  const urlOf = (key: string) =>
    `${location.endpoint}/${location.bucket}/${key.split('/').map(encodeURIComponent).join('/')}`;
  const failure = (action: string, response: Response) =>
    new StorageUnavailable(`S3 ${action} answered ${response.status} ${response.statusText}`);
  /** A request to the store; one that gets no answer (refused, reset, timed out) is a fault too. */
  const send = async (action: string, url: string, init?: RequestInit): Promise<Response> => {
    try {
      return await client.fetch(url, init);
    } catch (error) {
      throw new StorageUnavailable(`S3 ${action} failed: ${(error as Error).message}`, {
        cause: error,
      });
    }
  };

  return {
    async put(source) {
      const id = randomUUID();
      const key = `${id.slice(0, 2)}/${id}`;
      // Uploads are at most a few MB (checked before they get here): one signed PUT of the bytes.
      const response = await send('PUT', urlOf(key), {
        method: 'PUT',
        body: await bytesOf(source),
        headers: { 'content-type': 'application/octet-stream' },
      });
      if (!response.ok) throw failure('PUT', response);
      return key;
    },
    async get(key) {
      const response = await send('GET', urlOf(key));
      if (response.status === 404) throw new StoredFileMissing();
      if (!response.ok || !response.body) throw failure('GET', response);
      return Readable.fromWeb(response.body as import('node:stream/web').ReadableStream);
    },
    async delete(key) {
      const response = await send('DELETE', urlOf(key), { method: 'DELETE' });
      if (!response.ok && response.status !== 404) throw failure('DELETE', response);
    },
  };
}
