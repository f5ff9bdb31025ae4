import { fetchAccountHistory } from './api/accountHistory';
import { prefetchAccountHistory, takeAccountHistory } from './accountHistoryPrefetch';

jest.mock('./api/accountHistory', () => ({ fetchAccountHistory: jest.fn() }));
const fetchMock = jest.mocked(fetchAccountHistory);

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (dealId) => [{ Id: dealId }] as never);
});

it('hands the prefetched answer to the tab once, without asking again', async () => {
  prefetchAccountHistory('D1', 1000);
  await expect(takeAccountHistory('D1', 2000)).resolves.toEqual([{ Id: 'D1' }]);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  await takeAccountHistory('D1', 2001);
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

it('asks again for another deal or a stale answer', async () => {
  prefetchAccountHistory('D1', 1000);
  await takeAccountHistory('D2', 1001);
  prefetchAccountHistory('D1', 1000);
  await takeAccountHistory('D1', 12_000);
  expect(fetchMock.mock.calls.map(([id]) => id)).toEqual(['D1', 'D2', 'D1', 'D1']);
});

it('leaves a failed prefetch for the tab to report', async () => {
  fetchMock.mockRejectedValueOnce(new Error('down'));
  prefetchAccountHistory('D1', 1000);
  await expect(takeAccountHistory('D1', 1001)).rejects.toThrow('down');
});
