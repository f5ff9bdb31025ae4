/** @jest-environment node */
import * as v from 'valibot';
import { mostRecentLocsResponseSchema } from '@lender/contracts';
import { liveApiForThisFile } from '@lender/shared/testing/live-api';
import { fetchMostRecentLocs } from './mostRecentLocs';

const api = liveApiForThisFile();

it('answers the most-recent-LOCs shape of spec §3', async () => {
  await api.signInAs('borrower@demo.test');
  const body = await fetchMostRecentLocs();
  expect(v.safeParse(mostRecentLocsResponseSchema, body).issues).toBeUndefined();
  expect(body.recentLOCs.length).toBeGreaterThan(0);
});

it('is for customers only', async () => {
  await api.signInAs('broker@demo.test');
  await expect(fetchMostRecentLocs()).rejects.toMatchObject({ status: 403 });
});
