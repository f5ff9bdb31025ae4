import { sql, type Kysely } from 'kysely';
import { PIPELINE_STAGES } from '@lender/contracts';
import { openDatabase } from '../dialect';
import { migrateToLatest } from '../migrate';
import type { Database } from '../types';
import { PRODUCT_TYPES } from './fixtures';
import { generateLarge, seedIfEmpty } from './index';

// Database set-up can take more than jest's 5 s on a busy machine (see test/helpers.ts).

let db: Kysely<Database>;
beforeAll(async () => {
  db = openDatabase({ kind: 'pglite' });
  await migrateToLatest(db);
  expect(await seedIfEmpty(db, { kind: 'demo' }, { scryptLogN: 10, anchor: '2026-03-15' })).toBe(
    'seeded',
  );
});
afterAll(async () => {
  await db.destroy();
});

describe('demo seed', () => {
  it('runs only on an empty database, and not at all with SEED=none', async () => {
    expect(await seedIfEmpty(db, { kind: 'demo' }, { scryptLogN: 10 })).toBe('skipped');
    expect(await seedIfEmpty(db, { kind: 'none' }, { scryptLogN: 10 })).toBe('disabled');
  });

  it('has the demo accounts', async () => {
    const accounts = await db
      .selectFrom('accounts')
      .select(['email', 'account_type', 'is_lead'])
      .orderBy('email')
      .execute();
    expect(accounts).toEqual([
      { email: 'borrower2@demo.test', account_type: 'CustomerAccount', is_lead: false },
      { email: 'borrower@demo.test', account_type: 'CustomerAccount', is_lead: false },
      { email: 'broker@demo.test', account_type: 'BrokerAccount', is_lead: false },
      { email: 'employee@demo.test', account_type: 'Employee', is_lead: false },
      { email: 'lead@demo.test', account_type: 'CustomerAccount', is_lead: true },
      { email: 'newborrower@demo.test', account_type: 'CustomerAccount', is_lead: false },
      { email: 'newbroker@demo.test', account_type: 'BrokerAccount', is_lead: false },
      { email: 'wholesale@demo.test', account_type: 'WholesaleAccount', is_lead: false },
    ]);
  });

  it('has records without a portal password, to try account setup with', async () => {
    const rows = await db
      .selectFrom('accounts')
      .select('email')
      .where('password_hash', 'is', null)
      .orderBy('email')
      .execute();
    expect(rows.map((row) => row.email)).toEqual(['newborrower@demo.test', 'newbroker@demo.test']);
  });

  it('covers every pipeline stage, Funded and every product type', async () => {
    const deals = await db
      .selectFrom('deals')
      .select(['status', 'product_type', 'nickname', 'funded'])
      .execute();
    expect(new Set(deals.map((deal) => deal.status))).toEqual(
      new Set([...PIPELINE_STAGES, 'Funded']),
    );
    expect(new Set(deals.map((deal) => deal.product_type))).toEqual(new Set(PRODUCT_TYPES));
    expect(deals.some((deal) => deal.nickname === null)).toBe(true);
    expect(deals.some((deal) => deal.nickname !== null)).toBe(true);
    expect(deals.filter((deal) => deal.funded).every((deal) => deal.status === 'Funded')).toBe(
      true,
    );
  });

  it('has budgets and draws in every state', async () => {
    const budgets = await sql<{
      deal_id: string;
      total: number;
      invoiced: number;
      draws: number;
      pending: number;
    }>`
      SELECT b.deal_id,
             sum(i.budget)::float8 AS total,
             sum(i.invoiced)::float8 AS invoiced,
             (SELECT count(*)::int FROM draws d WHERE d.deal_id = b.deal_id) AS draws,
             (SELECT count(*)::int FROM draws d WHERE d.deal_id = b.deal_id AND d.status = '') AS pending
      FROM budgets b JOIN budget_sublots s ON s.budget_id = b.id JOIN budget_items i ON i.sublot_id = s.id
      GROUP BY b.deal_id`.execute(db);
    const rows = budgets.rows;
    expect(rows.some((row) => row.draws === 0)).toBe(true);
    expect(rows.some((row) => row.pending > 0)).toBe(true);
    expect(rows.some((row) => row.draws > 0 && row.pending === 0 && row.total > row.invoiced)).toBe(
      true,
    );
    expect(rows.some((row) => row.draws > 0 && row.total === row.invoiced)).toBe(true);
  });

  it('has the construction scenarios api/README.md names', async () => {
    const state = async (dealId: string) => {
      const deal = await db
        .selectFrom('deals')
        .select(['account_id', 'status', 'product_type'])
        .where('id', '=', dealId)
        .executeTakeFirstOrThrow();
      const draws = await db
        .selectFrom('draws')
        .select('status')
        .where('deal_id', '=', dealId)
        .orderBy('draw_date')
        .execute();
      const totals = await sql<{ left: number | null }>`
        SELECT sum(i.budget - i.invoiced)::float8 AS left
        FROM budgets b JOIN budget_sublots s ON s.budget_id = b.id
        JOIN budget_items i ON i.sublot_id = s.id WHERE b.deal_id = ${dealId}`.execute(db);
      return { ...deal, draws: draws.map((d) => d.status), left: totals.rows[0]?.left ?? 0 };
    };
    // A new draw allowed on borrower@'s funded new-construction deal: every draw complete.
    const d1010 = await state('D1010');
    expect(d1010).toMatchObject({ account_id: 'acct-borrower', product_type: 'New Construction' });
    expect(d1010.draws).toEqual(['Complete', 'Complete', 'Complete']);
    expect(d1010.left).toBeGreaterThan(0);
    // Latest draw pending.
    expect((await state('D1009')).draws).toEqual(['Complete', 'Complete', '']);
    // Funded Multifamily (analyst message) and a pre-funding bridge deal (budget upload).
    expect(await state('D1011')).toMatchObject({ status: 'Funded', product_type: 'Multifamily' });
    expect(await state('D1001')).toMatchObject({ status: 'Quoted Deal', product_type: 'Bridge' });
    // borrower@ adds a bank account in the draw request; borrower2@ has one.
    const banks = await db.selectFrom('beneficiaries').select(['account_id', 'id']).execute();
    expect(banks).toEqual([{ account_id: 'acct-borrower2', id: 'ben-raman-op' }]);
  });

  it('has 6+ years of history with every Source_Type', async () => {
    const types = await db.selectFrom('payments').select('source_type').distinct().execute();
    expect(types.map((row) => row.source_type).sort()).toEqual(
      [
        'Adj-LC',
        'BEG',
        'DIS',
        'FinChg',
        'Fundin',
        'LateCh',
        'MAN',
        'MANR',
        'NSF',
        'Oth',
        'PMT ADV',
        'RegPmt',
        'WC',
      ].sort(),
    );
    const span = await sql<{ deal_id: string; months: number }>`
      SELECT deal_id, count(*)::int AS months FROM payments WHERE source_type = 'RegPmt' GROUP BY deal_id`.execute(
      db,
    );
    expect(span.rows.filter((row) => row.months >= 72).length).toBeGreaterThanOrEqual(2);
  });

  it('has LOCs in every status group', async () => {
    const locs = await db
      .selectFrom('locs')
      .select(['loc_status', 'sales_loc_status', 'entity_milestone'])
      .execute();
    const statuses = new Set(locs.map((loc) => loc.loc_status));
    for (const status of [
      'Submission Rejected',
      'Denied',
      'Submitted for Large Line Approval',
      'In Process',
      'Conditional Approval',
      'Approval',
      'Expired',
      null,
    ]) {
      expect(statuses).toContain(status);
    }
    expect(locs.some((loc) => loc.sales_loc_status === 'Application Received')).toBe(true);
    expect(locs.some((loc) => loc.entity_milestone === 'New')).toBe(true);
  });

  it('is deterministic for one anchor', async () => {
    const other = openDatabase({ kind: 'pglite' });
    try {
      await migrateToLatest(other);
      await seedIfEmpty(other, { kind: 'demo' }, { scryptLogN: 10, anchor: '2026-03-15' });
      const snapshot = (d: Kysely<Database>) =>
        d
          .selectFrom('payments')
          .select(['id', 'deal_id', 'source_type', 'date_received', 'total_amount', 'loan_balance'])
          .orderBy('deal_id')
          .orderBy('date_received')
          .orderBy('source_type')
          .orderBy('total_amount')
          .execute();
      const strip = (rows: { id: string }[]) => rows.map(({ id: _id, ...rest }) => rest);
      expect(strip(await snapshot(other))).toEqual(strip(await snapshot(db)));
    } finally {
      await other.destroy();
    }
  });

  it('generates a large broker book', async () => {
    await generateLarge(db, 300, { anchor: '2026-03-15', scryptLogN: 10 });
    const { count } = await db
      .selectFrom('broker_deals')
      .innerJoin('accounts', 'accounts.id', 'broker_deals.account_id')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('accounts.email', '=', 'broker-large@demo.test')
      .executeTakeFirstOrThrow();
    expect(count).toBe(300);
  });
});
