import * as v from 'valibot';
import { accountHistoryEntrySchema } from '@lender/contracts';
import { checkDealScopedAccess } from '../test/access';
import { createTestApp, type TestApp } from '../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const history = async (dealid: string, email = 'borrower@demo.test') =>
  t.as(await t.login(email), {
    method: 'POST',
    url: '/lima/api/deals/account-history',
    payload: { dealid },
  });

describe('POST deals/account-history', () => {
  it('answers every payment of a funded deal, newest first, with numbers and dates', async () => {
    const response = await history('D1012');
    expect(response.statusCode).toBe(200);
    const rows = v.parse(
      v.array(v.strictObject(accountHistoryEntrySchema.entries)),
      response.json(),
    );
    // 86 months of history: every row, the hidden Source_Types too.
    expect(rows.length).toBeGreaterThan(86);
    const types = new Set(rows.map((row) => row.Source_Type));
    for (const type of ['RegPmt', 'BEG', 'Fundin', 'FinChg', 'DIS', 'LateCh'])
      expect(types).toContain(type);
    const dates = rows.map((row) => row.Date_Received ?? '');
    expect([...dates].sort().reverse()).toEqual(dates);
    const regular = rows.find((row) => row.Source_Type === 'RegPmt');
    expect(regular?.Date_Received).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(regular?.Due_Date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(typeof regular?.Total_Amount).toBe('number');
    expect(typeof regular?.Loan_Balance).toBe('number');
  });

  it('answers an empty array for a deal without payments', async () => {
    expect((await history('D1001')).json()).toEqual([]);
  });

  it('checks access like every deal-scoped endpoint', async () => {
    await checkDealScopedAccess(t, {
      url: '/lima/api/deals/account-history',
      body: (dealid) => ({ dealid }),
    });
  });
});
