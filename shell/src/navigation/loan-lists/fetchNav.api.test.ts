/** @jest-environment node */
import { liveApiForThisFile } from '@lender/shared/testing/live-api';
import { fetchNav } from './fetchNav';

const api = liveApiForThisFile();

it('reads a customer’s three lists from deals/nav', async () => {
  await api.signInAs('borrower@demo.test');
  const lists = await fetchNav('customer');
  expect(lists.loans_in_process.length).toBeGreaterThan(0);
  expect(lists.funded_loans.length).toBeGreaterThan(0);
  expect(lists.construction.length).toBeGreaterThan(0);
  for (const item of [...lists.loans_in_process, ...lists.funded_loans])
    expect(Object.keys(item).sort()).toEqual(['address', 'id', 'nickname']);
});

it('reads a broker’s lists from deals/brokernav', async () => {
  await api.signInAs('broker@demo.test');
  const lists = await fetchNav('broker');
  expect(lists.loans_in_process.length + lists.funded_loans.length).toBeGreaterThan(0);
});

it('is refused to a customer on the broker endpoint', async () => {
  await api.signInAs('borrower@demo.test');
  await expect(fetchNav('broker')).rejects.toMatchObject({ status: 403 });
});
