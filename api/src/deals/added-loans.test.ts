// A loan another customer added with Add My Loan (its number and the borrower's SSN last four):
// they follow it read-only — its pages, not the borrowing entity's lines of credit, and no upload,
// draw, budget or payment on it — until the deal's borrowing entity names them as its account.
// A draw is paid only to a bank account of the deal's borrower.
import type { BudgetItem } from '@lender/contracts';
import { BANK_ACCOUNT, cardForm } from '../test/forms';
import { createTestApp, type TestApp } from '../test/helpers';
import { ADDED_LOAN_READ_ONLY } from './access';

// Monday 2026-03-16, 15:00 UTC: an inspection starting that day ends Wednesday the 18th.
const NOW = Date.UTC(2026, 2, 16, 15);
const DEAL = 'D1010';
const ENTITY = 'be-ellis-build';
let t: TestApp;
let strangerBank: string;
let ownerBank: string;

const call = async (email: string, url: string, payload?: object, headers = {}) =>
  t.as(await t.login(email), {
    method: payload === undefined ? 'GET' : 'POST',
    url: `/lima/api/${url}`,
    headers,
    ...(payload === undefined ? {} : { payload }),
  });
const addBank = async (email: string) => {
  const response = await call(email, 'borrower/beneficiaries', BANK_ACCOUNT);
  expect(response.statusCode).toBe(200);
  return response.json().accounts.at(-1).id as string;
};
const drawRequest = async (email: string, beneficiary: string) => {
  const budget = (await call('borrower@demo.test', 'deals/budget', { dealid: DEAL })).json();
  const items = (budget.budget.sublots as { items: BudgetItem[] }[])
    .flatMap((sublot) => sublot.items)
    .filter((item) => item.balance > 0)
    .slice(0, 1);
  return call(email, 'deals/draws/new', {
    dealid: DEAL,
    LockboxAccessCode: '4321',
    BeneficiaryId: beneficiary,
    lineItems: items.map((item) => ({
      budgetItem: item.id,
      costCode: item.code,
      amount: Math.min(100, item.balance),
      balance: item.balance,
    })),
    inspection_start_date: '2026-03-16',
    inspection_end_date: '2026-03-18',
  });
};
const count = async (table: 'draws' | 'documents' | 'uploaded_budgets' | 'card_transactions') =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW, env: { LOAN_LOOKUP_ENABLED: 'true' } });
  // borrower2 knows borrower@'s loan number and SSN last four, and adds the loan.
  const found = await call('borrower2@demo.test', 'lookup-loan', {
    loan_number: 'LN-1010',
    ssn: '4821',
  });
  expect(found.json()).toMatchObject([{ Id: DEAL }]);
  expect((await call('borrower2@demo.test', 'add-loan', { loans: [DEAL] })).statusCode).toBe(200);
  strangerBank = await addBank('borrower2@demo.test');
  ownerBank = await addBank('borrower@demo.test');
});
afterAll(async () => t.close());

describe('a loan added by lookup, its borrowing entity not the adder’s', () => {
  it('shows its pages', async () => {
    for (const url of [
      'deals/details',
      'deals/members',
      'deals/account-history',
      'deals/getdocuments',
      'deals/budget',
      'deals/draws',
    ])
      expect([url, (await call('borrower2@demo.test', url, { dealid: DEAL })).statusCode]).toEqual([
        url,
        200,
      ]);
  });

  it('does not show the borrowing entity’s lines of credit', async () => {
    const owner = (await call('borrower@demo.test', 'deals/details', { dealid: DEAL })).json();
    const adder = (await call('borrower2@demo.test', 'deals/details', { dealid: DEAL })).json();
    expect(owner.deal[0].locStatus.length).toBeGreaterThan(0);
    expect(adder.deal[0].locStatus).toEqual([]);
    expect(adder.deal[0].acctLoc).toBeNull();
    expect({ ...adder.deal[0], locStatus: [], acctLoc: null }).toEqual({
      ...owner.deal[0],
      locStatus: [],
      acctLoc: null,
    });
    const loc = await call('borrower2@demo.test', 'deals/loc', { borrower_id: ENTITY });
    expect(loc.statusCode).toBe(404);
    expect(
      (await call('borrower@demo.test', 'deals/loc', { borrower_id: ENTITY })).statusCode,
    ).toBe(200);
  });

  it('refuses a draw to the adder’s own bank account, and every other write, storing nothing', async () => {
    const before = await Promise.all(
      (['draws', 'documents', 'uploaded_budgets', 'card_transactions'] as const).map(count),
    );
    const draw = await drawRequest('borrower2@demo.test', strangerBank);
    expect(draw.statusCode).toBe(403);
    expect(draw.json().message).toBe(ADDED_LOAN_READ_ONLY);
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64');
    const upload = await call('borrower2@demo.test', 'deals/uploaddocument', {
      opportunityId: DEAL,
      rentrollfilename: 'mine.pdf',
      rentrollfiledata: pdf,
    });
    expect([upload.statusCode, upload.json().message]).toEqual([403, ADDED_LOAN_READ_ONLY]);
    const budget = await call('borrower2@demo.test', 'deals/budget/new', {
      opportunityid: DEAL,
      budgetfilename: 'budget.xlsx',
      budgetfiledata: Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2]).toString('base64'),
    });
    expect([budget.statusCode, budget.json().message]).toEqual([403, ADDED_LOAN_READ_ONLY]);
    const payment = await call(
      'borrower2@demo.test',
      'process-chargent-order',
      cardForm({ dealId: DEAL, Email: 'borrower2@demo.test' }),
      { 'idempotency-key': 'added-loan-payment-1' },
    );
    expect([payment.statusCode, payment.json().message]).toEqual([403, ADDED_LOAN_READ_ONLY]);
    expect(
      await Promise.all(
        (['draws', 'documents', 'uploaded_budgets', 'card_transactions'] as const).map(count),
      ),
    ).toEqual(before);
  });
});

describe('once the deal’s borrowing entity names the adder as its account', () => {
  beforeAll(async () => {
    await t.db
      .updateTable('borrowing_entities')
      .set({ account_id: 'acct-borrower2' })
      .where('id', '=', ENTITY)
      .execute();
  });

  it('takes their draw request, paid to their own bank account only', async () => {
    const others = await drawRequest('borrower2@demo.test', ownerBank);
    expect(others.statusCode).toBe(404);
    const own = await drawRequest('borrower2@demo.test', strangerBank);
    expect(own.statusCode).toBe(200);
    const draw = await t.db
      .selectFrom('draws')
      .select(['beneficiary_id', 'deal_id'])
      .where('id', '=', own.json().id)
      .executeTakeFirstOrThrow();
    expect(draw).toEqual({ beneficiary_id: strangerBank, deal_id: DEAL });
  });

  it('shows the entity’s lines of credit', async () => {
    expect(
      (await call('borrower2@demo.test', 'deals/loc', { borrower_id: ENTITY })).statusCode,
    ).toBe(200);
  });
});
