/** @jest-environment node */
import * as v from 'valibot';
import { budgetSublotSchema, drawSchema, isDrawComplete } from '@lender/contracts';
import { liveApiForThisFile, readLive } from '@lender/shared/testing/live-api';
import { budgetRead, drawsRead, parseBudget, parseDraws } from './draws';

const api = liveApiForThisFile();
const fetchDraws = (dealId: string) => readLive(drawsRead(dealId), parseDraws);
const fetchBudget = (dealId: string) => readLive(budgetRead(dealId), parseBudget);

describe('fetchDraws', () => {
  it('answers the draws oldest first in the §3 shape, the pending one with an empty status', async () => {
    await api.signInAs('borrower@demo.test');
    const draws = await fetchDraws('D1009');
    expect(draws.length).toBeGreaterThan(0);
    for (const draw of draws)
      expect(v.safeParse(v.strictObject(drawSchema.entries), draw).issues).toBeUndefined();
    const dates = draws.map((draw) => draw.date);
    expect([...dates].sort()).toEqual(dates);
    expect(draws.at(-1)?.status).toBe('');
    expect((await fetchDraws('D1010')).every(isDrawComplete)).toBe(true);
  });

  it('answers no draws for a deal without any', async () => {
    await api.signInAs('borrower@demo.test');
    expect(await fetchDraws('D1005')).toEqual([]);
  });

  it('answers 404 for another borrower’s deal', async () => {
    await api.signInAs('borrower2@demo.test');
    await expect(fetchDraws('D1010')).rejects.toMatchObject({ status: 404 });
  });
});

describe('fetchBudget', () => {
  it('answers the sublots with each item’s balance, and the total balance', async () => {
    await api.signInAs('borrower@demo.test');
    const budget = await fetchBudget('D1010');
    expect(budget.sublots.length).toBeGreaterThan(0);
    for (const sublot of budget.sublots)
      expect(v.safeParse(budgetSublotSchema, sublot).issues).toBeUndefined();
    expect(budget.totalBalance).toBeGreaterThan(0);
  });

  it('answers an empty budget for a deal without one', async () => {
    await api.signInAs('borrower@demo.test');
    expect(await fetchBudget('D1001')).toEqual({ sublots: [], totalBalance: 0 });
  });

  it('answers 404 for another borrower’s deal', async () => {
    await api.signInAs('borrower2@demo.test');
    await expect(fetchBudget('D1010')).rejects.toMatchObject({ status: 404 });
  });
});
