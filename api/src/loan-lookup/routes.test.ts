import * as v from 'valibot';
import { addLoanResponseSchema, loanLookupResultSchema } from '@lender/contracts';
import { IMPERSONATION_REFUSED } from '../impersonation/guard';
import { viewAs } from '../test/access';
import { createTestApp, type TestApp } from '../test/helpers';
import { LOANS_NOT_MATCHED } from './routes';
import { MAX_FAILURES, WINDOW_MS } from './throttle';

const START = Date.UTC(2026, 2, 15, 9);
let clock = START;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    now: () => clock,
    env: { LOAN_LOOKUP_ENABLED: 'true', TOKEN_TTL_MINUTES: '1440', SESSION_IDLE_MINUTES: '1440' },
  });
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  clock = START;
});

const post = async (email: string, url: string, payload: unknown) =>
  t.as(await t.login(email), {
    method: 'POST',
    url: `/lima/api/${url}`,
    payload: payload as object,
  });
const lookup = (email: string, loan_number: unknown, ssn: unknown) =>
  post(email, 'lookup-loan', { loan_number, ssn });
const addLoan = (email: string, loans: unknown) => post(email, 'add-loan', { loans });

describe('with LOAN_LOOKUP_ENABLED', () => {
  it('finds a loan by its number and its borrower’s SSN last four, and nothing otherwise', async () => {
    const response = await lookup('borrower2@demo.test', ' ln-1011 ', '4821');
    expect(response.statusCode).toBe(200);
    expect(
      v.parse(v.array(v.strictObject(loanLookupResultSchema.entries)), response.json()),
    ).toEqual([
      {
        Id: 'D1011',
        Loan_Number__c: 'LN-1011',
        Property_Address__c: '2400 S Congress Ave, Austin, TX 78704',
        Street__c: '2400 S Congress Ave',
        StageName: 'Funded',
        Type: 'Purchase',
      },
    ]);
    expect((await lookup('borrower2@demo.test', 'LN-1011', '7390')).json()).toEqual([]);
    expect((await lookup('borrower2@demo.test', 'LN-9999', '4821')).json()).toEqual([]);
  });

  it('adds only loans the account has just matched, once', async () => {
    const funded = async () =>
      (
        await t.as(await t.login('borrower2@demo.test'), {
          method: 'GET',
          url: '/lima/api/deals/funded',
        })
      )
        .json()
        .deals.map((deal: { id: string }) => deal.id) as string[];
    expect(await funded()).not.toContain('D1013');
    const details = () => post('borrower2@demo.test', 'deals/details', { dealid: 'D1013' });
    expect((await details()).statusCode).toBe(404);

    await lookup('borrower2@demo.test', 'LN-1013', '4821');
    // Not matched by this account's lookups: refused, and nothing is linked.
    const mixed = await addLoan('borrower2@demo.test', ['D1013', 'D1012']);
    expect(mixed.statusCode).toBe(404);
    expect(mixed.json().message).toBe(LOANS_NOT_MATCHED);
    expect((await addLoan('borrower@demo.test', ['D1013'])).statusCode).toBe(404);

    const added = await addLoan('borrower2@demo.test', ['D1013', 'D1013']);
    expect(v.parse(addLoanResponseSchema, added.json())).toEqual({ success: true, added: 1 });
    expect(await funded()).toContain('D1013');
    expect((await details()).statusCode).toBe(200);
    // The match is used up.
    expect((await addLoan('borrower2@demo.test', ['D1013'])).statusCode).toBe(404);
  });

  it('forgets a match after 15 minutes', async () => {
    await lookup('borrower2@demo.test', 'LN-1012', '4821');
    clock += 16 * 60_000;
    expect((await addLoan('borrower2@demo.test', ['D1012'])).statusCode).toBe(404);
  });

  it('slows down an account guessing the last four', async () => {
    for (let i = 0; i < MAX_FAILURES; i += 1)
      expect((await lookup('lead@demo.test', 'LN-1011', `000${i}`)).statusCode).toBe(200);
    const refused = await lookup('lead@demo.test', 'LN-1011', '4821');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Other accounts are not affected; the window ends.
    expect((await lookup('borrower@demo.test', 'LN-2006', '7390')).json()).toHaveLength(1);
    clock += WINDOW_MS;
    expect((await lookup('lead@demo.test', 'LN-1011', '4821')).json()).toHaveLength(1);
  });

  it('is for customers, not while an employee views the account, not anonymous', async () => {
    expect((await lookup('broker@demo.test', 'LN-1011', '4821')).statusCode).toBe(403);
    expect((await addLoan('broker@demo.test', ['D1011'])).statusCode).toBe(403);
    const viewing = await viewAs(t, 'borrower2@demo.test');
    const response = await t.as(viewing, {
      method: 'POST',
      url: '/lima/api/lookup-loan',
      payload: { loan_number: 'LN-1011', ssn: '4821' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(IMPERSONATION_REFUSED);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/lima/api/lookup-loan',
      payload: { loan_number: 'LN-1011', ssn: '4821' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses bad input with 400', async () => {
    for (const [loan, ssn] of [
      ['', '4821'],
      ['LN-1011', '482'],
      ['LN-1011', '48211'],
      [42, '4821'],
      ['LN-1011', 4821],
    ])
      expect((await lookup('borrower2@demo.test', loan, ssn)).statusCode).toBe(400);
    for (const loans of [[], 'D1011', [42], Array.from({ length: 51 }, (_, i) => `D${i}`)])
      expect((await addLoan('borrower2@demo.test', loans)).statusCode).toBe(400);
  });
});

it('says to anyone that the lookup is on', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/lima/api/lookup-loan/availability' });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ enabled: true });
});

describe('with the loan lookup off (the default)', () => {
  it('says so, and answers 404 for both endpoints, like a route that does not exist', async () => {
    const off = await createTestApp({ db: t.db });
    try {
      const availability = await off.app.inject({
        method: 'GET',
        url: '/lima/api/lookup-loan/availability',
      });
      expect(availability.json()).toEqual({ enabled: false });
      const token = await off.login('borrower2@demo.test');
      for (const [url, payload] of [
        ['/lima/api/lookup-loan', { loan_number: 'LN-1011', ssn: '4821' }],
        ['/lima/api/add-loan', { loans: ['D1011'] }],
      ] as const) {
        const response = await off.as(token, { method: 'POST', url, payload });
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe(`Route POST ${url} not found.`);
      }
    } finally {
      await off.close();
    }
  });
});
