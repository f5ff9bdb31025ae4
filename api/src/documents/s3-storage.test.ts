// The S3 storage against s3rver, an S3-protocol server that checks each request's signature.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import S3rver from 's3rver';
import { parseS3Url, s3FileStorage } from './s3-storage';
import { StoredFileMissing } from './storage';

let server: S3rver;
let directory: string;
let endpoint: string;

beforeAll(async () => {
  directory = fs.mkdtempSync(path.join(os.tmpdir(), 'lender-s3-'));
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: 'uploads', configs: [] }],
  });
  const { port } = (await server.run()) as { port: number };
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await server.close();
  fs.rmSync(directory, { recursive: true, force: true });
});

const storageWith = (accessKey: string, bucket = 'uploads') =>
  s3FileStorage(parseS3Url(`${endpoint.replace('//', `//${accessKey}:S3RVER@`)}/${bucket}`)!);
const text = async (stream: Readable) => {
  let all = '';
  for await (const chunk of stream) all += chunk.toString();
  return all;
};

it('stores, reads and deletes a file', async () => {
  const storage = storageWith('S3RVER');
  const key = await storage.put(Readable.from([Buffer.from('budget '), Buffer.from('bytes')]));
  expect(key).toMatch(/^[0-9a-f]{2}\/[0-9a-f-]{36}$/);
  expect(await text(await storage.get(key))).toBe('budget bytes');
  await storage.delete(key);
  await expect(storage.get(key)).rejects.toBeInstanceOf(StoredFileMissing);
  await expect(storage.delete(key)).resolves.toBeUndefined();
});

it('fails when the store refuses the request', async () => {
  await expect(storageWith('UNKNOWN').put(Readable.from(['x']))).rejects.toThrow(
    /S3 PUT answered 403/,
  );
  await expect(storageWith('S3RVER', 'no-such-bucket').put(Readable.from(['x']))).rejects.toThrow(
    /S3 PUT answered 404/,
  );
});

it('reads S3_URL', () => {
  expect(parseS3Url('http://key:se%2Fcret@minio:9000/lender-files?region=eu-west-1')).toEqual({
    endpoint: 'http://minio:9000',
    bucket: 'lender-files',
    region: 'eu-west-1',
    accessKeyId: 'key',
    secretAccessKey: 'se/cret',
  });
  expect(parseS3Url('http://minio:9000/bucket')).toBeNull();
  expect(parseS3Url('ftp://k:s@minio/bucket')).toBeNull();
  expect(parseS3Url('http://k:s@minio:9000/')).toBeNull();
});
