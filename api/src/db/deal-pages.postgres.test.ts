// The deal-page endpoints on the local PostgreSQL (PG_TEST_URL overrides), in a fresh
// schema: the same wire types as on PGlite, the upload and download, the card payment's unique
// indexes (a real pool runs the two racing submits on two connections) and Add My Loan.
import { randomBytes } from 'node:crypto';
import { IDEMPOTENCY_HEADER } from '@lender/contracts';
import type { ChargeRequest, PaymentGateway } from '../appraisal-payments/gateway';
import { testGateway } from '../appraisal-payments/test-gateway';
import { eventually } from '../test/eventually';
import { createTestApp, type TestApp } from '../test/helpers';
import { createPostgresTestDb, type PostgresTestDb } from '../test/postgres';

let postgres: PostgresTestDb;
let t: TestApp;
const charges: string[] = [];
/** Requests waiting for a lock another holds: the racing twin, queued on the deal's row. */
const waitingForALock = async () => {
  const { rows } = await postgres.admin.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_stat_activity
      WHERE wait_event_type = 'Lock' AND datname = current_database()`,
  );
  if (!rows[0]?.n) throw new Error('no request is waiting for a lock yet');
};
/** Charges only once the twin submit waits behind this one: the race is certain, not timed. */
const gatedGateway: PaymentGateway = {
  name: 'test',
  async charge(request: ChargeRequest) {
    charges.push(request.last4);
    await eventually(waitingForALock);
    return testGateway().charge(request);
  },
};

beforeAll(async () => {
  postgres = await createPostgresTestDb({ max: 4 });
  const { db } = postgres;
  t = await createTestApp({
    db,
    cardGateway: gatedGateway,
    env: { LOAN_LOOKUP_ENABLED: 'true' },
  });
}, 30_000);

afterAll(async () => {
  await t?.close();
  await postgres?.drop();
});

const post = async (email: string, path: string, payload: object, headers = {}) =>
  t.as(await t.login(email), { method: 'POST', url: `/lima/api/${path}`, payload, headers });

describe('deal pages on PostgreSQL', () => {
  it('answers details, members, the entity LOC and the account history with wire types', async () => {
    const deal = (await post('borrower@demo.test', 'deals/details', { dealid: 'D1011' })).json()
      .deal[0];
    expect(typeof deal.principalBalance).toBe('number');
    expect(deal.nextPaymentDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(deal.properties).toHaveLength(3);
    expect(typeof deal.dealBudget.totalBudget).toBe('number');
    expect(deal.uploadedBudgets).toBe(0);
    const members = (await post('borrower@demo.test', 'deals/members', { dealid: 'D1011' })).json();
    expect(members.deals[0].role).toBe('Primary Borrower');
    const loc = (
      await post('borrower@demo.test', 'deals/loc', { borrower_id: 'be-ellis-holdings' })
    ).json();
    expect(loc.loc.LOC_Status__c).toBe('Approval');
    const history = (
      await post('borrower@demo.test', 'deals/account-history', { dealid: 'D1012' })
    ).json();
    expect(history.length).toBeGreaterThan(86);
    expect(typeof history[0].Total_Amount).toBe('number');
    expect(history[0].Date_Received).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const other = await post('borrower2@demo.test', 'deals/details', { dealid: 'D1011' });
    const missing = await post('borrower2@demo.test', 'deals/details', { dealid: 'D9999' });
    expect(other.statusCode).toBe(404);
    expect(other.body).toBe(missing.body);
  });

  it('uploads, lists and downloads a document', async () => {
    const file = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(200_000)]);
    const upload = await post('borrower@demo.test', 'deals/uploaddocument', {
      opportunityId: 'D1012',
      rentrollfilename: 'Lease.pdf',
      rentrollfiledata: file.toString('base64'),
    });
    expect(upload.statusCode).toBe(200);
    const list = (
      await post('borrower@demo.test', 'deals/getdocuments', { dealid: 'D1012' })
    ).json();
    expect(list.files.map((f: { name: string }) => f.name)).toEqual(['Lease.pdf']);
    const got = await t.app.inject({ method: 'GET', url: list.files[0].url });
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(file)).toBe(true);
  });

  it('charges an appraisal fee once for two racing submits and marks it paid', async () => {
    const card = {
      FirstName: 'Jordan',
      LastName: 'Ellis',
      Address: '4810 Bull Creek Rd',
      City: 'Austin',
      State: 'TX',
      Zip: '78731',
      Country: 'United States of America',
      Company: 'Ellis',
      Email: 'borrower@demo.test',
      Phone: '5125550187',
      CardNumber: '5555555555554444',
      ExpMonth: '12',
      ExpYear: String(new Date().getFullYear() + 1),
      CardSecurity: '321',
      dealId: 'D1005',
    };
    const key = `pg-${randomBytes(8).toString('hex')}`;
    const answers = await Promise.all([
      post('borrower@demo.test', 'process-chargent-order', card, { [IDEMPOTENCY_HEADER]: key }),
      post('borrower@demo.test', 'process-chargent-order', card, { [IDEMPOTENCY_HEADER]: key }),
    ]);
    expect(charges).toEqual(['4444']);
    // One charges while its twin waits on the deal's lock; then the twin replays its answer
    // (or, still in flight, gets 409).
    expect(answers.map((a) => a.statusCode)).toContain(200);
    for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
    const repeat = await post('borrower@demo.test', 'process-chargent-order', card, {
      [IDEMPOTENCY_HEADER]: key,
    });
    expect(repeat.json()).toEqual({ success: true, message: 'Transaction successful.' });
    const rows = await t.db.selectFrom('card_transactions').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'succeeded', last4: '4444', amount: 650 });
    const deal = (await post('borrower@demo.test', 'deals/details', { dealid: 'D1005' })).json()
      .deal[0];
    expect(deal.appraisal.Paid).toBe('true');
  });

  it('looks a loan up and adds it', async () => {
    const found = (
      await post('borrower2@demo.test', 'lookup-loan', { loan_number: 'LN-1009', ssn: '4821' })
    ).json();
    expect(found.map((loan: { Id: string }) => loan.Id)).toEqual(['D1009']);
    expect((await post('borrower2@demo.test', 'add-loan', { loans: ['D1009'] })).json()).toEqual({
      success: true,
      added: 1,
    });
    const funded = (
      await t.as(await t.login('borrower2@demo.test'), {
        method: 'GET',
        url: '/lima/api/deals/funded',
      })
    ).json();
    expect(funded.deals.map((d: { id: string }) => d.id)).toContain('D1009');
  });
});
