import { EXTENSION_MESSAGES, EXTENSION_SUCCESS, SERVICING_FILE_MESSAGES } from '@lender/contracts';
import { IMPERSONATION_REFUSED } from '../impersonation/guard';
import { viewAs } from '../test/access';
import { createTestApp, type TestApp } from '../test/helpers';
import { EMPTY_SUMMARY } from './extension';
import { clearUploads, footprint, mailsTo, PDF_BASE64, pdfFile, ZIP_BASE64 } from './testing';

const URL = '/lima/api/extension-request';
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ now: () => Date.UTC(2026, 2, 15, 12) });
  token = await t.login('borrower@demo.test');
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.db.deleteFrom('servicing_requests').execute();
  await t.db.deleteFrom('mail_outbox').execute();
  clearUploads(t.uploadDir);
});

const REQUIRED_FILES = [
  pdfFile('risk_hazard_policy'),
  pdfFile('risk_policy_paid_receipt'),
  pdfFile('property_tax'),
];
const extension = (overrides: Record<string, unknown> = {}) => ({
  email: 'jordan@demo.test',
  loan_number: 'LN-1004',
  borrower_name: 'Jordan Ellis',
  property_address: '4810 Bull Creek Rd',
  received_extensions: 'No',
  exit_strategy: 'List to Sell',
  reason_for_delay: 'Permitting Delays',
  delay_elaboration: 'City review took &#62; 60 days',
  monthly_payments: 'Yes',
  extension_fee: true,
  link_to_listing: 'https://listing.example/4810',
  price_plan_to_reduce: 'No',
  body: '<h2>Extension request</h2><p>Loan LN-1004</p>',
  files: REQUIRED_FILES,
  ...overrides,
});
const post = (payload: unknown, as = token) =>
  t.as(as, { method: 'POST', url: URL, payload: payload as object });

async function expectNothingStored() {
  expect(await footprint(t)).toEqual({ requests: 0, documents: 0, mails: 0, files: 0 });
}

describe('POST extension-request', () => {
  it('stores the request, its files and both mails', async () => {
    const files = [
      ...REQUIRED_FILES,
      { field: 'flood_policy', fileName: 'flood.docx', fileData: ZIP_BASE64 },
      pdfFile('flood_policy_paid_receipt'),
    ];
    const response = await post(extension({ files }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: EXTENSION_SUCCESS });
    const row = await t.db.selectFrom('servicing_requests').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'extension', deal_id: 'D1004', loan_number: 'LN-1004' });
    expect(row.payload).toMatchObject({
      exit_strategy: 'List to Sell',
      delay_elaboration: 'City review took &#62; 60 days',
    });
    expect(row.payload).not.toHaveProperty('files');
    const documents = await t.db
      .selectFrom('documents')
      .selectAll()
      .where('servicing_request_id', '=', row.id)
      .execute();
    expect(documents.map((d) => d.name).sort()).toEqual([
      'flood_policy: flood.docx',
      'flood_policy_paid_receipt: flood_policy_paid_receipt.pdf',
      'property_tax: property_tax.pdf',
      'risk_hazard_policy: risk_hazard_policy.pdf',
      'risk_policy_paid_receipt: risk_policy_paid_receipt.pdf',
    ]);
    expect(documents.find((d) => d.name.endsWith('.docx'))?.content_type).toContain(
      'wordprocessingml',
    );
    expect(await footprint(t)).toMatchObject({ files: 5, mails: 3 });
    const [confirmation] = await mailsTo(t, 'jordan@demo.test');
    expect(confirmation?.subject).toBe('Extension request received (loan LN-1004)');
    const [notice] = await mailsTo(t, 'servicing@lender.example');
    // Readable text, and the summary's HTML as an HTML part.
    expect(notice?.text_body).toContain('Extension request\n\nLoan LN-1004');
    expect(notice?.text_body).not.toMatch(/<\/?[a-z]/);
    expect(notice?.html_body).toContain('<h2>Extension request</h2><p>Loan LN-1004</p>');
    expect(notice?.text_body).toContain('flood.docx');
  });

  it('sanitizes the HTML summary before storing and mailing it', async () => {
    const body =
      '<p onclick="steal()">Hi<script>alert(1)</script></p><img src=x onerror="alert(2)">' +
      '<a href="javascript:alert(3)">link</a><style>p{}</style><iframe src="https://evil"></iframe>' +
      '<svg onload=alert(4)></svg><b>bold</b>';
    expect((await post(extension({ body }))).statusCode).toBe(200);
    const row = await t.db.selectFrom('servicing_requests').selectAll().executeTakeFirstOrThrow();
    const stored = (row.payload as { body: string }).body;
    const [notice] = await mailsTo(t, 'servicing@lender.example');
    for (const text of [stored, notice?.html_body ?? '', notice?.text_body ?? '']) {
      expect(text).not.toMatch(
        /<script|onerror|onclick|onload|javascript:|<img|<iframe|<svg|<style|alert/i,
      );
    }
    for (const html of [stored, notice?.html_body ?? '']) {
      expect(html).toContain('<p>Hi</p>');
      expect(html).toContain('<b>bold</b>');
    }
    expect(notice?.text_body).toMatch(/\n\nHi\n\nlinkbold$/);
  });

  it('shows the sanitized summary in the development mailbox, escaped on its page', async () => {
    const body = '<p>Plan</p><script>alert(1)</script><img src=x onerror=alert(2)>';
    expect((await post(extension({ body }))).statusCode).toBe(200);
    const mail = (await t.app.inject({ method: 'GET', url: '/lima/api/dev/mail' })).json() as {
      messages: { to: string; text: string }[];
    };
    const notice = mail.messages.find((m) => m.to === 'servicing@lender.example');
    expect(notice?.text).toMatch(/\n\nPlan$/);
    expect(notice?.text).not.toMatch(/<p>|script|onerror|alert/);
    const page = await t.app.inject({ method: 'GET', url: '/lima/api/dev/mailbox' });
    expect(page.body).toContain('Plan');
    expect(page.body).not.toMatch(/onerror|alert\(/);
  });

  it('refuses a summary with nothing left after sanitizing', async () => {
    const response = await post(extension({ body: '<script>alert(1)</script>' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(EMPTY_SUMMARY);
    await expectNothingStored();
  });

  it.each([
    ['no received_extensions', { received_extensions: '' }, 'Make a selection.'],
    ['an unknown exit strategy', { exit_strategy: 'Wait' }, EXTENSION_MESSAGES.exitStrategy],
    ['an unknown delay reason', { reason_for_delay: 'Weather' }, EXTENSION_MESSAGES.reasonForDelay],
    ['no fee agreement', { extension_fee: false }, EXTENSION_MESSAGES.extensionFee],
    ['no listing link nor agreement', { link_to_listing: '' }, EXTENSION_MESSAGES.listing],
    [
      'a reduction plan without its date',
      { price_plan_to_reduce: 'Yes' },
      EXTENSION_MESSAGES.reductionDate,
    ],
    [
      'Under Contract without its closing date',
      { exit_strategy: 'Under Contract' },
      EXTENSION_MESSAGES.closingDate,
    ],
    [
      'another lender without the commitment letter',
      {
        exit_strategy: 'Refinance with another lender',
        lenders_contact_information: 'Bank',
        applied_to_refinance: 'Yes',
        expected_closing_date: '2026-05-01',
      },
      EXTENSION_MESSAGES.commitmentLetter,
    ],
    [
      'a flood policy without its receipt',
      { files: [...REQUIRED_FILES, pdfFile('flood_policy')] },
      EXTENSION_MESSAGES.floodPaidReceipt,
    ],
    ['no property tax file', { files: REQUIRED_FILES.slice(0, 2) }, EXTENSION_MESSAGES.propertyTax],
    ['no summary', { body: '' }, EXTENSION_MESSAGES.summary],
    ['a number for the email', { email: 42 }, EXTENSION_MESSAGES.email],
    ['files not a list', { files: 'x' }, 'files must be a list of files.'],
    [
      'a file without a slot',
      { files: [...REQUIRED_FILES, pdfFile(undefined)] },
      SERVICING_FILE_MESSAGES.slot,
    ],
    [
      'a file of a refused type',
      {
        files: [
          ...REQUIRED_FILES.slice(1),
          { field: 'risk_hazard_policy', fileName: 'a.exe', fileData: PDF_BASE64 },
        ],
      },
      SERVICING_FILE_MESSAGES.type,
    ],
    [
      'a png (not an extension type)',
      {
        files: [
          ...REQUIRED_FILES.slice(1),
          { field: 'risk_hazard_policy', fileName: 'a.png', fileData: PDF_BASE64 },
        ],
      },
      SERVICING_FILE_MESSAGES.type,
    ],
    [
      'an empty file',
      {
        files: [
          ...REQUIRED_FILES.slice(1),
          { field: 'risk_hazard_policy', fileName: 'a.pdf', fileData: '' },
        ],
      },
      SERVICING_FILE_MESSAGES.empty,
    ],
    [
      'a file whose content is not its type',
      {
        files: [
          ...REQUIRED_FILES.slice(1),
          {
            field: 'risk_hazard_policy',
            fileName: 'a.pdf',
            fileData: Buffer.from('<script>alert(1)</script>').toString('base64'),
          },
        ],
      },
      SERVICING_FILE_MESSAGES.contentMismatch,
    ],
    [
      'a file that is not base64',
      {
        files: [
          ...REQUIRED_FILES.slice(1),
          { field: 'risk_hazard_policy', fileName: 'a.pdf', fileData: '%%%' },
        ],
      },
      SERVICING_FILE_MESSAGES.data,
    ],
  ])('refuses %s with a 400 and stores nothing', async (_name, overrides, message) => {
    const response = await post(extension(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message });
    await expectNothingStored();
  });

  it('refuses a file over 4 MB and files over 4 MB combined (413) and stores nothing', async () => {
    const big = (mb: number, extra = 0) =>
      Buffer.concat([
        Buffer.from('%PDF-1.4\n'),
        Buffer.alloc(mb * 1024 * 1024 - 9 + extra, 0x20),
      ]).toString('base64');
    const oneTooBig = await post(
      extension({
        files: [
          ...REQUIRED_FILES.slice(1),
          { field: 'risk_hazard_policy', fileName: 'a.pdf', fileData: big(4, 1) },
        ],
      }),
    );
    expect(oneTooBig.statusCode).toBe(413);
    expect(oneTooBig.json().message).toBe(SERVICING_FILE_MESSAGES.tooLarge);
    const combined = await post(
      extension({
        files: [
          { field: 'risk_hazard_policy', fileName: 'a.pdf', fileData: big(2) },
          { field: 'risk_policy_paid_receipt', fileName: 'b.pdf', fileData: big(2) },
          pdfFile('property_tax'),
        ],
      }),
    );
    expect(combined.statusCode).toBe(413);
    expect(combined.json().message).toBe(SERVICING_FILE_MESSAGES.combinedTooLarge);
    const body = await t.as(token, {
      method: 'POST',
      url: URL,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(extension({ body: 'x'.repeat(7 * 1024 * 1024) })),
    });
    expect(body.statusCode).toBe(413);
    await expectNothingStored();
  });

  it('refuses malformed JSON, no token, and an employee viewing the account', async () => {
    const malformed = await t.as(token, {
      method: 'POST',
      url: URL,
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'POST', url: URL, payload: extension() })).statusCode,
    ).toBe(401);
    const viewing = await viewAs(t, 'borrower@demo.test');
    const refused = await post(extension(), viewing);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(IMPERSONATION_REFUSED);
    await expectNothingStored();
  });

  it('leaves no file behind when the transaction fails', async () => {
    const failing = await createTestApp({
      db: t.db,
      env: { SERVICING_EMAIL: 'servicing@lender.example' },
    });
    try {
      const own = await failing.login('borrower@demo.test');
      await t.db.schema.alterTable('mail_outbox').renameTo('mail_outbox_away').execute();
      let response;
      try {
        response = await failing.as(own, { method: 'POST', url: URL, payload: extension() });
      } finally {
        await t.db.schema.alterTable('mail_outbox_away').renameTo('mail_outbox').execute();
      }
      expect(response.statusCode).toBe(500);
      expect(await footprint(failing)).toEqual({ requests: 0, documents: 0, mails: 0, files: 0 });
    } finally {
      await failing.close();
    }
  });

  it('stores a loan number it cannot link as given, without a deal', async () => {
    const other = await t.login('borrower2@demo.test');
    expect((await post(extension(), other)).statusCode).toBe(200);
    const row = await t.db.selectFrom('servicing_requests').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ loan_number: 'LN-1004', deal_id: null });
  });
});
