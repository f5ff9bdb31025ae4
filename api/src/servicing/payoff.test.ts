import * as v from 'valibot';
import { PAYOFF_MESSAGES, payoffResponseSchema } from '@lender/contracts';
import { IMPERSONATION_REFUSED } from '../impersonation/guard';
import { viewAs } from '../test/access';
import { createTestApp, type TestApp } from '../test/helpers';
import { PAYOFF_THROTTLED, PUBLIC_PAYOFF_LIMIT } from './payoff';
import { footprint, mailsTo } from './testing';

const URL = '/lima/api/payoff-request';
const CLOCK = Date.UTC(2026, 2, 15, 12);
let clock = CLOCK;
let t: TestApp;
let address = 0;
/** A fresh client address per call unless given (the public limit counts per address). */
const publicPost = (payload: unknown, remoteAddress = `10.0.0.${++address}`) =>
  t.app.inject({ method: 'POST', url: URL, payload: payload as object, remoteAddress });

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  clock = CLOCK;
  await t.db.deleteFrom('servicing_requests').execute();
  await t.db.deleteFrom('mail_outbox').execute();
});

const payoff = (overrides: Record<string, unknown> = {}) => ({
  loan_number: 'LN-1004',
  property_address: '4810 Bull Creek Rd, Austin TX',
  good_through_date: '2026-03-31',
  email: 'jordan@demo.test',
  optional_email: '',
  sale_or_refinance: 'Sell',
  if_sale_then_what_is_the_estimated_sales_price: '$450,000.00',
  if_refinance_name_of_lender_and_agent_contact: '',
  updated_borrower_mailing_address: '1 Oak St, Austin TX 78701',
  external: true,
  ...overrides,
});

/** borrower@'s request, signed in at the time of the call (calls weeks apart outlive a session). */
const signedIn = async (overrides: Record<string, unknown>) => {
  const login = await t.app.inject({
    method: 'POST',
    url: '/lima/api/users/validate',
    payload: { username: 'borrower@demo.test', password: 'Demo-pass-2026' },
  });
  const payload = payoff({ external: false, ...overrides });
  return t.as(login.json().data.token, { method: 'POST', url: URL, payload });
};

describe('POST payoff-request', () => {
  it('stores a public request, mails the requester and the servicing mailbox', async () => {
    const response = await publicPost(payoff({ property_address: 'Caf&#233; &#60;b&#62;' }));
    expect(response.statusCode).toBe(200);
    const body = v.parse(payoffResponseSchema, response.json());
    expect(body).toEqual({ success: true, feeApplies: false, message: PAYOFF_MESSAGES.success });
    const rows = await t.db.selectFrom('servicing_requests').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'payoff',
      account_id: null,
      deal_id: null,
      loan_number: 'LN-1004',
      email: 'jordan@demo.test',
      fee_applies: false,
    });
    expect(rows[0]?.payload).toMatchObject({
      external: true,
      property_address: 'Caf&#233; &#60;b&#62;',
    });
    expect(await mailsTo(t, 'jordan@demo.test')).toHaveLength(1);
    const [notice] = await mailsTo(t, 'servicing@lender.example');
    expect(notice?.subject).toContain('Payoff request: loan LN-1004');
    expect(notice?.text_body).toContain('good_through_date: 2026-03-31');
    // The servicing team reads what was typed, not the form's entities.
    expect(notice?.text_body).toContain('property_address: Café <b>');
    expect(notice?.text_body).not.toContain('&#');
  });

  it('stores a signed-in request with the account and its deal', async () => {
    const token = await t.login('borrower@demo.test');
    const response = await t.as(token, {
      method: 'POST',
      url: URL,
      payload: payoff({ external: false }),
    });
    expect(response.statusCode).toBe(200);
    const row = await t.db.selectFrom('servicing_requests').selectAll().executeTakeFirstOrThrow();
    expect(row.account_id).not.toBeNull();
    expect(row.deal_id).toBe('D1004');
    expect(row.payload).toMatchObject({ external: false });
  });

  it('flags a second request for the same loan within 30 days with the $20 fee', async () => {
    expect((await publicPost(payoff())).json()).toMatchObject({ feeApplies: false });
    clock = CLOCK + 29 * 24 * 3_600_000;
    // The loan's own borrower is told of the fee, in the answer and in the confirmation mail.
    const second = await signedIn({ loan_number: ' ln-1004 ', good_through_date: '2026-04-20' });
    expect(second.json()).toEqual({
      success: true,
      feeApplies: true,
      message: `${PAYOFF_MESSAGES.success} ${PAYOFF_MESSAGES.fee}`,
    });
    expect(second.json().message).toContain('$20 fee');
    const [confirmation] = await mailsTo(t, 'borrower@demo.test');
    expect(confirmation?.text_body).toContain('$20 fee');
    const [notice] = (await mailsTo(t, 'servicing@lender.example')).filter((m) =>
      m.subject.includes('fee'),
    );
    expect(notice?.subject).toContain('($20 fee applies)');
    clock = CLOCK + 61 * 24 * 3_600_000;
    const third = await signedIn({ good_through_date: '2026-05-20' });
    expect(third.json()).toMatchObject({ feeApplies: false });
  });

  it('answers a visitor the same whether or not the loan had a recent payoff', async () => {
    const first = await publicPost(payoff());
    const again = await publicPost(payoff({ email: 'prober@example.test' }));
    expect(again.json()).toEqual(first.json());
    expect(again.json()).toEqual({
      success: true,
      feeApplies: false,
      message: PAYOFF_MESSAGES.success,
    });
    // Nor does the mail the visitor named say it; the servicing team's notice does.
    const [mail] = await mailsTo(t, 'prober@example.test');
    expect(mail?.text_body).not.toContain('$20');
    const fees = await t.db
      .selectFrom('servicing_requests')
      .select('fee_applies')
      .orderBy('seq')
      .execute();
    expect(fees).toEqual([{ fee_applies: false }, { fee_applies: true }]);
  });

  it('tells a signed-in customer of no fee for a loan that is not theirs', async () => {
    await publicPost(payoff({ loan_number: 'LN-2006' }));
    const other = await signedIn({ loan_number: 'LN-2006' });
    expect(other.json()).toMatchObject({ feeApplies: false, message: PAYOFF_MESSAGES.success });
  });

  it('answers the same for an existing and a non-existing loan number', async () => {
    const existing = await publicPost(payoff({ loan_number: 'LN-1004' }));
    const missing = await publicPost(payoff({ loan_number: 'LN-NOPE-999' }));
    expect(missing.statusCode).toBe(existing.statusCode);
    expect(missing.json()).toEqual(existing.json());
  });

  it('takes a good-through date a form in another time zone allowed: a day either side of UTC', async () => {
    // The server's UTC date is 2026-03-15; a borrower in Hawaii may still be on the 14th, one in
    // Tokyo already on the 16th with 30 days ahead of them.
    expect((await publicPost(payoff({ good_through_date: '2026-03-14' }))).statusCode).toBe(200);
    expect((await publicPost(payoff({ good_through_date: '2026-04-15' }))).statusCode).toBe(200);
  });

  it('rate-limits public requests per client address', async () => {
    const from = '192.0.2.77';
    for (let i = 0; i < PUBLIC_PAYOFF_LIMIT; i += 1)
      expect((await publicPost(payoff({ loan_number: `LN-R${i}` }), from)).statusCode).toBe(200);
    const refused = await publicPost(payoff({ loan_number: 'LN-R9' }), from);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: PAYOFF_THROTTLED,
    });
    expect((await publicPost(payoff(), '192.0.2.78')).statusCode).toBe(200);
    expect((await footprint(t)).requests).toBe(PUBLIC_PAYOFF_LIMIT + 1);
  });

  it.each([
    ['missing loan number', { loan_number: '' }, PAYOFF_MESSAGES.loanNumber],
    [
      'no sales price on Sell',
      { if_sale_then_what_is_the_estimated_sales_price: '' },
      PAYOFF_MESSAGES.salesPrice,
    ],
    ['no lender on Refinance', { sale_or_refinance: 'Refinance' }, PAYOFF_MESSAGES.lenderContact],
    [
      'good through in the past',
      { good_through_date: '2026-03-13' },
      PAYOFF_MESSAGES.goodThroughPast,
    ],
    [
      'good through beyond 30 days',
      { good_through_date: '2026-04-16' },
      PAYOFF_MESSAGES.goodThroughTooFar,
    ],
    ['bad email', { email: 'x' }, PAYOFF_MESSAGES.email],
    [
      'no mailing address',
      { updated_borrower_mailing_address: ' ' },
      PAYOFF_MESSAGES.mailingAddress,
    ],
    ['wrong type', { loan_number: 12345 }, PAYOFF_MESSAGES.loanNumber],
    [
      'control characters',
      { property_address: 'a\u0000b' },
      'Remove the control characters (such as tabs or line breaks) from this field.',
    ],
    ['external not a boolean', { external: 'yes' }, PAYOFF_MESSAGES.external],
  ])('refuses %s with a 400 and stores nothing', async (_name, overrides, message) => {
    const response = await publicPost(payoff(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message });
    expect(await footprint(t)).toMatchObject({ requests: 0, mails: 0 });
  });

  it('refuses malformed JSON, an array and an oversized body with 4xx and stores nothing', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: { 'content-type': 'application/json' },
      payload: '{"loan_number":',
      remoteAddress: '10.9.9.1',
    });
    expect(malformed.statusCode).toBe(400);
    expect((await publicPost([payoff()])).statusCode).toBe(400);
    const huge = await publicPost(payoff({ property_address: 'x'.repeat(2 * 1024 * 1024) }));
    expect(huge.statusCode).toBe(413);
    expect(await footprint(t)).toMatchObject({ requests: 0, mails: 0 });
  });

  it('refuses an employee viewing the account, and an invalid token', async () => {
    const viewing = await viewAs(t, 'borrower@demo.test');
    const refused = await t.as(viewing, { method: 'POST', url: URL, payload: payoff() });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(IMPERSONATION_REFUSED);
    const badToken = await t.as('not-a-token', { method: 'POST', url: URL, payload: payoff() });
    expect(badToken.statusCode).toBe(401);
    expect(await footprint(t)).toMatchObject({ requests: 0, mails: 0 });
  });
});
