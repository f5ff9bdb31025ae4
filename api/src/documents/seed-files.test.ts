import { createTestApp, type TestApp } from '../test/helpers';
import { demoPdf, storeSeededDocumentFiles } from './seed-files';
import { localFileStorage } from './storage';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const listFiles = async (dealid: string) => {
  const token = await t.login('borrower@demo.test');
  const response = await t.as(token, {
    method: 'POST',
    url: '/lima/api/deals/getdocuments',
    payload: { dealid },
  });
  return (response.json() as { files: { name: string; url: string }[] }).files;
};

it('makes a one-page PDF naming the document', () => {
  const pdf = demoPdf('Purchase Contract (signed)').toString('latin1');
  expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
  expect(pdf).toContain('(Purchase Contract \\(signed\\)) Tj');
  const xref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf)?.[1]);
  expect(pdf.slice(xref, xref + 4)).toBe('xref');
});

it('stores the seeded documents once, so each one listed also downloads', async () => {
  const storage = localFileStorage(t.uploadDir);
  const [before] = await listFiles('D1011');
  expect((await t.app.inject({ method: 'GET', url: before?.url ?? '' })).statusCode).toBe(404);

  expect(await storeSeededDocumentFiles(t.db, storage)).toBeGreaterThan(0);
  expect(await storeSeededDocumentFiles(t.db, storage)).toBe(0);

  for (const file of await listFiles('D1011')) {
    const got = await t.app.inject({ method: 'GET', url: file.url });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(got.body).toContain(file.name.replace(/\.pdf$/, ''));
  }
});
