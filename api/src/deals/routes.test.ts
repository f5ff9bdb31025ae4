import * as v from 'valibot';
import {
  fundedDealListItemSchema,
  inProcessDealListItemSchema,
  navResponseSchema,
} from '@lender/contracts';
import { createTestApp, type TestApp } from '../test/helpers';
import { expiredToken } from '../test/tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = async (email: string, path: string) =>
  t.as(await t.login(email), { method: 'GET', url: `/lima/api/${path}` });
const ids = (body: { deals: { id: string }[] }) => body.deals.map((deal) => deal.id).sort();

describe('customer deal lists', () => {
  it('lists the caller’s own loans in process with the in-process fields', async () => {
    const response = await get('borrower@demo.test', 'deals/inprocess');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(ids(body)).toEqual([
      'D1001',
      'D1002',
      'D1003',
      'D1004',
      'D1005',
      'D1006',
      'D1007',
      'D1008',
    ]);
    for (const deal of body.deals)
      expect(
        v.safeParse(v.strictObject(inProcessDealListItemSchema.entries), deal).issues,
      ).toBeUndefined();
    const cedar = body.deals.find((deal: { id: string }) => deal.id === 'D1004');
    expect(cedar).toMatchObject({
      nickname: 'Cedar Flip',
      street: '615 Cedar St',
      productType: 'FixNFlip',
      construction: true,
      borrowingEntityName: 'Ellis Build Co LLC',
      legalName: 'Jordan Ellis',
    });
  });

  it('lists funded loans without the in-process fields', async () => {
    const body = (await get('borrower@demo.test', 'deals/funded')).json();
    expect(ids(body)).toEqual(['D1009', 'D1010', 'D1011', 'D1012', 'D1013', 'D1014']);
    for (const deal of body.deals)
      expect(
        v.safeParse(v.strictObject(fundedDealListItemSchema.entries), deal).issues,
      ).toBeUndefined();
    expect(body.deals[0].status).toBe('Funded');
    expect(typeof body.deals[0].loan_amount).toBe('number');
    expect(body.deals[0].maturityDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('keeps borrowers apart', async () => {
    const inProcess = (await get('borrower2@demo.test', 'deals/inprocess')).json();
    const funded = (await get('borrower2@demo.test', 'deals/funded')).json();
    const all = [...ids(inProcess), ...ids(funded)];
    expect(all.every((id) => id.startsWith('D2'))).toBe(true);
    expect(all).toHaveLength(11);
  });

  it('refuses brokers, employees and leads with 403', async () => {
    for (const email of [
      'broker@demo.test',
      'wholesale@demo.test',
      'employee@demo.test',
      'lead@demo.test',
    ]) {
      for (const path of ['deals/inprocess', 'deals/funded', 'deals/nav']) {
        const response = await get(email, path);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ statusCode: 403, error: 'Forbidden' });
      }
    }
  });

  it('answers 401 without, with a bad or with an expired token', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/lima/api/deals/inprocess' })).statusCode,
    ).toBe(401);
    expect((await t.as('a.b.c', { method: 'GET', url: '/lima/api/deals/funded' })).statusCode).toBe(
      401,
    );
    const expired = await expiredToken('acct-borrower', 'borrower@demo.test', 'CustomerAccount');
    expect((await t.as(expired, { method: 'GET', url: '/lima/api/deals/nav' })).statusCode).toBe(
      401,
    );
  });
});

describe('broker deal lists', () => {
  it('lists only the deals the broker brokers', async () => {
    expect(ids((await get('broker@demo.test', 'deals/broker/inprocess')).json())).toEqual([
      'D1002',
      'D1004',
      'D1008',
      'D2003',
    ]);
    expect(ids((await get('broker@demo.test', 'deals/broker/funded')).json())).toEqual(['D2008']);
    expect(ids((await get('wholesale@demo.test', 'deals/broker/inprocess')).json())).toEqual([
      'D1005',
      'D2002',
    ]);
    expect(ids((await get('wholesale@demo.test', 'deals/broker/funded')).json())).toEqual([
      'D2010',
      'D2011',
    ]);
  });

  it('gives an unlinked employee no deals', async () => {
    expect((await get('employee@demo.test', 'deals/broker/inprocess')).json()).toEqual({
      deals: [],
    });
    expect((await get('employee@demo.test', 'deals/brokernav')).json()).toEqual({
      funded_loans: [],
      construction: [],
      loans_in_process: [],
      totals: { funded_loans: 0, construction: 0, loans_in_process: 0 },
    });
  });

  it('refuses customers with 403', async () => {
    for (const path of ['deals/broker/inprocess', 'deals/broker/funded', 'deals/brokernav']) {
      expect((await get('borrower@demo.test', path)).statusCode).toBe(403);
    }
  });
});

describe('nav', () => {
  it('splits a customer’s deals and lists construction deals with a budget', async () => {
    const body = (await get('borrower@demo.test', 'deals/nav')).json();
    expect(v.safeParse(navResponseSchema, body).success).toBe(true);
    const navIds = (list: { id: string }[]) => list.map((item) => item.id).sort();
    expect(navIds(body.funded_loans)).toEqual([
      'D1009',
      'D1010',
      'D1011',
      'D1012',
      'D1013',
      'D1014',
    ]);
    expect(navIds(body.loans_in_process)).toHaveLength(8);
    // Budgets: D1004 (FixNFlip), D1005 (New Construction), D1009, D1010, D1011, D1014 (funded).
    expect(navIds(body.construction)).toEqual([
      'D1004',
      'D1005',
      'D1009',
      'D1010',
      'D1011',
      'D1014',
    ]);
    expect(body.funded_loans.find((item: { id: string }) => item.id === 'D1011')).toEqual({
      id: 'D1011',
      nickname: 'Riverside Apartments',
      address: '2400 S Congress Ave, Austin, TX 78704',
    });
  });

  it('gives brokers no construction list', async () => {
    const body = (await get('broker@demo.test', 'deals/brokernav')).json();
    expect(body.construction).toEqual([]);
    expect(body.funded_loans.map((item: { id: string }) => item.id)).toEqual(['D2008']);
  });
});
