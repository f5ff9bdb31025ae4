/** @jest-environment node */
import * as v from 'valibot';
import { dealDetailSchema, dealMemberSchema } from '@lender/contracts';
import { liveApiForThisFile, readLive } from '@lender/shared/testing/live-api';
import { dealOfDetailAnswer } from '@lender/contracts';
import { dealDetailRead } from '@lender/shared';
import { dealMembersRead, parseDealMembers } from './dealDetail';

const api = liveApiForThisFile();
const fetchDealDetail = (dealId: string) => readLive(dealDetailRead(dealId), dealOfDetailAnswer);
const fetchDealMembers = (dealId: string) => readLive(dealMembersRead(dealId), parseDealMembers);

describe('fetchDealDetail', () => {
  it('answers the deal in the §3 shape', async () => {
    await api.signInAs('borrower@demo.test');
    const deal = await fetchDealDetail('D1011');
    expect(v.safeParse(v.strictObject(dealDetailSchema.entries), deal).issues).toBeUndefined();
    expect(deal).toMatchObject({ id: 'D1011', status: 'Funded', nickname: 'Riverside Apartments' });
  });

  it('shows a brokered deal to its broker', async () => {
    await api.signInAs('broker@demo.test');
    expect((await fetchDealDetail('D1004')).nickname).toBe('Cedar Flip');
  });

  it('answers 404 for another borrower’s deal and for a missing one', async () => {
    await api.signInAs('borrower2@demo.test');
    await expect(fetchDealDetail('D1011')).rejects.toMatchObject({ status: 404 });
    await expect(fetchDealDetail('D9999')).rejects.toMatchObject({ status: 404 });
  });
});

describe('fetchDealMembers', () => {
  it('answers the members in the §3 shape', async () => {
    await api.signInAs('borrower@demo.test');
    const members = await fetchDealMembers('D1004');
    expect(members.length).toBeGreaterThan(0);
    for (const member of members)
      expect(v.safeParse(v.strictObject(dealMemberSchema.entries), member).issues).toBeUndefined();
  });

  it('answers 404 for a deal that is not the caller’s', async () => {
    await api.signInAs('borrower2@demo.test');
    await expect(fetchDealMembers('D1004')).rejects.toMatchObject({ status: 404 });
  });
});
