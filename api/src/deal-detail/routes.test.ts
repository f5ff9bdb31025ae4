import * as v from 'valibot';
import {
  dealDetailResponseSchema,
  dealDetailSchema,
  dealLocResponseSchema,
  dealMembersResponseSchema,
  dealMemberSchema,
} from '@lender/contracts';
import { checkDealScopedAccess, viewAs } from '../test/access';
import { createTestApp, type TestApp } from '../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = async (email: string, url: string, payload: object) =>
  t.as(await t.login(email), { method: 'POST', url: `/lima/api/${url}`, payload });
const details = async (dealid: string, email = 'borrower@demo.test') => {
  const response = await post(email, 'deals/details', { dealid });
  expect(response.statusCode).toBe(200);
  const body = v.parse(
    v.strictObject({ deal: v.tuple([v.strictObject(dealDetailSchema.entries)]) }),
    response.json(),
  );
  return body.deal[0];
};

describe('POST deals/details', () => {
  it('answers every field of a funded deal: balances, properties, rep, budget', async () => {
    const deal = await details('D1011');
    expect(v.safeParse(dealDetailResponseSchema, { deal: [deal] }).success).toBe(true);
    expect(deal).toMatchObject({
      id: 'D1011',
      status: 'Funded',
      nickname: 'Riverside Apartments',
      productType: 'Multifamily',
      loanNumber: 'LN-1011',
      property: { type: 'Multifamily 5+' },
      rep: {
        name: 'Dana Whitfield',
        title: 'Senior Loan Officer',
        email: 'dana.whitfield@lender.example',
        phone: '512-555-0142',
        image: '/images/reps/dana-whitfield.jpg',
      },
      appraisal: { Paid: 'true' },
      borrowingEntities: [{ BorrowingEntity__c: 'be-ellis-holdings' }],
      acctLoc: { Entity_Milestone__c: 'Approved' },
    });
    expect(deal.properties.map((p) => p.street)).toEqual([
      '2400 S Congress Ave',
      '2404 S Congress Ave',
      '2408 S Congress Ave',
    ]);
    expect(typeof deal.principalBalance).toBe('number');
    expect(deal.nextPaymentDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(deal.dealBudget.totalBudget).toBeGreaterThan(0);
    expect(deal.dealBudget.totalBalance).toBeCloseTo(
      deal.dealBudget.totalBudget - deal.dealBudget.totalInvoiced,
      2,
    );
    // The entity's LOCs, newest first; acctLoc is the latest one's.
    expect(deal.locStatus.map((loc) => loc.LOC_Status__c)).toEqual(['Approval', 'Denied']);
    expect(deal.locStatus[0]?.CreatedDate).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('answers the in-process deal with an unpaid appraisal (the card payment)', async () => {
    const deal = await details('D1005');
    expect(deal.status).toBe('Borrower Underwriting');
    expect(deal.appraisal_amount).toBe(650);
    expect(deal.appraisal.OrderedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(deal.appraisal).toMatchObject({ CompletedDate: null, Paid: 'false' });
    expect(deal.title).toEqual({ OrderedDate: null, CompletedDate: null });
    expect(deal.dealBudget.totalInvoiced).toBe(0);
  });

  it('answers zeros without a budget, no properties, and the uploaded budget count', async () => {
    const d1001 = await details('D1001');
    expect(d1001.dealBudget).toEqual({ totalBudget: 0, totalInvoiced: 0, totalBalance: 0 });
    expect(d1001.uploadedBudgets).toBe(1);
    const d2001 = await details('D2001', 'borrower2@demo.test');
    expect(d2001.properties).toEqual([]);
    expect(d2001.address).toBeNull();
    expect(d2001.rep?.name).toBe('Marcus Oyelaran');
    // Marcus has no image: null, not missing.
    expect(d2001.rep?.image).toBeNull();
  });

  it('shows a brokered deal to its broker and the owner’s deal to an employee viewing them', async () => {
    expect((await details('D1004', 'broker@demo.test')).id).toBe('D1004');
    const viewing = await viewAs(t, 'borrower@demo.test');
    const response = await t.as(viewing, {
      method: 'POST',
      url: '/lima/api/deals/details',
      payload: { dealid: 'D1009' },
    });
    expect(response.json().deal[0].id).toBe('D1009');
  });

  it('checks access like every deal-scoped endpoint', async () => {
    await checkDealScopedAccess(t, {
      url: '/lima/api/deals/details',
      body: (dealid) => ({ dealid }),
    });
  });
});

describe('POST deals/members', () => {
  it('answers the members, primary borrower first', async () => {
    const response = await post('borrower@demo.test', 'deals/members', { dealid: 'D1004' });
    const body = v.parse(dealMembersResponseSchema, response.json());
    for (const member of body.deals)
      expect(v.safeParse(v.strictObject(dealMemberSchema.entries), member).success).toBe(true);
    expect(body.deals.map((m) => m.role)).toEqual(['Primary Borrower', 'Guarantor', 'Broker']);
    expect(body.deals[0]).toEqual({
      firstname: 'Jordan',
      lastname: 'Ellis',
      email: 'borrower@demo.test',
      role: 'Primary Borrower',
      status: 'Active',
    });
  });

  it('checks access like every deal-scoped endpoint', async () => {
    await checkDealScopedAccess(t, {
      url: '/lima/api/deals/members',
      body: (dealid) => ({ dealid }),
    });
  });
});

describe('POST deals/loc', () => {
  const loc = (email: string, borrower_id: unknown) =>
    post(email, 'deals/loc', { borrower_id } as object);

  it('answers the entity’s latest LOC and its underwritings', async () => {
    const response = await loc('borrower@demo.test', 'be-ellis-holdings');
    expect(response.statusCode).toBe(200);
    const body = v.parse(dealLocResponseSchema, response.json());
    expect(body.loc).toMatchObject({
      Name: 'LOC-25-1107',
      BorrowingEntity__c: 'be-ellis-holdings',
      LOC_Status__c: 'Approval',
      Sales_LOC_Status__c: 'Approved',
    });
    expect(body.underwriting).toEqual([
      expect.objectContaining({ Name: 'UW LOC-25-1107', Status__c: 'Approved' }),
    ]);
  });

  it('answers a null LOC for an entity without one, to its owner', async () => {
    await t.db
      .insertInto('borrowing_entities')
      .values({
        id: 'be-ellis-new',
        account_id: 'acct-borrower',
        name: 'Ellis New LLC',
      })
      .execute();
    expect((await loc('borrower@demo.test', 'be-ellis-new')).json()).toEqual({
      loc: null,
      underwriting: [],
    });
  });

  it('shows an entity to a broker of one of its deals, to an employee viewing, and to a lead', async () => {
    // D1004 (brokered by broker@) belongs to be-ellis-build.
    expect((await loc('broker@demo.test', 'be-ellis-build')).statusCode).toBe(200);
    expect((await loc('broker@demo.test', 'be-raman-ventures')).statusCode).toBe(404);
    const viewing = await viewAs(t, 'borrower@demo.test');
    const response = await t.as(viewing, {
      method: 'POST',
      url: '/lima/api/deals/loc',
      payload: { borrower_id: 'be-ellis-rentals' },
    });
    expect(response.json().loc.LOC_Status__c).toBe('Expired');
    expect((await loc('lead@demo.test', 'be-brooks')).statusCode).toBe(200);
  });

  it('answers the same 404 for another borrower’s entity and a missing one', async () => {
    const other = await loc('borrower2@demo.test', 'be-ellis-holdings');
    const missing = await loc('borrower2@demo.test', 'be-nope');
    expect(other.statusCode).toBe(404);
    expect(other.body).toBe(missing.body);
  });

  it('refuses bad input with 400 and no token with 401', async () => {
    for (const body of [42, '', 'x'.repeat(65), null]) {
      expect((await loc('borrower@demo.test', body)).statusCode).toBe(400);
    }
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/lima/api/deals/loc',
          payload: { borrower_id: 'be-ellis-holdings' },
        })
      ).statusCode,
    ).toBe(401);
  });
});
