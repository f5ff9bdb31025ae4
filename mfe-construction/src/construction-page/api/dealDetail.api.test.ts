/** @jest-environment node */
import * as v from 'valibot';
import { dealDetailSchema } from '@lender/contracts';
import { liveApiForThisFile, readLive } from '@lender/shared/testing/live-api';
import { dealOfDetailAnswer } from '@lender/contracts';
import { dealDetailRead } from '@lender/shared';

const api = liveApiForThisFile();
const fetchDealDetail = (dealId: string) => readLive(dealDetailRead(dealId), dealOfDetailAnswer);

describe('fetchDealDetail', () => {
  it('answers the deal in the §3 shape, with its budget totals and uploaded budgets', async () => {
    await api.signInAs('borrower@demo.test');
    const deal = await fetchDealDetail('D1010');
    expect(v.safeParse(v.strictObject(dealDetailSchema.entries), deal).issues).toBeUndefined();
    expect(deal).toMatchObject({ id: 'D1010', status: 'Funded', productType: 'New Construction' });
    expect((await fetchDealDetail('D1001')).uploadedBudgets).toBe(1);
  });

  it('answers 404 for another borrower’s deal and for a missing one', async () => {
    await api.signInAs('borrower2@demo.test');
    await expect(fetchDealDetail('D1010')).rejects.toMatchObject({ status: 404 });
    await expect(fetchDealDetail('D9999')).rejects.toMatchObject({ status: 404 });
  });
});
