import * as v from 'valibot';
import { servicingRequestListSchema } from '@lender/contracts';
import { viewAs } from '../test/access';
import { createTestApp, type TestApp } from '../test/helpers';

const URL = '/lima/api/servicing-requests';
let clock = Date.UTC(2026, 2, 15, 12);
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(async () => {
  await t.close();
});

const payoff = (loan: string) => ({
  loan_number: loan,
  property_address: '4810 Bull Creek Rd',
  good_through_date: '2026-03-31',
  email: 'jordan@demo.test',
  sale_or_refinance: 'Refinance',
  if_refinance_name_of_lender_and_agent_contact: 'Bank, Ann',
  updated_borrower_mailing_address: '1 Oak St',
});

describe('GET servicing-requests', () => {
  it("lists the caller's own requests, newest first, never another account's", async () => {
    const borrower = await t.login('borrower@demo.test');
    const borrower2 = await t.login('borrower2@demo.test');
    const send = (token: string, loan: string) =>
      t.as(token, { method: 'POST', url: '/lima/api/payoff-request', payload: payoff(loan) });
    expect((await send(borrower, 'LN-1004')).statusCode).toBe(200);
    clock += 60_000;
    expect((await send(borrower, 'LN-1004')).statusCode).toBe(200);
    expect((await send(borrower2, 'LN-2001')).statusCode).toBe(200);
    // borrower2 asks about borrower's loan: its list does not tell of the fee that request carries.
    expect((await send(borrower2, 'LN-1004')).statusCode).toBe(200);
    // A visitor's public request belongs to no account.
    await t.app.inject({
      method: 'POST',
      url: '/lima/api/payoff-request',
      payload: payoff('LN-1004'),
    });

    const mine = v.parse(
      servicingRequestListSchema,
      (await t.as(borrower, { method: 'GET', url: URL })).json(),
    );
    expect(mine.requests).toHaveLength(2);
    expect(mine.requests.map((r) => r.fee_applies)).toEqual([true, false]);
    expect(mine.requests[0]).toMatchObject({
      kind: 'payoff',
      loan_number: 'LN-1004',
      status: 'received',
    });
    expect(mine.requests[0]?.created_at).toBe(new Date(clock).toISOString());

    const theirs = (await t.as(borrower2, { method: 'GET', url: URL })).json() as {
      requests: { loan_number: string; fee_applies: boolean }[];
    };
    expect(theirs.requests.map((r) => [r.loan_number, r.fee_applies])).toEqual([
      ['LN-1004', false],
      ['LN-2001', false],
    ]);

    const viewing = await t.as(await viewAs(t, 'borrower@demo.test'), { method: 'GET', url: URL });
    expect(viewing.statusCode).toBe(200);
    expect((viewing.json() as { requests: unknown[] }).requests).toHaveLength(2);

    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
  });
});
