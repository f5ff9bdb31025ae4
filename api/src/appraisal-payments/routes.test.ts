import * as v from 'valibot';
import { appraisalPaymentResponseSchema, IDEMPOTENCY_HEADER } from '@lender/contracts';
import { IMPERSONATION_REFUSED } from '../impersonation/guard';
import { viewAs } from '../test/access';
import { cardForm } from '../test/forms';
import { createTestApp, type TestApp } from '../test/helpers';
import { PAYMENT_MESSAGES } from './charge';
import type { ChargeRequest, PaymentGateway } from './gateway';
import { CARD_PAYMENTS_UNAVAILABLE } from './routes';
import { NOT_A_TEST_CARD, testGateway } from './test-gateway';

const URL = '/lima/api/process-chargent-order';
const CLOCK = Date.UTC(2026, 2, 15, 12);

/** The test gateway, counting its charges (without the card data). */
const charges: Omit<ChargeRequest, 'cardNumber' | 'cvc'>[] = [];
const spyGateway: PaymentGateway = {
  name: 'test',
  async charge(request) {
    const { cardNumber: _n, cvc: _c, ...rest } = request;
    charges.push(rest);
    return testGateway().charge(request);
  },
};
const logLines: string[] = [];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    now: () => CLOCK,
    cardGateway: spyGateway,
    env: { LOG_LEVEL: 'trace' },
    logStream: { write: (line) => void logLines.push(line) },
  });
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  charges.length = 0;
  await t.db.deleteFrom('card_transactions').execute();
  await t.db
    .updateTable('deals')
    .set({ appraisal_paid: false })
    .where('id', 'in', ['D1004', 'D1005'])
    .execute();
  // D1004 is seeded with its appraisal Needed; these tests pay it as a second Pending Payment fee.
  await t.db
    .updateTable('deals')
    .set({ appraisal_ordered_date: '2026-03-01', appraisal_completed_date: null })
    .where('id', '=', 'D1004')
    .execute();
});

const card = cardForm;
let keys = 0;
const freshKey = () => `test-key-${(keys += 1)}-${Date.now()}`;
const pay = async (
  payload: object,
  options: { email?: string; key?: string | null; token?: string } = {},
) => {
  const token = options.token ?? (await t.login(options.email ?? 'borrower@demo.test'));
  const key = options.key === undefined ? freshKey() : options.key;
  return t.as(token, {
    method: 'POST',
    url: URL,
    payload,
    headers: key === null ? {} : { [IDEMPOTENCY_HEADER]: key },
  });
};
const rows = () => t.db.selectFrom('card_transactions').selectAll().orderBy('created_at').execute();
const paid = async (dealid: string) => {
  const response = await t.as(await t.login('borrower@demo.test'), {
    method: 'POST',
    url: '/lima/api/deals/details',
    payload: { dealid },
  });
  return response.json().deal[0].appraisal.Paid as string;
};

describe('POST process-chargent-order', () => {
  it('charges the deal’s appraisal fee, records no card data and marks the appraisal paid', async () => {
    expect(await paid('D1005')).toBe('false');
    const response = await pay(card({ amount: 1 }));
    expect(response.statusCode).toBe(200);
    expect(
      v.parse(v.strictObject(appraisalPaymentResponseSchema.entries), response.json()),
    ).toEqual({
      success: true,
      message: 'Transaction successful.',
    });
    // The fee is the deal's appraisal_amount, not anything the client sent.
    expect(charges).toEqual([
      expect.objectContaining({
        amount: 650,
        brand: 'visa',
        last4: '4242',
        exp: { month: '12', year: '2027' },
      }),
    ]);
    const [row] = await rows();
    expect(row).toMatchObject({
      account_id: 'acct-borrower',
      deal_id: 'D1005',
      purpose: 'appraisal',
      brand: 'visa',
      last4: '4242',
      amount: 650,
      status: 'succeeded',
      gateway: 'test',
      message: 'Approved',
    });
    expect(row?.gateway_ref).toMatch(/^test_/);
    expect(JSON.stringify(await rows())).not.toMatch(/4242424242424242|4242-4242/);
    expect(await paid('D1005')).toBe('true');
  });

  it('never writes the card number or the CVC to a log line', async () => {
    logLines.length = 0;
    const cvc = '8642';
    await pay(card({ CardNumber: '3782 822463 10005', CardSecurity: cvc }));
    // A refused payload too (its error message must not quote the number).
    await pay(card({ CardNumber: '3782 822463 10005', CardSecurity: cvc, ExpYear: '2020' }));
    expect(logLines.length).toBeGreaterThanOrEqual(2); // one access line per request at least
    const all = logLines.join('\n');
    expect(all).not.toMatch(/378282246310005|3782.?822463.?10005|822463/);
    const strings = (value: unknown): string[] =>
      typeof value === 'string'
        ? [value]
        : value && typeof value === 'object'
          ? Object.values(value).flatMap(strings)
          : [];
    for (const line of logLines)
      for (const text of strings(JSON.parse(line))) expect(text).not.toContain(cvc);
  });

  it('answers a decline with 200, the gateway’s message, and leaves the fee unpaid', async () => {
    const declined = await pay(card({ CardNumber: '4000000000000002', dealId: 'D1004' }));
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toEqual({ success: false, message: 'Your card was declined.' });
    const funds = await pay(card({ CardNumber: '4000000000009995', dealId: 'D1004' }));
    expect(funds.json()).toEqual({ success: false, message: 'Insufficient funds.' });
    const other = await pay(card({ CardNumber: '4111111111111111', dealId: 'D1004' }));
    expect(other.json()).toEqual({ success: false, message: NOT_A_TEST_CARD });
    expect((await rows()).map((row) => row.status)).toEqual(['failed', 'failed', 'failed']);
    expect(await paid('D1004')).toBe('false');
    // A new attempt after a decline goes through.
    expect((await pay(card({ dealId: 'D1004' }))).json().success).toBe(true);
    expect(await paid('D1004')).toBe('true');
  });

  it('answers a repeat of the same key with the first answer, charging once', async () => {
    const key = freshKey();
    const first = await pay(card(), { key });
    const again = await pay(card(), { key });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(charges).toHaveLength(1);
    expect(await rows()).toHaveLength(1);
    // A declined attempt replays as declined too.
    const declineKey = freshKey();
    const decline = card({ dealId: 'D1004', CardNumber: '4000000000000002' });
    await pay(decline, { key: declineKey });
    expect((await pay(decline, { key: declineKey })).json()).toEqual({
      success: false,
      message: 'Your card was declined.',
    });
    expect(charges).toHaveLength(2);
  });

  it('replays a key only for its own request, whatever the first outcome', async () => {
    const declinedKey = freshKey();
    const declinedCard = card({ dealId: 'D1004', CardNumber: '4000000000000002' });
    await pay(declinedCard, { key: declinedKey });
    const otherCard = await pay(card({ dealId: 'D1004' }), { key: declinedKey });
    expect(otherCard.statusCode).toBe(422);
    expect(otherCard.json().message).toBe(PAYMENT_MESSAGES.keyReused);
    const otherName = await pay({ ...declinedCard, LastName: 'Else' }, { key: declinedKey });
    expect(otherName.statusCode).toBe(422);
    // The same request again (even with its security code retyped) is a replay.
    const same = await pay({ ...declinedCard, CardSecurity: '999' }, { key: declinedKey });
    expect(same.json()).toEqual({ success: false, message: 'Your card was declined.' });
    expect(charges).toHaveLength(1);

    const approvedKey = freshKey();
    await pay(card({ dealId: 'D1004' }), { key: approvedKey });
    const declinedUnderIt = await pay(declinedCard, { key: approvedKey });
    expect(declinedUnderIt.statusCode).toBe(422);
    expect(charges).toHaveLength(2);
    // No card number in any form a reader could use: a keyed hash only.
    const stored = JSON.stringify(await rows());
    expect(stored).not.toContain('4000000000000002');
    expect(stored).not.toContain('4242424242424242');
  });

  it('refuses other details under one key sent at the same time, charging once', async () => {
    const key = freshKey();
    const token = await t.login('borrower@demo.test');
    const declined = card({ dealId: 'D1004', CardNumber: '4000000000000002' });
    const approved = card({ dealId: 'D1004' });
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => pay(i % 2 ? approved : declined, { key, token })),
    );
    expect(charges).toHaveLength(1);
    // Whichever came first answers its twins; the others' details are refused.
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 422, 422, 422]);
  });

  it('answers a repeat sent at the same time with the first answer, charging once', async () => {
    const key = freshKey();
    const token = await t.login('borrower@demo.test');
    const answers = await Promise.all(Array.from({ length: 5 }, () => pay(card(), { key, token })));
    expect(charges).toHaveLength(1);
    expect(await rows()).toHaveLength(1);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ success: true, message: 'Transaction successful.' });
    }
  });

  it('charges once when two forms (two keys) pay the same fee at once', async () => {
    const token = await t.login('borrower@demo.test');
    const answers = await Promise.all([pay(card(), { token }), pay(card(), { token })]);
    expect(charges).toHaveLength(1);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json().message).toBe(
      PAYMENT_MESSAGES.alreadyPaid,
    );
  });

  it('refuses a fee already paid, a deal without a fee, and a key reused for another deal', async () => {
    const key = freshKey();
    await pay(card(), { key });
    const again = await pay(card());
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PAYMENT_MESSAGES.alreadyPaid);
    // D1009 (funded) had its appraisal paid long ago.
    expect((await pay(card({ dealId: 'D1009' }))).json().message).toBe(
      PAYMENT_MESSAGES.alreadyPaid,
    );
    await t.db
      .updateTable('deals')
      .set({ appraisal_amount: null })
      .where('id', '=', 'D1004')
      .execute();
    try {
      expect((await pay(card({ dealId: 'D1004' }))).json()).toMatchObject({
        statusCode: 409,
        message: PAYMENT_MESSAGES.noFee,
      });
    } finally {
      await t.db
        .updateTable('deals')
        .set({ appraisal_amount: 700 })
        .where('id', '=', 'D1004')
        .execute();
    }
    const reused = await pay(card({ dealId: 'D1004' }), { key });
    expect(reused.statusCode).toBe(422);
    expect(charges).toHaveLength(1);
  });

  it('refuses the fee of an appraisal not ordered (Needed) or completed: 409, charging nothing', async () => {
    const set = (changes: {
      appraisal_ordered_date: string | null;
      appraisal_completed_date: string | null;
    }) => t.db.updateTable('deals').set(changes).where('id', '=', 'D1004').execute();
    await set({ appraisal_ordered_date: null, appraisal_completed_date: null });
    const needed = await pay(card({ dealId: 'D1004' }));
    expect(needed.statusCode).toBe(409);
    expect(needed.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: PAYMENT_MESSAGES.notOrdered,
    });
    await set({ appraisal_ordered_date: '2026-03-01', appraisal_completed_date: '2026-03-10' });
    expect((await pay(card({ dealId: 'D1004' }))).json()).toMatchObject({
      statusCode: 409,
      message: PAYMENT_MESSAGES.completed,
    });
    expect(charges).toHaveLength(0);
    expect(await rows()).toHaveLength(0);
  });

  it.each([
    ['a missing first name', card({ FirstName: '' }), 'First Name is required.'],
    ['a missing field', card({ Company: undefined }), 'Company is required.'],
    [
      'a number failing Luhn',
      card({ CardNumber: '4242424242424241' }),
      'Enter a valid card number.',
    ],
    [
      'letters in the number',
      card({ CardNumber: '4242abcd42424242' }),
      'Enter a valid card number.',
    ],
    ['a 4-digit CVC on visa', card({ CardSecurity: '1234' }), 'CVC must be 3 digits.'],
    ['a 3-digit CVC on amex', card({ CardNumber: '378282246310005' }), 'CVC must be 4 digits.'],
    ['an expired card', card({ ExpYear: '2026', ExpMonth: '02' }), 'The card has expired.'],
    ['a year too far out', card({ ExpYear: '2040' }), 'Choose one of the next 10 years.'],
    ['a long zip', card({ Zip: '787310' }), 'Zip must be 5 digits.'],
    ['a short zip', card({ Zip: '7873' }), 'Zip must be 5 digits.'],
    ['a number as the deal', card({ dealId: 1005 }), 'A deal id is required.'],
  ])('refuses %s with 400, charging nothing', async (_name, payload, message) => {
    const response = await pay(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message });
    expect(charges).toHaveLength(0);
  });

  it('needs an Idempotency-Key and a JSON object', async () => {
    expect((await pay(card(), { key: null })).statusCode).toBe(400);
    expect((await pay(card(), { key: 'short' })).statusCode).toBe(400);
    const token = await t.login('borrower@demo.test');
    const malformed = await t.as(token, {
      method: 'POST',
      url: URL,
      headers: { 'content-type': 'application/json', [IDEMPOTENCY_HEADER]: freshKey() },
      payload: '{"CardNumber": "4242',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).not.toContain('4242');
    expect(charges).toHaveLength(0);
  });

  it('lets a broker of the deal pay; another borrower gets the 404 of a missing deal', async () => {
    const other = await pay(card(), { email: 'borrower2@demo.test' });
    const missing = await pay(card({ dealId: 'D9999' }), { email: 'borrower2@demo.test' });
    expect(other.statusCode).toBe(404);
    expect(other.body).toBe(missing.body);
    // D1005 is brokered by wholesale@.
    expect((await pay(card(), { email: 'wholesale@demo.test' })).json().success).toBe(true);
    expect(charges).toHaveLength(1);
  });

  it('refuses anonymous callers, leads and employees viewing the account', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: URL, payload: card() });
    expect(anonymous.statusCode).toBe(401);
    expect((await pay(card(), { email: 'lead@demo.test' })).statusCode).toBe(403);
    const viewing = await pay(card(), { token: await viewAs(t, 'borrower@demo.test') });
    expect(viewing.statusCode).toBe(403);
    expect(viewing.json().message).toBe(IMPERSONATION_REFUSED);
    expect(charges).toHaveLength(0);
  });
});

describe('with CARD_GATEWAY=none', () => {
  it('answers 503', async () => {
    const off = await createTestApp({ db: t.db, cardGateway: null });
    try {
      const token = await off.login('borrower@demo.test');
      const response = await off.as(token, {
        method: 'POST',
        url: URL,
        payload: card(),
        headers: { [IDEMPOTENCY_HEADER]: freshKey() },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toBe(CARD_PAYMENTS_UNAVAILABLE);
    } finally {
      await off.close();
    }
  });
});
