/** @jest-environment node */
import * as v from 'valibot';
import { accountHistoryEntrySchema } from '@lender/contracts';
import { liveApiForThisFile, readLive } from '@lender/shared/testing/live-api';
import { accountHistoryRead, parseAccountHistory } from './accountHistory';

const api = liveApiForThisFile();
const fetchAccountHistory = (dealId: string) =>
  readLive(accountHistoryRead(dealId), parseAccountHistory);

it('answers a funded deal’s payments in the §3 shape, newest first', async () => {
  await api.signInAs('borrower@demo.test');
  const entries = await fetchAccountHistory('D1012');
  expect(entries.length).toBeGreaterThan(0);
  for (const entry of entries)
    expect(
      v.safeParse(v.strictObject(accountHistoryEntrySchema.entries), entry).issues,
    ).toBeUndefined();
  const dates = entries.map((entry) => entry.Date_Received ?? '');
  expect([...dates].sort().reverse()).toEqual(dates);
});

it('answers an empty history for a deal without payments', async () => {
  await api.signInAs('borrower@demo.test');
  expect(await fetchAccountHistory('D1001')).toEqual([]);
});

it('answers 404 for a deal that is not the caller’s', async () => {
  await api.signInAs('borrower2@demo.test');
  await expect(fetchAccountHistory('D1012')).rejects.toMatchObject({ status: 404 });
});
