/** @jest-environment node */
import { liveApiForThisFile, readLive } from '@lender/shared/testing/live-api';
import { parseRecentLocs, recentLocsRead } from './mostRecentLocs';

const api = liveApiForThisFile();
const fetchMostRecentLocs = () => readLive(recentLocsRead, parseRecentLocs);

it('answers the most-recent-LOCs shape of spec §3', async () => {
  await api.signInAs('borrower@demo.test');
  // Parsed with the contracts' response schema, as the page parses it.
  const body = await fetchMostRecentLocs();
  expect(body.recentLOCs.length).toBeGreaterThan(0);
});

it('is for customers only', async () => {
  await api.signInAs('broker@demo.test');
  await expect(fetchMostRecentLocs()).rejects.toMatchObject({ status: 403 });
});
