/** @jest-environment node */
// The real API runs in Node only (PGlite), where postJsonWithProgress goes through fetch; its
// XMLHttpRequest path is tested in the core against a local HTTP server.
import * as v from 'valibot';
import { documentListResponseSchema } from '@lender/contracts';
import { ApiError, write, type UploadProgress } from '@lender/shared';
import { liveApiForThisFile, readLive } from '@lender/shared/testing/live-api';
import { uploadPayload } from '../documentRules';
import { documentUploadWrite, documentsRead, parseDocuments } from './documents';

const api = liveApiForThisFile();
const fetchDocuments = (dealId: string) => readLive(documentsRead(dealId), parseDocuments);
const uploadDocument = (
  upload: Parameters<typeof documentUploadWrite>[0],
  onProgress: (progress: UploadProgress) => void,
) => write(documentUploadWrite(upload, onProgress));

const pdfBase64 = (text: string) => Buffer.from(`%PDF-1.4\n${text}\n%%EOF\n`).toString('base64');

it('lists a deal’s documents, newest first, each with a download link', async () => {
  await api.signInAs('borrower@demo.test');
  const files = await fetchDocuments('D1011');
  expect(files.length).toBeGreaterThan(0);
  expect(v.safeParse(documentListResponseSchema, { files }).issues).toBeUndefined();
  const times = files.map((file) => Date.parse(file.created_at));
  expect([...times].sort((a, b) => b - a)).toEqual(times);
  expect(files[0]?.url).toMatch(/^\/lima\/api\/documents\/.+\/download\?token=/);
});

it('uploads a file (progress reports it all sent); it then heads the list', async () => {
  await api.signInAs('borrower@demo.test');
  const progress: number[] = [];
  const { url } = await uploadDocument(
    uploadPayload('D1009', 'Live Upload.pdf', pdfBase64('live upload')),
    ({ loaded, total }) => progress.push(loaded / total),
  );
  expect(url).toMatch(/\/download\?token=/);
  expect(progress.at(-1)).toBe(1);
  const files = await fetchDocuments('D1009');
  expect(files[0]?.name).toBe('Live Upload.pdf');
});

it('refuses a file whose content does not match its type, with the server’s message', async () => {
  await api.signInAs('borrower@demo.test');
  const error: unknown = await uploadDocument(
    uploadPayload('D1009', 'Fake.pdf', Buffer.from('MZ not a pdf').toString('base64')),
    () => undefined,
  ).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ status: 400 });
});

it('keeps other people’s deals out of reach', async () => {
  await api.signInAs('broker@demo.test');
  await expect(fetchDocuments('D1009')).rejects.toMatchObject({ status: 404 });
});
