// What an upload meets when the disk or the store fails under it: a temp file swept away while
// the body streams in (another replica, an operator), a full or read-only folder, an object store
// that does not answer. Each is that request's clean JSON error; the process lives on and the next
// upload works.
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import type { LightMyRequestResponse } from 'fastify';
import { STORAGE_UNAVAILABLE_MESSAGE, StorageUnavailable } from '../http/errors';
import { eventually } from '../test/eventually';
import { createTestApp, type TestApp } from '../test/helpers';
import { UPLOAD_LOST } from './receive-upload';
import { localFileStorage, type FileStorage } from './storage';
import { processTempDir } from './temp-files';

const PDF = Buffer.from('%PDF-1.4\n% upload fault test\n%%EOF\n').toString('base64');
const URL = '/lima/api/deals/uploaddocument';
const body = (name = 'a.pdf') => ({
  opportunityId: 'D1009',
  rentrollfilename: name,
  rentrollfiledata: PDF,
});

/** An error as the file system raises it. */
const fsError = (code: string) =>
  Object.assign(new Error(`${code}: simulated, write '/uploads/x'`), { code, syscall: 'write' });

describe('a temp file that disappears before it is stored', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('is a 500 with a JSON message for that request, and the next upload works', async () => {
    const token = await t.login('borrower@demo.test');
    const stream = new PassThrough();
    const answer: Promise<LightMyRequestResponse> = t.as(token, {
      method: 'POST',
      url: URL,
      headers: { 'content-type': 'application/json' },
      payload: stream,
    });
    stream.write(`{"opportunityId":"D1009","rentrollfilename":"gone.pdf","rentrollfiledata":"`);
    stream.write(PDF);
    // The body's temp file exists: sweep the whole temp area away, as another process could.
    const incoming = join(t.uploadDir, '.incoming');
    await eventually(() => {
      if (!readdirSync(processTempDir(t.uploadDir)).length) throw new Error('no temp file yet');
    });
    rmSync(incoming, { recursive: true, force: true });
    stream.end('"}');

    const response = await answer;
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ statusCode: 500, message: UPLOAD_LOST });

    const next = await t.as(token, { method: 'POST', url: URL, payload: body() });
    expect(next.statusCode).toBe(200);
  });
});

describe('a folder store that refuses to write', () => {
  it.each(['ENOSPC', 'EROFS', 'EACCES', 'EDQUOT'])(
    '%s is a 503 with a JSON message and an error log line, nothing recorded',
    async (code) => {
      const lines: string[] = [];
      const failing: FileStorage = {
        ...localFileStorage('/nonexistent'),
        async put(source) {
          source.destroy();
          throw fsError(code);
        },
      };
      const t = await createTestApp({
        storage: failing,
        env: { LOG_LEVEL: 'error' },
        logStream: { write: (l) => lines.push(l) },
      });
      try {
        const token = await t.login('borrower@demo.test');
        const before = await t.db.selectFrom('documents').select('id').execute();
        const response = await t.as(token, { method: 'POST', url: URL, payload: body() });
        expect(response.statusCode).toBe(503);
        expect(response.headers['retry-after']).toBeDefined();
        expect(response.json()).toEqual({
          statusCode: 503,
          error: 'Service Unavailable',
          message: STORAGE_UNAVAILABLE_MESSAGE,
        });
        expect(await t.db.selectFrom('documents').select('id').execute()).toEqual(before);
        const logged = lines.map((line) => JSON.parse(line) as { level: number; msg: string });
        expect(logged.some((l) => l.level === 50 && l.msg.startsWith('storage unavailable'))).toBe(
          true,
        );
      } finally {
        await t.close();
      }
    },
  );

  it('an object store that does not answer is a 503 too', async () => {
    const failing: FileStorage = {
      ...localFileStorage('/nonexistent'),
      async put(source: Readable) {
        source.destroy();
        throw new StorageUnavailable('S3 PUT failed: connect ECONNREFUSED');
      },
    };
    const t = await createTestApp({ storage: failing });
    try {
      const token = await t.login('borrower@demo.test');
      const response = await t.as(token, { method: 'POST', url: URL, payload: body() });
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toBe(STORAGE_UNAVAILABLE_MESSAGE);
    } finally {
      await t.close();
    }
  });
});

describe('readiness', () => {
  it('reports an upload folder that cannot be written', async () => {
    const t = await createTestApp();
    try {
      expect(
        (await t.app.inject({ method: 'GET', url: '/lima/api/health/ready' })).statusCode,
      ).toBe(200);
      // A file where the folder should be: nothing can be written under it.
      rmSync(t.uploadDir, { recursive: true, force: true });
      await import('node:fs/promises').then((fs) => fs.writeFile(t.uploadDir, 'not a folder'));
      const response = await t.app.inject({ method: 'GET', url: '/lima/api/health/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toMatch(
        /^Storage unavailable: the upload folder .* cannot be written/,
      );
    } finally {
      rmSync(t.uploadDir, { force: true });
      expect(existsSync(t.uploadDir)).toBe(false);
      await t.close();
    }
  });
});
