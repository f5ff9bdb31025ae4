// The servicing endpoints on the local PostgreSQL (PG_TEST_URL overrides), in a fresh schema: the
// basic paths (payoff with its fee flag, extension with files and a sanitized summary, capex, loss
// draft, the list) and a refused request storing nothing. Racing payoffs for one loan: the race
// matrix (authorization/race-matrix.postgres.test.ts).
import * as v from 'valibot';
import { payoffResponseSchema, servicingRequestListSchema } from '@lender/contracts';
import { capexForm, payoffForm } from '../test/forms';
import { createTestApp, type TestApp } from '../test/helpers';
import { createPostgresTestDb, type PostgresTestDb } from '../test/postgres';
import { footprint, mailsTo, pdfFile } from './testing';

const NOW = Date.UTC(2026, 2, 16, 15);
let postgres: PostgresTestDb;
let t: TestApp;
let token: string;

beforeAll(async () => {
  postgres = await createPostgresTestDb();
  t = await createTestApp({ db: postgres.db, now: () => NOW });
  token = await t.login('borrower@demo.test');
}, 30_000);

afterAll(async () => {
  await t?.close();
  await postgres?.drop();
});

const post = (path: string, payload: object) =>
  t.as(token, { method: 'POST', url: `/lima/api/${path}`, payload });

const payoff = (loan: string) => payoffForm({ loan_number: loan });

describe('servicing on PostgreSQL', () => {
  it('files each kind of request with its files and mails, and lists them', async () => {
    const first = v.parse(
      payoffResponseSchema,
      (await post('payoff-request', payoff('LN-1004'))).json(),
    );
    expect(first.feeApplies).toBe(false);
    const second = v.parse(
      payoffResponseSchema,
      (await post('payoff-request', payoff('LN-1004'))).json(),
    );
    expect(second.feeApplies).toBe(true);

    const extension = await post('extension-request', {
      email: 'jordan@demo.test',
      loan_number: 'LN-1004',
      borrower_name: 'Jordan Ellis',
      property_address: '4810 Bull Creek Rd',
      received_extensions: 'Yes',
      exit_strategy: 'Refinance with the lender itself',
      reason_for_delay: 'Unexpected Costs',
      monthly_payments: 'Yes',
      extension_fee: 'Yes',
      lenders_contact_information: 'Sam Rep',
      applied_to_refinance: 'Yes',
      expected_closing_date: '2026-05-01',
      body: '<p>Summary</p><img src=x onerror=alert(1)>',
      files: [
        pdfFile('risk_hazard_policy'),
        pdfFile('risk_policy_paid_receipt'),
        pdfFile('property_tax'),
      ],
    });
    expect(extension.statusCode).toBe(200);
    const capex = await post('capex-request', capexForm());
    expect(capex.statusCode).toBe(200);
    const loss = await post('loss-draft', {
      loan_number: 'LN-1004',
      borrowing_entity: 'Ellis Build Co LLC',
      gurantor_name: 'Jordan Ellis',
      best_contact_number: '512-555-0100',
      email: 'jordan@demo.test',
      date: '2026-03-10',
      affected_property: '4810 Bull Creek Rd',
      date_of_loss: '2026-03-01',
      description_of_loss: 'Hail',
      claim_amount: '1,000',
      files: [pdfFile('contractor_lien_waiver'), pdfFile('declaration_of_intent_to_repair')],
    });
    expect(loss.statusCode).toBe(200);

    const list = v.parse(
      servicingRequestListSchema,
      (await t.as(token, { method: 'GET', url: '/lima/api/servicing-requests' })).json(),
    );
    expect(list.requests.map((r) => r.kind).sort()).toEqual([
      'capex',
      'extension',
      'loss-draft',
      'payoff',
      'payoff',
    ]);
    expect(list.requests.every((r) => r.loan_number === 'LN-1004')).toBe(true);
    const notices = await mailsTo(t, 'servicing@lender.example');
    expect(notices).toHaveLength(5);
    const extensionNotice = notices.find((m) => m.subject.startsWith('Extension'));
    expect(extensionNotice?.text_body).toContain('\n\nSummary');
    expect(extensionNotice?.html_body).toContain('<p>Summary</p>');
    expect(`${extensionNotice?.text_body}${extensionNotice?.html_body}`).not.toMatch(
      /onerror|<img/,
    );
    // Each: a confirmation to the account's address and to the one the form names, and the notice.
    expect(await footprint(t)).toMatchObject({ requests: 5, documents: 6, mails: 15 });
  });

  it('stores nothing for a refused request', async () => {
    const before = await footprint(t);
    const refused = await post('loss-draft', { loan_number: 'LN-1004', files: [] });
    expect(refused.statusCode).toBe(400);
    expect(await footprint(t)).toEqual(before);
  });
});
