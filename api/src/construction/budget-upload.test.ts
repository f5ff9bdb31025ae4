import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  BUDGET_UPLOAD_MESSAGES,
  MAX_BUDGET_BYTES,
  budgetUploadResponseSchema,
} from '@lender/contracts';
import type { InjectOptions } from 'fastify';
import * as v from 'valibot';
import { TOO_LARGE_MESSAGE } from '../documents/receive-upload';
import { IMPERSONATION_REFUSED } from '../impersonation/guard';
import { viewAs } from '../test/access';
import { createTestApp, type TestApp } from '../test/helpers';

const URL = '/lima/api/deals/budget/new';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const XLSX = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), randomBytes(2048)]);
const XLS = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), randomBytes(512)]);
const PDF = Buffer.from('%PDF-1.7\nbudget');
const CSV = Buffer.from('code,name,budget\n01-100,Demolition,5000\n');

const upload = async (
  fields: Record<string, unknown>,
  email = 'borrower@demo.test',
  extra: Partial<InjectOptions> = {},
) =>
  t.as(await t.login(email), {
    method: 'POST',
    url: URL,
    payload: { opportunityid: 'D1001', budgetfilename: 'Budget.xlsx', ...fields },
    ...extra,
  });
const file = (bytes: Buffer) => ({ budgetfiledata: bytes.toString('base64') });
const uploadedCount = async (dealid: string, email = 'borrower@demo.test') =>
  (
    await t.as(await t.login(email), {
      method: 'POST',
      url: '/lima/api/deals/details',
      payload: { dealid },
    })
  ).json().deal[0].uploadedBudgets as number;
const storedFiles = () =>
  readdirSync(t.uploadDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));

describe('POST deals/budget/new', () => {
  it('stores each allowed type through the storage and counts it on the deal', async () => {
    const before = await uploadedCount('D1001');
    const cases: [string, Buffer][] = [
      ['Budget.xlsx', XLSX],
      ['Budget.xlsm', XLSX],
      ['Budget.xls', XLS],
      ['Budget.csv', CSV],
      ['Budget.pdf', PDF],
    ];
    for (const [budgetfilename, bytes] of cases) {
      const response = await upload({ budgetfilename, ...file(bytes) });
      expect(response.statusCode).toBe(200);
      const body = v.parse(budgetUploadResponseSchema, response.json());
      expect(body).toEqual(response.json());
    }
    expect(await uploadedCount('D1001')).toBe(before + cases.length);
    const row = await t.db
      .selectFrom('uploaded_budgets')
      .selectAll()
      .where('deal_id', '=', 'D1001')
      .where('file_name', '=', 'Budget.xls')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      size_bytes: XLS.length,
      uploaded_by: 'acct-borrower',
      content_type: 'application/vnd.ms-excel',
    });
    const stored = await t.db
      .selectFrom('uploaded_budgets')
      .select('storage_key')
      .where('deal_id', '=', 'D1001')
      .execute();
    const onDisk = storedFiles().map((path) => readFileSync(path));
    expect(onDisk.some((bytes) => bytes.equals(XLS))).toBe(true);
    expect(stored.length).toBe(before + cases.length);
  });

  it('refuses other types, mismatched content, empty and non-base64 files, storing nothing', async () => {
    const before = await uploadedCount('D1001');
    const files = storedFiles().length;
    const cases: [Record<string, unknown>, string][] = [
      [{ budgetfilename: 'Budget.docx', ...file(XLSX) }, BUDGET_UPLOAD_MESSAGES.type],
      [{ budgetfilename: 'Budget', ...file(XLSX) }, BUDGET_UPLOAD_MESSAGES.type],
      [{ budgetfilename: 'Budget.xlsx', ...file(PDF) }, BUDGET_UPLOAD_MESSAGES.contentMismatch],
      [{ budgetfilename: 'Budget.pdf', ...file(XLSX) }, BUDGET_UPLOAD_MESSAGES.contentMismatch],
      [{ budgetfilename: 'Budget.csv', ...file(XLS) }, BUDGET_UPLOAD_MESSAGES.contentMismatch],
      [{ budgetfilename: 'Budget.xlsx', budgetfiledata: '' }, BUDGET_UPLOAD_MESSAGES.empty],
      [{ budgetfilename: 'Budget.xlsx', budgetfiledata: '@@@' }, BUDGET_UPLOAD_MESSAGES.data],
      [{ budgetfilename: 'Budget.xlsx' }, BUDGET_UPLOAD_MESSAGES.data],
      [{ budgetfilename: '', ...file(XLSX) }, BUDGET_UPLOAD_MESSAGES.name],
      [{ opportunityid: '', ...file(XLSX) }, BUDGET_UPLOAD_MESSAGES.opportunity],
      [{ opportunityid: 7, ...file(XLSX) }, ''],
      [{ budgetfilename: { a: 1 }, ...file(XLSX) }, ''],
    ];
    for (const [fields, message] of cases) {
      const response = await upload(fields);
      expect(response.statusCode).toBe(400);
      if (message) expect(response.json().message).toBe(message);
    }
    for (const raw of ['{', '[]', 'nope']) {
      const response = await t.as(await t.login('borrower@demo.test'), {
        method: 'POST',
        url: URL,
        headers: { 'content-type': 'application/json' },
        payload: raw,
      });
      expect(response.statusCode).toBe(400);
    }
    expect(await uploadedCount('D1001')).toBe(before);
    expect(storedFiles()).toHaveLength(files);
  });

  it('refuses a file over 20 MB with 413', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(MAX_BUDGET_BYTES)]);
    const response = await upload({ budgetfilename: 'Budget.pdf', ...file(big) });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(TOO_LARGE_MESSAGE);
  });

  it('checks access: another borrower’s deal is the missing deal’s 404; brokers of the deal may', async () => {
    const other = await upload({ ...file(XLSX) }, 'borrower2@demo.test');
    const missing = await upload({ opportunityid: 'D9999', ...file(XLSX) }, 'borrower2@demo.test');
    expect(other.statusCode).toBe(404);
    expect(other.body).toBe(missing.body);
    const broker = await upload({ opportunityid: 'D2003', ...file(XLSX) }, 'broker@demo.test');
    expect(broker.statusCode).toBe(200);
    expect(await uploadedCount('D2003', 'broker@demo.test')).toBe(1);
    expect((await upload({ ...file(XLSX) }, 'wholesale@demo.test')).statusCode).toBe(404);
  });

  it('refuses anonymous callers, leads and employees viewing the account', async () => {
    const payload = { opportunityid: 'D1001', budgetfilename: 'B.xlsx', ...file(XLSX) };
    expect((await t.app.inject({ method: 'POST', url: URL, payload })).statusCode).toBe(401);
    expect((await upload(file(XLSX), 'lead@demo.test')).statusCode).toBe(403);
    const viewing = await t.as(await viewAs(t, 'borrower@demo.test'), {
      method: 'POST',
      url: URL,
      payload,
    });
    expect(viewing.statusCode).toBe(403);
    expect(viewing.json().message).toBe(IMPERSONATION_REFUSED);
  });
});
