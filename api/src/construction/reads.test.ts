import {
  budgetResponseSchema,
  drawsResponseSchema,
  sumAmounts,
  type BudgetResponse,
  type DrawsResponse,
} from '@lender/contracts';
import * as v from 'valibot';
import { checkDealScopedAccess } from '../test/access';
import { createTestApp, type TestApp } from '../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const post = async (email: string, url: string, dealid: string) =>
  t.as(await t.login(email), { method: 'POST', url: `/lima/api/${url}`, payload: { dealid } });

/** Parses with the contract and checks that nothing was stripped (no key the contract lacks). */
function strict<S extends v.GenericSchema>(schema: S, body: unknown): v.InferOutput<S> {
  const parsed = v.parse(schema, body);
  expect(parsed).toEqual(body);
  return parsed;
}

const budgetOf = async (dealid: string, email = 'borrower@demo.test') => {
  const response = await post(email, 'deals/budget', dealid);
  expect(response.statusCode).toBe(200);
  return strict(budgetResponseSchema, response.json()).budget;
};
const drawsOf = async (dealid: string, email = 'borrower@demo.test') => {
  const response = await post(email, 'deals/draws', dealid);
  expect(response.statusCode).toBe(200);
  return strict(drawsResponseSchema, response.json()).draws;
};

describe('POST deals/budget', () => {
  it('answers sublots and items with balances (budget − invoiced − pending) and the total', async () => {
    const budget: BudgetResponse['budget'] = await budgetOf('D1010');
    expect(budget.sublots.map((s) => s.sublotName)).toEqual(['Lot 1', 'Lot 2']);
    const items = budget.sublots.flatMap((s) => s.items);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item.amount).toBe(0);
      expect(item.balance).toBeCloseTo(item.budget - item.invoiced, 2);
    }
    expect(budget.totalBalance).toBe(sumAmounts(items.map((item) => item.balance)));
    expect(budget.totalBalance).toBeGreaterThan(0);
  });

  it('counts the pending draw’s amounts out of the balance', async () => {
    const budget = await budgetOf('D1009');
    const items = budget.sublots.flatMap((s) => s.items);
    const [pending] = (await drawsOf('D1009')).filter((draw) => draw.status === '');
    expect(pending).toBeDefined();
    for (const item of items) {
      const requested = pending?.items.find((line) => line.budgetItem === item.id)?.value ?? 0;
      expect(item.amount).toBe(requested);
      expect(item.balance).toBeCloseTo(item.budget - item.invoiced - requested, 2);
    }
    expect(items.some((item) => item.amount > 0)).toBe(true);
  });

  it('answers an empty budget for a deal without one, and 0 for a fully drawn one', async () => {
    expect(await budgetOf('D1001')).toEqual({ sublots: [], totalBalance: 0 });
    expect((await budgetOf('D1014')).totalBalance).toBe(0);
  });

  it('is for whoever may see the deal (owner, broker, employee viewing)', async () => {
    await checkDealScopedAccess(t, {
      url: '/lima/api/deals/budget',
      body: (dealid) => ({ dealid }),
      brokeredDealId: 'D1004',
    });
  });
});

describe('POST deals/draws', () => {
  it('answers the draws oldest first, with items flat and by sublot', async () => {
    const draws: DrawsResponse['draws'] = await drawsOf('D1009');
    expect(draws).toHaveLength(3);
    expect(draws.map((draw) => draw.date)).toEqual([...draws.map((draw) => draw.date)].sort());
    expect(draws.map((draw) => draw.status)).toEqual(['Complete', 'Complete', '']);
    for (const draw of draws) {
      expect(draw.projectName).toBe('Birch Renovation');
      expect(draw.items.length).toBeGreaterThan(0);
      expect(draw.sublots.flatMap((sublot) => sublot.items)).toEqual(draw.items);
      expect(draw.sublots.every((s) => s.items.every((item) => item.sublot === s.sublot))).toBe(
        true,
      );
    }
    const budget = await budgetOf('D1009');
    const ids = new Set(budget.sublots.flatMap((s) => s.items.map((item) => item.id)));
    expect(draws.every((draw) => draw.items.every((item) => ids.has(item.budgetItem ?? '')))).toBe(
      true,
    );
  });

  it('answers no draws for a budget without any, and for a deal without a budget', async () => {
    expect(await drawsOf('D1004')).toEqual([]);
    expect(await drawsOf('D1001')).toEqual([]);
  });

  it('groups the sublots of a two-lot deal with their names', async () => {
    const [first] = await drawsOf('D1010');
    expect(first?.sublots.map((s) => s.sublotName).sort()).toEqual(['Lot 1', 'Lot 2']);
  });

  it('is for whoever may see the deal (owner, broker, employee viewing)', async () => {
    await checkDealScopedAccess(t, {
      url: '/lima/api/deals/draws',
      body: (dealid) => ({ dealid }),
      brokeredDealId: 'D1004',
    });
  });
});
