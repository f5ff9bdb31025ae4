// The construction endpoints on the local PostgreSQL (PG_TEST_URL overrides), in a fresh schema:
// the same wire shapes as on PGlite, and 20 submissions racing on a real pool create one draw.
import * as v from 'valibot';
import {
  DRAW_MESSAGES,
  beneficiariesResponseSchema,
  budgetResponseSchema,
  drawsResponseSchema,
} from '@lender/contracts';
import { BANK_ACCOUNT as BANK } from '../test/forms';
import { createTestApp, type TestApp } from '../test/helpers';
import { createPostgresTestDb, type PostgresTestDb } from '../test/postgres';

const NOW = Date.UTC(2026, 2, 16, 15);
let postgres: PostgresTestDb;
let t: TestApp;

beforeAll(async () => {
  postgres = await createPostgresTestDb();
  t = await createTestApp({ db: postgres.db, now: () => NOW });
}, 30_000);

afterAll(async () => {
  await t?.close();
  await postgres?.drop();
});

const call = async (email: string, path: string, payload?: object) =>
  t.as(await t.login(email), {
    method: payload ? 'POST' : 'GET',
    url: `/lima/api/${path}`,
    ...(payload ? { payload } : {}),
  });

describe('construction on PostgreSQL', () => {
  it('answers the budget, the draws and the bank accounts with the wire types', async () => {
    const budget = v.parse(
      budgetResponseSchema,
      (await call('borrower@demo.test', 'deals/budget', { dealid: 'D1009' })).json(),
    ).budget;
    expect(budget.sublots.length).toBeGreaterThan(0);
    expect(budget.sublots.flatMap((s) => s.items).some((item) => item.amount > 0)).toBe(true);
    const draws = v.parse(
      drawsResponseSchema,
      (await call('borrower@demo.test', 'deals/draws', { dealid: 'D1009' })).json(),
    ).draws;
    expect(draws.map((draw) => draw.status)).toEqual(['Complete', 'Complete', '']);
    expect(typeof draws[0]?.items[0]?.value).toBe('number');
    const accounts = v.parse(
      beneficiariesResponseSchema,
      (await call('borrower2@demo.test', 'borrower/beneficiaries')).json(),
    ).accounts;
    expect(accounts.map((account) => account.bank_account_number)).toEqual(['••••6789']);
  });

  it('uploads a budget and counts it', async () => {
    const response = await call('borrower@demo.test', 'deals/budget/new', {
      opportunityid: 'D1001',
      budgetfilename: 'Budget.csv',
      budgetfiledata: Buffer.from('code,amount\n01,5\n').toString('base64'),
    });
    expect(response.json()).toEqual({ success: true });
    const deal = (await call('borrower@demo.test', 'deals/details', { dealid: 'D1001' })).json()
      .deal[0];
    expect(deal.uploadedBudgets).toBe(2);
  });

  it('creates exactly one draw from 20 concurrent submissions for one deal', async () => {
    const added = await call('borrower@demo.test', 'borrower/beneficiaries', BANK);
    const bankId = added.json().accounts.at(-1).id as string;
    const budget = v.parse(
      budgetResponseSchema,
      (await call('borrower@demo.test', 'deals/budget', { dealid: 'D1010' })).json(),
    ).budget;
    const items = budget.sublots.flatMap((s) => s.items).filter((item) => item.balance > 0);
    const body = {
      dealid: 'D1010',
      LockboxAccessCode: '2468',
      BeneficiaryId: bankId,
      lineItems: items.slice(0, 3).map((item) => ({
        budgetItem: item.id,
        costCode: item.code,
        amount: Math.min(250, item.balance),
        balance: item.balance,
      })),
      inspection_start_date: '2026-03-19',
      inspection_end_date: '2026-03-23',
    };
    const token = await t.login('borrower@demo.test');
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.as(token, { method: 'POST', url: '/lima/api/deals/draws/new', payload: body }),
      ),
    );
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes).toEqual([200, ...Array<number>(19).fill(409)]);
    for (const response of responses.filter((r) => r.statusCode === 409))
      expect(response.json().message).toBe(DRAW_MESSAGES.pending);
    const { rows } = await postgres.admin.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${postgres.schema}.draws WHERE deal_id = 'D1010' AND status = ''`,
    );
    expect(rows[0]?.n).toBe(1);
    const items2 = await postgres.admin.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${postgres.schema}.draw_items di JOIN ${postgres.schema}.draws d ON d.id = di.draw_id
       WHERE d.deal_id = 'D1010' AND d.status = ''`,
    );
    expect(items2.rows[0]?.n).toBe(3);
  });

  it('serializes submissions with the row lock alone (the unique index dropped)', async () => {
    await postgres.admin.query(`DROP INDEX ${postgres.schema}.draws_one_pending_per_deal_idx`);
    try {
      const bankId = (await call('borrower@demo.test', 'borrower/beneficiaries')).json().accounts[0]
        .id as string;
      const budget = v.parse(
        budgetResponseSchema,
        (await call('borrower@demo.test', 'deals/budget', { dealid: 'D1004' })).json(),
      ).budget;
      const [item] = budget.sublots.flatMap((s) => s.items).filter((i) => i.balance > 0);
      if (!item) throw new Error('D1004 has balance');
      const body = {
        dealid: 'D1004',
        LockboxAccessCode: '1357',
        BeneficiaryId: bankId,
        lineItems: [{ budgetItem: item.id, costCode: item.code, amount: 1 }],
        inspection_start_date: '2026-03-16',
        inspection_end_date: '2026-03-18',
      };
      const token = await t.login('borrower@demo.test');
      const responses = await Promise.all(
        Array.from({ length: 20 }, () =>
          t.as(token, { method: 'POST', url: '/lima/api/deals/draws/new', payload: body }),
        ),
      );
      expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
      const { rows } = await postgres.admin.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${postgres.schema}.draws WHERE deal_id = 'D1004'`,
      );
      expect(rows[0]?.n).toBe(1);
    } finally {
      await postgres.admin.query(
        `CREATE UNIQUE INDEX draws_one_pending_per_deal_idx ON ${postgres.schema}.draws (deal_id) WHERE status = ''`,
      );
    }
  });

  it('keeps one pending draw per deal even without the lock (the partial unique index)', async () => {
    await expect(
      postgres.admin.query(
        `INSERT INTO ${postgres.schema}.draws (deal_id, status, draw_date) VALUES ('D1009', '', '2026-03-16')`,
      ),
    ).rejects.toMatchObject({ code: '23505' });
  });

  it('refuses an amount over the balance and another customer’s bank account', async () => {
    const budget = v.parse(
      budgetResponseSchema,
      (await call('borrower2@demo.test', 'deals/budget', { dealid: 'D2008' })).json(),
    ).budget;
    const [item] = budget.sublots.flatMap((s) => s.items).filter((i) => i.balance > 0);
    if (!item) throw new Error('D2008 has balance');
    const body = {
      dealid: 'D2008',
      LockboxAccessCode: '1',
      BeneficiaryId: 'ben-raman-op',
      lineItems: [{ budgetItem: item.id, costCode: item.code, amount: item.balance + 1 }],
      inspection_start_date: '2026-03-16',
      inspection_end_date: '2026-03-18',
    };
    const over = await call('borrower2@demo.test', 'deals/draws/new', body);
    expect(over.json()).toMatchObject({ statusCode: 400, message: DRAW_MESSAGES.negativeLine });
    const mine = (await call('borrower@demo.test', 'borrower/beneficiaries')).json().accounts[0].id;
    const foreign = await call('borrower2@demo.test', 'deals/draws/new', {
      ...body,
      BeneficiaryId: mine,
      lineItems: [{ budgetItem: item.id, costCode: item.code, amount: 1 }],
    });
    expect(foreign.statusCode).toBe(404);
    const ok = await call('borrower2@demo.test', 'deals/draws/new', {
      ...body,
      lineItems: [{ budgetItem: item.id, costCode: item.code, amount: item.balance }],
    });
    expect(ok.statusCode).toBe(200);
  });
});
