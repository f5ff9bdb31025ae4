/** @jest-environment node */
import * as v from 'valibot';
import { fundedDealListItemSchema, inProcessDealListItemSchema } from '@lender/contracts';
import { liveApiForThisFile } from '@lender/shared/testing/live-api';
import { fetchDealPage, fetchRestOfList } from './dealLists';

const api = liveApiForThisFile();

const expectShape = (schema: v.ObjectSchema<v.ObjectEntries, undefined>, deals: unknown[]) => {
  expect(deals.length).toBeGreaterThan(0);
  for (const deal of deals)
    expect(v.safeParse(v.strictObject(schema.entries), deal).issues).toBeUndefined();
};

it('lists a customer’s loans in process and funded loans in the §3 shapes', async () => {
  await api.signInAs('borrower@demo.test');
  const inProcess = await fetchDealPage('customer', 'inprocess');
  const funded = await fetchDealPage('customer', 'funded');
  expectShape(inProcessDealListItemSchema, inProcess.deals);
  expectShape(fundedDealListItemSchema, funded.deals);
  expect(funded.deals.every((deal) => deal.status === 'Funded')).toBe(true);
  expect(inProcess.deals.some((deal) => deal.status === 'Funded')).toBe(false);
  expect(inProcess.nextCursor).toBeNull();
});

it('lists a broker’s deals from the broker endpoints', async () => {
  await api.signInAs('broker@demo.test');
  expectShape(inProcessDealListItemSchema, (await fetchDealPage('broker', 'inprocess')).deals);
  expectShape(fundedDealListItemSchema, (await fetchDealPage('broker', 'funded')).deals);
});

it('pages through a list with the cursors the API gives', async () => {
  await api.signInAs('borrower@demo.test');
  const whole = await fetchDealPage('customer', 'funded');
  const first = await fetchDealPage('customer', 'funded', null, 2);
  expect(first.deals).toEqual(whole.deals.slice(0, 2));
  expect(first.nextCursor).toEqual(expect.any(String));
  const rest = await fetchRestOfList('customer', 'funded', first.nextCursor ?? '');
  expect([...first.deals, ...rest]).toEqual(whole.deals);
});

it('keeps each audience to its own endpoints', async () => {
  await api.signInAs('broker@demo.test');
  await expect(fetchDealPage('customer', 'inprocess')).rejects.toMatchObject({ status: 403 });
});
