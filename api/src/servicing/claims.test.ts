import { CAPEX_MESSAGES, LOSS_DRAFT_MESSAGES, SERVICING_FILE_MESSAGES } from '@lender/contracts';
import { IMPERSONATION_REFUSED } from '../impersonation/guard';
import { viewAs } from '../test/access';
import { createTestApp, type TestApp } from '../test/helpers';
import { clearUploads, footprint, mailsTo, pdfFile } from './testing';

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

const post = (url: string, payload: unknown, as = token) =>
  t.as(as, { method: 'POST', url, payload: payload as object });
async function expectNothingStored() {
  expect(await footprint(t)).toEqual({ requests: 0, documents: 0, mails: 0, files: 0 });
}
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).toString(
  'base64',
);

describe('POST capex-request', () => {
  const URL = '/lima/api/capex-request';
  const capex = (overrides: Record<string, unknown> = {}) => ({
    email: 'jordan@demo.test',
    loan_number: 'LN-1004',
    entity_name: 'Ellis Build Co LLC',
    date: '2026-03-10',
    name: 'Jordan Ellis',
    desc_work_completed: 'Roof replaced\nGutters <b>new</b>',
    property_address: '4810 Bull Creek Rd\nAustin TX 78731',
    mailing_address: '1 Oak St\nAustin TX 78701',
    files: [pdfFile(undefined, 'invoice.pdf'), { fileName: 'photo.png', fileData: PNG }],
    ...overrides,
  });

  it('stores the request, its files and both mails', async () => {
    const response = await post(URL, capex());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: CAPEX_MESSAGES.success });
    const row = await t.db.selectFrom('servicing_requests').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'capex', deal_id: 'D1004', email: 'jordan@demo.test' });
    // The confirmation to the account's own address and to the one the form names; the notice.
    expect(await footprint(t)).toEqual({ requests: 1, documents: 2, mails: 3, files: 2 });
    expect(await mailsTo(t, 'borrower@demo.test')).toHaveLength(1);
    expect(await mailsTo(t, 'jordan@demo.test')).toHaveLength(1);
    const [notice] = await mailsTo(t, 'servicing@lender.example');
    expect(notice?.subject).toBe('Capex reimbursement request: loan LN-1004');
    expect(notice?.text_body).toContain('entity_name: Ellis Build Co LLC');
    expect(notice?.text_body).toContain('invoice.pdf, photo.png');
  });

  it.each([
    [
      'a fourth file',
      { files: [1, 2, 3, 4].map((n) => pdfFile(undefined, `${n}.pdf`)) },
      SERVICING_FILE_MESSAGES.maxCapexFiles,
    ],
    ['no file', { files: [] }, CAPEX_MESSAGES.files],
    ['no entity name', { entity_name: '' }, CAPEX_MESSAGES.entityName],
    ['no description', { desc_work_completed: ' ' }, CAPEX_MESSAGES.description],
    ['no mailing address', { mailing_address: '' }, CAPEX_MESSAGES.mailingAddress],
    ['a bad date', { date: '2026-13-01' }, CAPEX_MESSAGES.date],
    ['an object for the name', { name: { $ne: '' } }, CAPEX_MESSAGES.name],
    [
      'a script in a pdf',
      {
        files: [
          { fileName: 'x.pdf', fileData: Buffer.from('<script>x</script>').toString('base64') },
        ],
      },
      SERVICING_FILE_MESSAGES.contentMismatch,
    ],
    [
      'an html file',
      { files: [{ fileName: 'x.html', fileData: Buffer.from('<p>').toString('base64') }] },
      SERVICING_FILE_MESSAGES.type,
    ],
  ])('refuses %s with a 400 and stores nothing', async (_name, overrides, message) => {
    const response = await post(URL, capex(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message });
    await expectNothingStored();
  });

  it('refuses an employee viewing the account and a visitor', async () => {
    const refused = await post(URL, capex(), await viewAs(t, 'borrower@demo.test'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(IMPERSONATION_REFUSED);
    expect((await t.app.inject({ method: 'POST', url: URL, payload: capex() })).statusCode).toBe(
      401,
    );
    await expectNothingStored();
  });
});

describe('POST loss-draft', () => {
  const URL = '/lima/api/loss-draft';
  const lossDraft = (overrides: Record<string, unknown> = {}) => ({
    loan_number: 'LN-1004',
    borrowing_entity: 'Ellis Build Co LLC',
    gurantor_name: 'Jordan Ellis',
    best_contact_number: '(512) 555-0100',
    email: 'jordan@demo.test',
    date: '2026-03-10',
    affected_property: '4810 Bull Creek Rd',
    date_of_loss: '2026-03-01',
    description_of_loss: 'Hail damage',
    claim_amount: '$25,000.50',
    files: [pdfFile('contractor_lien_waiver'), pdfFile('declaration_of_intent_to_repair')],
    ...overrides,
  });

  it('stores the request with the claim amount as a number, its files and both mails', async () => {
    const response = await post(URL, lossDraft());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: LOSS_DRAFT_MESSAGES.success });
    const row = await t.db.selectFrom('servicing_requests').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'loss-draft', deal_id: 'D1004' });
    expect(row.payload).toMatchObject({ claim_amount: 25000.5, gurantor_name: 'Jordan Ellis' });
    expect(await footprint(t)).toEqual({ requests: 1, documents: 2, mails: 3, files: 2 });
    expect(await mailsTo(t, 'jordan@demo.test')).toHaveLength(1);
  });

  it.each([
    [
      'no lien waiver',
      { files: [pdfFile('declaration_of_intent_to_repair')] },
      "Contractor's Lien Waiver* is Required.",
    ],
    [
      'no intent to repair',
      { files: [pdfFile('contractor_lien_waiver')] },
      'Declaration of Intent to Repair* is Required.',
    ],
    [
      'a claim amount that is not currency',
      { claim_amount: '12.345' },
      LOSS_DRAFT_MESSAGES.claimAmount,
    ],
    ['a short phone', { best_contact_number: '555' }, LOSS_DRAFT_MESSAGES.phone],
    ['no guarantor', { gurantor_name: '' }, LOSS_DRAFT_MESSAGES.guarantor],
    [
      'an unknown file slot',
      {
        files: [
          pdfFile('contractor_lien_waiver'),
          pdfFile('declaration_of_intent_to_repair'),
          pdfFile('selfie'),
        ],
      },
      SERVICING_FILE_MESSAGES.slot,
    ],
    [
      'an empty lien waiver',
      {
        files: [
          { field: 'contractor_lien_waiver', fileName: 'a.pdf', fileData: '' },
          pdfFile('declaration_of_intent_to_repair'),
        ],
      },
      SERVICING_FILE_MESSAGES.empty,
    ],
  ])('refuses %s with a 400 and stores nothing', async (_name, overrides, message) => {
    const response = await post(URL, lossDraft(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message });
    await expectNothingStored();
  });

  it('refuses an employee viewing the account', async () => {
    const refused = await post(URL, lossDraft(), await viewAs(t, 'borrower@demo.test'));
    expect(refused.statusCode).toBe(403);
    await expectNothingStored();
  });
});
