/** @jest-environment node */
import { liveApiForThisFile } from '@lender/shared/testing/live-api';
import { reportClientError } from '../remote-area/reportClientError';
import { fetchReportedErrors } from './opsApi';

const api = liveApiForThisFile();

const reported = async (traceId: string) => {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const { remotes } = await fetchReportedErrors();
    const deals = remotes.find((summary) => summary.remote === 'mfe_deals');
    if (deals?.lastError?.traceId === traceId) return deals;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`report ${traceId} not found`);
};

it('a fallback’s report reaches the ops summary an employee reads', async () => {
  reportClientError({
    traceId: 'feedfacecafebeef',
    remote: 'mfe_deals',
    version: '0.1.0+0123456789',
    kind: 'load',
    message: `line one\nline two ${'x'.repeat(600)}`,
    path: '/dashboard',
  });
  await api.signInAs('employee@demo.test');
  const deals = await reported('feedfacecafebeef');
  expect(deals.lastError).toMatchObject({ version: '0.1.0+0123456789', kind: 'load' });
  // The report is cut to what the API accepts.
  expect(deals.lastError?.message).toHaveLength(500);
  expect(deals.lastError?.message.startsWith('line one line two x')).toBe(true);
});

it('is refused to a borrower', async () => {
  await api.signInAs('borrower@demo.test');
  await expect(fetchReportedErrors()).rejects.toMatchObject({ status: 403 });
});
