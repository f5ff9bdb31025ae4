/** @jest-environment node */
import * as v from 'valibot';
import { fundedDealListItemSchema, inProcessDealListItemSchema } from '@lender/contracts';
import { liveApiForThisFile } from '@lender/shared/testing/live-api';
import { fetchFundedDeals, fetchInProcessDeals } from './dealLists';

const api = liveApiForThisFile();

const expectShape = (schema: v.ObjectSchema<v.ObjectEntries, undefined>, deals: unknown[]) => {
  expect(deals.length).toBeGreaterThan(0);
  for (const deal of deals)
    expect(v.safeParse(v.strictObject(schema.entries), deal).issues).toBeUndefined();
};

it('lists a customer’s loans in process and funded loans in the §3 shapes', async () => {
  await api.signInAs('borrower@demo.test');
  const inProcess = await fetchInProcessDeals('customer');
  const funded = await fetchFundedDeals('customer');
  expectShape(inProcessDealListItemSchema, inProcess);
  expectShape(fundedDealListItemSchema, funded);
  expect(funded.every((deal) => deal.status === 'Funded')).toBe(true);
  expect(inProcess.some((deal) => deal.status === 'Funded')).toBe(false);
});

it('lists a broker’s deals from the broker endpoints', async () => {
  await api.signInAs('broker@demo.test');
  expectShape(inProcessDealListItemSchema, await fetchInProcessDeals('broker'));
  expectShape(fundedDealListItemSchema, await fetchFundedDeals('broker'));
});

it('keeps each audience to its own endpoints', async () => {
  await api.signInAs('broker@demo.test');
  await expect(fetchInProcessDeals('customer')).rejects.toMatchObject({ status: 403 });
});
