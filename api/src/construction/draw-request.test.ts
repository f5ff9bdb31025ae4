import {
  DRAW_MESSAGES,
  budgetResponseSchema,
  drawRequestResponseSchema,
  drawsResponseSchema,
  type BudgetItem,
} from '@lender/contracts';
import type { InjectOptions } from 'fastify';
import * as v from 'valibot';
import { IMPERSONATION_REFUSED } from '../impersonation/guard';
import { viewAs } from '../test/access';
import { BANK_ACCOUNT } from '../test/forms';
import { createTestApp, type TestApp } from '../test/helpers';
import { CUSTOMERS_ONLY } from './routes';

// Monday 2026-03-16, 15:00 UTC: an inspection starting that day ends Wednesday the 18th.
const NOW = Date.UTC(2026, 2, 16, 15);
const START = '2026-03-16';
const END = '2026-03-18';
let t: TestApp;
let borrowerBank: string;

// The account number as the form sends it, with commas.
const BANK = { ...BANK_ACCOUNT, bank_account_number: '000,123,456,789' };

const call = async (email: string, url: string, payload?: InjectOptions['payload']) =>
  t.as(await t.login(email), {
    method: payload === undefined ? 'GET' : 'POST',
    url: `/lima/api/${url}`,
    ...(payload === undefined ? {} : { payload }),
  });

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  const response = await call('borrower@demo.test', 'borrower/beneficiaries', BANK);
  expect(response.statusCode).toBe(200);
  borrowerBank = response.json().accounts.at(-1).id;
});
afterAll(async () => t.close());

const budgetItems = async (dealid: string, email = 'borrower@demo.test'): Promise<BudgetItem[]> =>
  v
    .parse(budgetResponseSchema, (await call(email, 'deals/budget', { dealid })).json())
    .budget.sublots.flatMap((sublot) => sublot.items);

const payload = (dealid: string, items: BudgetItem[], overrides: Record<string, unknown> = {}) => ({
  dealid,
  LockboxAccessCode: '4321',
  BeneficiaryId: borrowerBank,
  lineItems: items.map((item) => ({
    budgetItem: item.id,
    costCode: item.code,
    amount: Math.min(100, item.balance),
    balance: item.balance,
  })),
  inspection_start_date: START,
  inspection_end_date: END,
  ...overrides,
});

const drawCount = async (dealId: string) =>
  Number(
    (
      await t.db
        .selectFrom('draws')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('deal_id', '=', dealId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST deals/draws/new', () => {
  it('refuses amounts over an item’s remaining balance, items of other budgets and wrong codes', async () => {
    const [item] = (await budgetItems('D1004')).filter((i) => i.balance > 0);
    if (!item) throw new Error('D1004 has balance');
    const over = payload('D1004', [item]);
    over.lineItems[0]!.amount = item.balance + 0.01;
    let response = await call('borrower@demo.test', 'deals/draws/new', over);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(DRAW_MESSAGES.negativeLine);

    const [foreign] = await budgetItems('D1010');
    response = await call('borrower@demo.test', 'deals/draws/new', payload('D1004', [foreign!]));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(DRAW_MESSAGES.itemNotInBudget);

    const wrongCode = payload('D1004', [item]);
    wrongCode.lineItems[0]!.costCode = 'ZZ-999';
    response = await call('borrower@demo.test', 'deals/draws/new', wrongCode);
    expect(response.json()).toMatchObject({
      statusCode: 400,
      message: DRAW_MESSAGES.costCodeMismatch,
    });
    expect(await drawCount('D1004')).toBe(0);
  });

  it('creates a pending draw, takes it off the balance and refuses a second one', async () => {
    const items = (await budgetItems('D1010')).filter((i) => i.balance > 0).slice(0, 3);
    const before = await call('borrower@demo.test', 'deals/draws', { dealid: 'D1010' });
    const response = await call('borrower@demo.test', 'deals/draws/new', payload('D1010', items));
    expect(response.statusCode).toBe(200);
    const answer = v.parse(drawRequestResponseSchema, response.json());
    expect(answer).toEqual(response.json());

    const draws = v.parse(
      drawsResponseSchema,
      (await call('borrower@demo.test', 'deals/draws', { dealid: 'D1010' })).json(),
    ).draws;
    expect(draws).toHaveLength(before.json().draws.length + 1);
    const latest = draws.at(-1);
    expect(latest).toMatchObject({ id: answer.id, status: '', date: START });
    expect(latest?.items.map((item) => item.budgetItem)).toEqual(items.map((item) => item.id));
    const row = await t.db
      .selectFrom('draws')
      .selectAll()
      .where('id', '=', answer.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      lockbox_access_code: '4321',
      beneficiary_id: borrowerBank,
      inspection_start_date: START,
      inspection_end_date: END,
      requested_by: 'acct-borrower',
    });

    const after = await budgetItems('D1010');
    for (const item of items) {
      const now = after.find((i) => i.id === item.id);
      expect(now?.amount).toBe(Math.min(100, item.balance));
      expect(now?.balance).toBeCloseTo(item.balance - Math.min(100, item.balance), 2);
    }

    const again = await call('borrower@demo.test', 'deals/draws/new', payload('D1010', items));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(DRAW_MESSAGES.pending);
  });

  it('refuses while the latest draw is pending, with no balance and without a budget', async () => {
    const [item] = await budgetItems('D1009');
    const pending = await call('borrower@demo.test', 'deals/draws/new', payload('D1009', [item!]));
    expect(pending.json()).toMatchObject({ statusCode: 409, message: DRAW_MESSAGES.pending });

    const [drawn] = await budgetItems('D1014');
    const body = payload('D1014', [drawn!], {
      lineItems: [{ budgetItem: drawn!.id, costCode: drawn!.code, amount: 1 }],
    });
    const empty = await call('borrower@demo.test', 'deals/draws/new', body);
    expect(empty.json()).toMatchObject({ statusCode: 409, message: DRAW_MESSAGES.noBalance });

    // D1006: a short-term deal not yet funded, whose page offers the form, with no budget yet.
    const none = await call(
      'borrower@demo.test',
      'deals/draws/new',
      payload('D1006', [], { lineItems: [{ budgetItem: 'x', costCode: 'y', amount: 1 }] }),
    );
    expect(none.json()).toMatchObject({ statusCode: 409, message: DRAW_MESSAGES.noBudget });
  });

  it('refuses the deals whose construction page offers no draw form (spec §2)', async () => {
    // D1011: funded Multifamily, with a budget that has balance; its page says to call the analyst.
    const [item] = (await budgetItems('D1011')).filter((i) => i.balance > 0);
    if (!item) throw new Error('D1011 has balance');
    const seededDraws = await drawCount('D1011');
    const analyst = await call('borrower@demo.test', 'deals/draws/new', payload('D1011', [item]));
    expect(analyst.json()).toMatchObject({
      statusCode: 409,
      message: DRAW_MESSAGES.contactAnalyst,
    });
    // D1001: a bridge loan still quoted; its page offers the budget template.
    const template = await call(
      'borrower@demo.test',
      'deals/draws/new',
      payload('D1001', [], { lineItems: [{ budgetItem: 'x', costCode: 'y', amount: 1 }] }),
    );
    expect(template.json()).toMatchObject({
      statusCode: 409,
      message: DRAW_MESSAGES.notFundedYet,
    });
    expect(await drawCount('D1011')).toBe(seededDraws);
    expect(await drawCount('D1001')).toBe(0);
  });

  it('refuses another customer’s bank account with the same 404 as a missing one', async () => {
    const [item] = await budgetItems('D1004');
    const foreign = await call(
      'borrower@demo.test',
      'deals/draws/new',
      payload('D1004', [item!], { BeneficiaryId: 'ben-raman-op' }),
    );
    const missing = await call(
      'borrower@demo.test',
      'deals/draws/new',
      payload('D1004', [item!], { BeneficiaryId: 'ben-nope' }),
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(DRAW_MESSAGES.beneficiaryNotFound);
    expect(foreign.body).toBe(missing.body);
    expect(await drawCount('D1004')).toBe(0);
  });

  it('refuses another borrower’s deal with the same 404 as a missing deal', async () => {
    const items = await budgetItems('D1004');
    const other = await call(
      'borrower2@demo.test',
      'deals/draws/new',
      payload('D1004', items.slice(0, 1), { BeneficiaryId: 'ben-raman-op' }),
    );
    const missing = await call(
      'borrower2@demo.test',
      'deals/draws/new',
      payload('D9999', items.slice(0, 1), { BeneficiaryId: 'ben-raman-op' }),
    );
    expect(other.statusCode).toBe(404);
    expect(other.body).toBe(missing.body);
  });

  it('is for customers only, never while an employee views the account', async () => {
    const items = (await budgetItems('D1004')).slice(0, 1);
    const body = payload('D1004', items);
    const url = '/lima/api/deals/draws/new';
    expect((await t.app.inject({ method: 'POST', url, payload: body })).statusCode).toBe(401);
    for (const email of ['broker@demo.test', 'wholesale@demo.test', 'employee@demo.test']) {
      const response = await call(email, 'deals/draws/new', body);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(CUSTOMERS_ONLY);
    }
    expect((await call('lead@demo.test', 'deals/draws/new', body)).statusCode).toBe(403);
    const viewing = await t.as(await viewAs(t, 'borrower@demo.test'), {
      method: 'POST',
      url,
      payload: body,
    });
    expect(viewing.statusCode).toBe(403);
    expect(viewing.json().message).toBe(IMPERSONATION_REFUSED);
    expect(await drawCount('D1004')).toBe(0);
  });

  it('refuses bad input with 400, never 500', async () => {
    const [item] = await budgetItems('D1004');
    const good = payload('D1004', [item!]);
    const cases: [InjectOptions['payload'], string | null][] = [
      [{}, null],
      [{ ...good, lineItems: [] }, DRAW_MESSAGES.minimumOneLine],
      [{ ...good, lineItems: 'all' }, DRAW_MESSAGES.minimumOneLine],
      [{ ...good, lineItems: [{ ...good.lineItems[0], amount: -5 }] }, DRAW_MESSAGES.negativeLine],
      [{ ...good, lineItems: [{ ...good.lineItems[0], amount: 0 }] }, DRAW_MESSAGES.zeroLine],
      [
        { ...good, lineItems: [{ ...good.lineItems[0], amount: '1e3' }] },
        DRAW_MESSAGES.amountFormat,
      ],
      [
        { ...good, lineItems: [{ ...good.lineItems[0], amount: null }] },
        DRAW_MESSAGES.amountFormat,
      ],
      [{ ...good, lineItems: [null] }, null],
      [{ ...good, LockboxAccessCode: '' }, DRAW_MESSAGES.lockboxRequired],
      [{ ...good, LockboxAccessCode: '1234567' }, DRAW_MESSAGES.lockboxTooLong],
      [{ ...good, LockboxAccessCode: 12 }, DRAW_MESSAGES.lockboxRequired],
      [{ ...good, BeneficiaryId: '' }, DRAW_MESSAGES.noBeneficiary],
      [{ ...good, inspection_end_date: '2026-03-19' }, DRAW_MESSAGES.inspectionEnd],
      [{ ...good, inspection_start_date: 'soon' }, DRAW_MESSAGES.inspectionStart],
      [{ ...good, dealid: ['D1004'] }, null],
      [{ ...good, LockboxAccessCode: '12\u00003' }, null],
      [
        { ...good, inspection_start_date: '2026-03-01', inspection_end_date: '2026-03-03' },
        DRAW_MESSAGES.inspectionStartRange,
      ],
      [
        { ...good, inspection_start_date: '2027-06-01', inspection_end_date: '2027-06-03' },
        DRAW_MESSAGES.inspectionStartRange,
      ],
      // §3's payload (no start): the end date alone must end a window that starts in range.
      [
        { ...good, inspection_start_date: undefined, inspection_end_date: '2026-03-21' },
        DRAW_MESSAGES.inspectionEnd,
      ],
      [
        { ...good, inspection_start_date: undefined, inspection_end_date: '2026-03-03' },
        DRAW_MESSAGES.inspectionStartRange,
      ],
      [
        { ...good, inspection_start_date: undefined, inspection_end_date: '2027-06-03' },
        DRAW_MESSAGES.inspectionStartRange,
      ],
      [
        { ...good, inspection_start_date: undefined, inspection_end_date: undefined },
        DRAW_MESSAGES.inspectionEnd,
      ],
    ];
    for (const [body, message] of cases) {
      const response = await call('borrower@demo.test', 'deals/draws/new', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      if (message) expect(response.json().message).toBe(message);
    }
    for (const raw of ['{"dealid":', '[]', '"x"', 'x'.repeat(50)]) {
      const response = await t.as(await t.login('borrower@demo.test'), {
        method: 'POST',
        url: '/lima/api/deals/draws/new',
        headers: { 'content-type': 'application/json' },
        payload: raw,
      });
      expect(response.statusCode).toBe(400);
    }
    expect(await drawCount('D1004')).toBe(0);
  });

  it('accepts the amount as the input’s text, and a start the day before (time zones)', async () => {
    const [item] = (await budgetItems('D2008', 'borrower2@demo.test')).filter(
      (i) => i.balance >= 1234.5,
    );
    if (!item) throw new Error('D2008 has an item with balance');
    const response = await call('borrower2@demo.test', 'deals/draws/new', {
      ...payload('D2008', [item]),
      BeneficiaryId: 'ben-raman-op',
      lineItems: [{ budgetItem: item.id, costCode: item.code, amount: '$1,234.50' }],
      inspection_start_date: '2026-03-15',
      inspection_end_date: '2026-03-17',
    });
    expect(response.statusCode).toBe(200);
    const draws = (await call('borrower2@demo.test', 'deals/draws', { dealid: 'D2008' })).json()
      .draws;
    expect(draws.at(-1).items).toEqual([expect.objectContaining({ value: 1234.5 })]);
  });

  it('accepts spec §3’s payload, without inspection_start_date (the end date alone)', async () => {
    const items = (await budgetItems('D1005')).filter((i) => i.balance > 0).slice(0, 1);
    const { inspection_start_date: _start, ...spec } = payload('D1005', items);
    expect(Object.keys(spec).sort()).toEqual(
      ['BeneficiaryId', 'LockboxAccessCode', 'dealid', 'inspection_end_date', 'lineItems'].sort(),
    );
    const response = await call('borrower@demo.test', 'deals/draws/new', spec);
    expect(response.statusCode).toBe(200);
    const { id } = v.parse(drawRequestResponseSchema, response.json());
    const row = await t.db
      .selectFrom('draws')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ inspection_start_date: null, inspection_end_date: END });
  });

  it('creates exactly one draw from 20 concurrent submissions', async () => {
    const items = (await budgetItems('D1004')).filter((i) => i.balance > 0).slice(0, 2);
    const token = await t.login('borrower@demo.test');
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.as(token, {
          method: 'POST',
          url: '/lima/api/deals/draws/new',
          payload: payload('D1004', items),
        }),
      ),
    );
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes).toEqual([200, ...Array<number>(19).fill(409)]);
    expect(await drawCount('D1004')).toBe(1);
  });
});
