import { createHash, randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { decodeJwt } from 'jose';
import * as v from 'valibot';
import {
  DOCUMENT_MESSAGES,
  MAX_DOCUMENT_BYTES,
  documentFileSchema,
  documentUploadResponseSchema,
} from '@lender/contracts';
import { IMPERSONATION_REFUSED } from '../impersonation/guard';
import { checkDealScopedAccess, viewAs } from '../test/access';
import { createTestApp, type TestApp } from '../test/helpers';
import { TEST_JWT_SECRET } from '../test/tokens';
import { createDownloadLinks, DOWNLOAD_LINK_TTL_SECONDS } from './download-links';
import { TOO_LARGE_MESSAGE } from './receive-upload';

const START = Date.UTC(2026, 2, 15, 9);
let clock = START;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  clock = START;
});

const UPLOAD = '/lima/api/deals/uploaddocument';
const pdf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(size - 9)]);
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

interface UploadFields {
  opportunityId?: unknown;
  rentrollfilename?: unknown;
  strippedname?: unknown;
  id?: unknown;
}
/** The upload body as a stream of pieces (as a slow client would send it), file field last. */
const body = (fields: UploadFields, data: string): Readable => {
  const head = JSON.stringify(fields).slice(0, -1);
  const sep = head === '{' ? '' : ',';
  async function* pieces() {
    yield `${head}${sep}"rentrollfiledata":"`;
    for (let i = 0; i < data.length; i += 65_536) yield data.slice(i, i + 65_536);
    yield '"}';
  }
  return Readable.from(pieces());
};
/** An upload to `app` with `token` (D1009's Scan.pdf unless `fields` say otherwise). */
const uploadWith = (
  app: TestApp,
  token: string,
  file: Buffer | string,
  fields: UploadFields = {},
  headers: Record<string, string> = {},
) =>
  app.as(token, {
    method: 'POST',
    url: UPLOAD,
    headers: { 'content-type': 'application/json', ...headers },
    payload: body(
      { opportunityId: 'D1009', rentrollfilename: 'Scan.pdf', ...fields },
      typeof file === 'string' ? file : file.toString('base64'),
    ),
  });
const upload = async (
  file: Buffer | string,
  fields: UploadFields = {},
  email = 'borrower@demo.test',
  headers: Record<string, string> = {},
) => uploadWith(t, await t.login(email), file, fields, headers);
const storedFiles = () =>
  readdirSync(t.uploadDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
const documentCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('documents')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  );
const list = async (dealid: string, email = 'borrower@demo.test') =>
  t.as(await t.login(email), {
    method: 'POST',
    url: '/lima/api/deals/getdocuments',
    payload: { dealid },
  });
const download = (url: string) => t.app.inject({ method: 'GET', url });
/** The grant of `email`'s test session (its account and session, from the token's claims). */
const grantOf = async (email: string) => {
  const claims = decodeJwt(await t.login(email));
  return { accountId: String(claims.sub), sessionId: String(claims.sid) };
};

/** Runs `act` and checks that it stored no file and no row. */
const storesNothing = async (act: () => Promise<unknown>) => {
  const files = storedFiles();
  const rows = await documentCount();
  await act();
  expect(storedFiles()).toEqual(files);
  expect(await documentCount()).toBe(rows);
};

describe('POST deals/uploaddocument', () => {
  it('streams a multi-megabyte file to storage, records it and answers a working link', async () => {
    const file = pdf(6 * 1024 * 1024);
    const response = await upload(file, { strippedname: 'Inspection Report.pdf' });
    expect(response.statusCode).toBe(200);
    const { url } = v.parse(v.strictObject(documentUploadResponseSchema.entries), response.json());
    expect(url).toMatch(/^\/lima\/api\/documents\/[^/]+\/download\?token=/);

    const row = await t.db
      .selectFrom('documents')
      .selectAll()
      .where('name', '=', 'Inspection Report.pdf')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      deal_id: 'D1009',
      uploaded_by: 'acct-borrower',
      content_type: 'application/pdf',
      size_bytes: file.length,
      sha256: createHash('sha256').update(file).digest('hex'),
    });
    expect(row.storage_key).not.toContain('D1009');
    // No temp file is left behind.
    expect(storedFiles().filter((path) => path.includes('.incoming'))).toEqual([]);

    const got = await download(url);
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(file)).toBe(true);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.headers['content-disposition']).toBe(
      `attachment; filename="Inspection Report.pdf"; filename*=UTF-8''Inspection%20Report.pdf`,
    );
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.headers['content-length']).toBe(String(file.length));
  });

  it('refuses a file over 20 MB with 413 while it streams, storing nothing', async () => {
    await storesNothing(async () => {
      const response = await upload(pdf(MAX_DOCUMENT_BYTES + 1));
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({
        statusCode: 413,
        error: 'Payload Too Large',
        message: TOO_LARGE_MESSAGE,
      });
    });
    expect(TOO_LARGE_MESSAGE).toBe('File size too large. Max file size is 20MB');
  });

  it('accepts exactly 20 MB', async () => {
    expect((await upload(pdf(MAX_DOCUMENT_BYTES), { strippedname: 'max.pdf' })).statusCode).toBe(
      200,
    );
  });

  it('refuses a declared body over the limit before reading it', async () => {
    await storesNothing(async () => {
      const response = await upload(pdf(100), {}, 'borrower@demo.test', {
        'content-length': String(40 * 1024 * 1024),
      });
      expect(response.statusCode).toBe(413);
    });
  });

  it.each([
    ['PNG bytes named .pdf', PNG, { rentrollfilename: 'a.pdf' }, DOCUMENT_MESSAGES.contentMismatch],
    [
      'a PDF named .xlsx',
      pdf(100),
      { rentrollfilename: 'a.xlsx' },
      DOCUMENT_MESSAGES.contentMismatch,
    ],
    [
      'binary named .csv',
      Buffer.from([0x61, 0, 0x62]),
      { rentrollfilename: 'a.csv' },
      DOCUMENT_MESSAGES.contentMismatch,
    ],
    [
      'invalid UTF-8 named .txt',
      Buffer.from([0x61, 0xc3, 0x28]),
      { rentrollfilename: 'a.txt' },
      DOCUMENT_MESSAGES.contentMismatch,
    ],
    ['an .exe', Buffer.from('MZ'), { rentrollfilename: 'setup.exe' }, DOCUMENT_MESSAGES.type],
    ['a stored name of another type', pdf(100), { strippedname: 'a.exe' }, DOCUMENT_MESSAGES.type],
    ['an empty file', Buffer.alloc(0), {}, DOCUMENT_MESSAGES.empty],
    ['text that is not base64', '%%%%', {}, DOCUMENT_MESSAGES.data],
    ['a missing file name', pdf(100), { rentrollfilename: '' }, DOCUMENT_MESSAGES.name],
    ['a missing deal', pdf(100), { opportunityId: '' }, DOCUMENT_MESSAGES.opportunity],
    ['a number as the deal', pdf(100), { opportunityId: 1009 }, DOCUMENT_MESSAGES.opportunity],
  ] as const)('refuses %s with 400, storing nothing', async (_name, file, fields, message) => {
    await storesNothing(async () => {
      const response = await upload(file, fields);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message });
    });
  });

  it('keeps UTF-8 csv files and strips folders from names', async () => {
    const csv = Buffer.from('unit,rent\n1A,1 250 €\n');
    const response = await upload(csv, {
      rentrollfilename: 'C:\\Users\\jordan\\rent roll.csv',
      strippedname: '../../etc/rent roll.csv',
    });
    expect(response.statusCode).toBe(200);
    const files = (await list('D1009')).json().files as { name: string; url: string }[];
    const stored = files.find((file) => file.name === 'rent roll.csv');
    const got = await download(stored?.url ?? '');
    expect(got.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(got.rawPayload.equals(csv)).toBe(true);
  });

  it('refuses malformed, nested and non-JSON bodies with 4xx, never 500', async () => {
    const token = await t.login('borrower@demo.test');
    const send = (payload: string, type = 'application/json') =>
      t.as(token, { method: 'POST', url: UPLOAD, headers: { 'content-type': type }, payload });
    await storesNothing(async () => {
      for (const payload of [
        '{"opportunityId":"D1009","rentrollfiledata":"QUJD',
        '{"opportunityId":{"x":1},"rentrollfilename":"a.pdf","rentrollfiledata":"QUJD"}',
        '{"rentrollfiledata":["QUJD"]}',
        '[]',
        'null',
        '{"opportunityId":"D1009","rentrollfilename":"a.pdf"}',
        '{"opportunityId":"D1009","rentrollfilename":"a.pdf","rentrollfiledata":42}',
        `{"opportunityId":"D1009","strippedname":"${'x'.repeat(5000)}.pdf","rentrollfilename":"a.pdf","rentrollfiledata":"JVBERi0="}`,
      ]) {
        const response = await send(payload);
        expect([payload.slice(0, 40), response.statusCode]).toEqual([payload.slice(0, 40), 400]);
      }
      expect((await send('hello', 'text/plain')).statusCode).toBe(415);
    });
  });

  it('refuses another borrower’s deal with the same 404 as a missing deal, storing nothing', async () => {
    await storesNothing(async () => {
      const other = await upload(pdf(100), {}, 'borrower2@demo.test');
      const missing = await upload(pdf(100), { opportunityId: 'D9999' }, 'borrower2@demo.test');
      expect(other.statusCode).toBe(404);
      expect(other.body).toBe(missing.body);
    });
  });

  it('lets a broker upload to a brokered deal', async () => {
    const response = await upload(pdf(100), { opportunityId: 'D1004' }, 'broker@demo.test');
    expect(response.statusCode).toBe(200);
  });

  it('refuses anonymous callers, leads and employees viewing the account before reading', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: UPLOAD,
      headers: { 'content-type': 'application/json' },
      payload: body(
        { opportunityId: 'D1009', rentrollfilename: 'a.pdf' },
        pdf(100).toString('base64'),
      ),
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await upload(pdf(100), {}, 'lead@demo.test')).statusCode).toBe(403);
    const viewing = await viewAs(t, 'borrower@demo.test');
    const response = await uploadWith(t, viewing, pdf(100), { rentrollfilename: 'a.pdf' });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(IMPERSONATION_REFUSED);
  });
});

describe('POST deals/getdocuments', () => {
  it('lists a deal’s files newest first with fresh download links', async () => {
    const response = await list('D1011');
    expect(response.statusCode).toBe(200);
    const { files } = v.parse(
      v.strictObject({ files: v.array(v.strictObject(documentFileSchema.entries)) }),
      response.json(),
    );
    expect(files.map((file) => file.name).sort()).toEqual([
      'Operating Statement.pdf',
      'Rent Roll.pdf',
    ]);
    const created = files.map((file) => file.created_at);
    expect([...created].sort().reverse()).toEqual(created);
    expect(created[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(files[0]?.url).toMatch(/^\/lima\/api\/documents\/doc-D1011-\d\/download\?token=/);
  });

  it('answers an empty list for a deal without documents', async () => {
    expect((await list('D1012')).json()).toEqual({ files: [] });
  });

  it('lets an employee viewing the account list the files', async () => {
    const viewing = await viewAs(t, 'borrower@demo.test');
    const response = await t.as(viewing, {
      method: 'POST',
      url: '/lima/api/deals/getdocuments',
      payload: { dealid: 'D1011' },
    });
    expect(response.json().files).toHaveLength(2);
  });

  it('checks access like every deal-scoped endpoint', async () => {
    await checkDealScopedAccess(t, {
      url: '/lima/api/deals/getdocuments',
      body: (dealid) => ({ dealid }),
    });
  });
});

describe('GET documents/:id/download', () => {
  const links = createDownloadLinks(TEST_JWT_SECRET, () => clock);

  const uploaded = async (dealId = 'D1004', email = 'borrower@demo.test') => {
    const response = await upload(pdf(1000), { opportunityId: dealId }, email);
    const url = response.json().url as string;
    const id = decodeURIComponent(/documents\/([^/]+)\/download/.exec(url)?.[1] ?? '');
    return { url, id };
  };

  it('refuses an expired link', async () => {
    const { url } = await uploaded();
    clock += (DOWNLOAD_LINK_TTL_SECONDS - 60) * 1000;
    expect((await download(url)).statusCode).toBe(200);
    clock += 120 * 1000;
    const expired = await download(url);
    expect(expired.statusCode).toBe(403);
    expect(expired.json().message).toBe('This download link is invalid or has expired.');
  });

  it('refuses forged, tampered, missing and other documents’ tokens', async () => {
    const { url, id } = await uploaded();
    const token = new URL(url, 'http://x').searchParams.get('token') ?? '';
    const session = await t.login('borrower@demo.test');
    const other = await uploaded('D1009');
    const otherToken = new URL(other.url, 'http://x').searchParams.get('token') ?? '';
    const path = `/lima/api/documents/${encodeURIComponent(id)}/download`;
    for (const bad of [
      `${path}`,
      `${path}?token=`,
      `${path}?token=${token.slice(0, -2)}xx`,
      `${path}?token=${session}`,
      `${path}?token=${otherToken}`,
    ]) {
      expect([bad.slice(-12), (await download(bad)).statusCode]).toEqual([bad.slice(-12), 403]);
    }
  });

  it('re-checks that the link’s account may still see the deal', async () => {
    const { id } = await uploaded('D1004', 'broker@demo.test');
    // A link made out to borrower2 (who cannot see D1004) does not open it.
    expect(
      (await download(await links.url(id, await grantOf('borrower2@demo.test')))).statusCode,
    ).toBe(404);
    const brokerLink = await links.url(id, await grantOf('broker@demo.test'));
    expect((await download(brokerLink)).statusCode).toBe(200);
    await t.db
      .deleteFrom('broker_deals')
      .where('account_id', '=', 'acct-broker')
      .where('deal_id', '=', 'D1004')
      .execute();
    try {
      expect((await download(brokerLink)).statusCode).toBe(404);
    } finally {
      await t.db
        .insertInto('broker_deals')
        .values({ account_id: 'acct-broker', deal_id: 'D1004' })
        .execute();
    }
  });

  it('answers 404 when the stored file is gone', async () => {
    // Seeded documents are records only: no bytes were ever stored for them.
    const link = await links.url('doc-D1011-1', await grantOf('borrower@demo.test'));
    expect((await download(link)).statusCode).toBe(404);
  });

  it('lives five minutes', () => {
    expect(DOWNLOAD_LINK_TTL_SECONDS).toBe(300);
  });

  it('is refused for a session of another account', async () => {
    const { id } = await uploaded();
    const borrower = await grantOf('borrower@demo.test');
    const { sessionId } = await grantOf('borrower2@demo.test');
    const link = await links.url(id, { accountId: borrower.accountId, sessionId });
    expect((await download(link)).statusCode).toBe(403);
  });
});

describe('a download link ends with the session it was issued under', () => {
  // An app of its own: these sessions end, and a session is idle after a minute without a call.
  let g: TestApp;
  beforeAll(async () => {
    g = await createTestApp({ now: () => clock, env: { SESSION_IDLE_MINUTES: '1' } });
  });
  afterAll(async () => {
    await g.close();
  });

  const linkFor = async (token: string) => {
    const response = await uploadWith(g, token, pdf(800), { opportunityId: 'D1004' });
    expect(response.statusCode).toBe(200);
    return response.json().url as string;
  };
  const fetchLink = (url: string) => g.app.inject({ method: 'GET', url });
  const signIn = async (password = 'Demo-pass-2026') => {
    const response = await g.app.inject({
      method: 'POST',
      url: '/lima/api/users/validate',
      payload: { username: 'borrower@demo.test', password },
    });
    return response.json().data.token as string;
  };

  it('at sign-out', async () => {
    const token = await signIn();
    const url = await linkFor(token);
    expect((await fetchLink(url)).statusCode).toBe(200);
    await g.as(token, { method: 'POST', url: '/lima/api/users/logout', payload: {} });
    const refused = await fetchLink(url);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This download link is invalid or has expired.');
  });

  it('at a password change', async () => {
    const url = await linkFor(await signIn());
    await g.app.inject({
      method: 'POST',
      url: '/lima/api/users/gettoken',
      payload: { email: 'borrower@demo.test', sendEmail: true },
    });
    const { messages } = (await g.app.inject({ method: 'GET', url: '/lima/api/dev/mail' })).json();
    const reset = (messages as { to: string; links: string[] }[]).find(
      (message) => message.to === 'borrower@demo.test',
    )?.links[0];
    const resetToken = reset?.slice(reset.lastIndexOf('/') + 1) ?? '';
    const changed = await g.as(resetToken, {
      method: 'POST',
      url: '/lima/api/users/updatepassword',
      payload: { email: 'borrower@demo.test', password: 'Changed-pass-2026' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await fetchLink(url)).statusCode).toBe(403);
  });

  it('when the session expires', async () => {
    const url = await linkFor(await signIn('Changed-pass-2026'));
    clock += 2 * 60_000;
    expect((await fetchLink(url)).statusCode).toBe(200);
    // Idle past SESSION_IDLE_MINUTES (and the minute its last call may lag): the link is younger
    // than its five minutes, but its session is over.
    clock += 60_000;
    expect((await fetchLink(url)).statusCode).toBe(403);
  });
});

describe('POST loc/getdocuments', () => {
  const locDocs = async (locId: unknown, email = 'borrower@demo.test') =>
    t.as(await t.login(email), {
      method: 'POST',
      url: '/lima/api/loc/getdocuments',
      payload: { locId } as object,
    });

  it('lists the files of the caller’s own line of credit', async () => {
    const response = await locDocs('loc-ellis-holdings-2');
    expect(response.statusCode).toBe(200);
    const { files } = v.parse(
      v.strictObject({ files: v.array(v.strictObject(documentFileSchema.entries)) }),
      response.json(),
    );
    expect(files.map((file) => file.name)).toEqual(['Operating Agreement.pdf']);
    expect((await locDocs('loc-brooks-1', 'lead@demo.test')).json()).toEqual({ files: [] });
  });

  it('answers the same 404 for another borrower’s LOC and a missing one', async () => {
    const other = await locDocs('loc-ellis-holdings-2', 'borrower2@demo.test');
    const missing = await locDocs('loc-nope', 'borrower2@demo.test');
    expect(other.statusCode).toBe(404);
    expect(other.body).toBe(missing.body);
    expect((await locDocs('loc-ellis-holdings-2', 'broker@demo.test')).statusCode).toBe(404);
  });

  it('refuses bad input with 400 and no token with 401', async () => {
    for (const locId of [42, '', 'x'.repeat(65)])
      expect((await locDocs(locId)).statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/lima/api/loc/getdocuments',
      payload: { locId: 'loc-ellis-holdings-2' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
