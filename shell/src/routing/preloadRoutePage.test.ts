// On a first load the page's own code is asked for as soon as its remote is there, not when the
// frame around it renders.
import { lazyPage, paths } from '@lender/shared';
import { portalPageTable } from '../testing/portalPageTable';
import { loadRemotePages, preloadPageFiles } from '../federation/loadRemotePages';
import { preloadRoutePage } from './preloadRoutePage';
import { startSignedInFrame } from './signedInFrame';
import { startPageReads } from '../pages/pageReads';
import { preloadDealFrame } from '../deal-frame/DealPage';

jest.mock('../pages/pageReads', () => ({ startPageReads: jest.fn() }));
jest.mock('../deal-frame/DealPage', () => ({ preloadDealFrame: jest.fn(async () => undefined) }));
jest.mock('../federation/loadRemotePages', () => ({
  loadRemotePages: jest.fn(),
  preloadPageFiles: jest.fn(),
}));
jest.mock('./signedInFrame', () => ({ startSignedInFrame: jest.fn(async () => undefined) }));

const Page = () => null;
const table = portalPageTable();
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => jest.clearAllMocks());

it("loads the remote, then the route's lazy page, and the signed-in frame; the page's files are asked for at once", async () => {
  const load = jest.fn(async () => ({ default: Page }));
  jest.mocked(loadRemotePages).mockResolvedValue({
    pages: { 'deal-payment-history': lazyPage(load), 'deal-property': lazyPage(load) },
  });
  await preloadRoutePage('/dashboard/deal/D1004/payment-history', table, false);
  await flush();
  expect(loadRemotePages).toHaveBeenCalledWith('mfe_deals');
  expect(preloadPageFiles).toHaveBeenCalledWith('mfe_deals', 'deal-payment-history');
  expect(load).toHaveBeenCalledTimes(1);
  expect(startSignedInFrame).toHaveBeenCalled();
});

it("starts the page's reads at once, then the frames, then the remote's code, each in a task of its own", async () => {
  jest.mocked(loadRemotePages).mockResolvedValue({ pages: {} });
  const started = preloadRoutePage('/dashboard/deal/D1004/payment-history', table, false);
  // Asking for a file costs the main thread a few ms: one task for all of them is a long task.
  expect(startPageReads).toHaveBeenCalledWith(
    expect.objectContaining({ name: 'deal-payment-history' }),
    { id: 'D1004' },
    expect.anything(),
  );
  expect(startSignedInFrame).not.toHaveBeenCalled();
  await flush();
  expect(startSignedInFrame).toHaveBeenCalled();
  expect(preloadDealFrame).not.toHaveBeenCalled();
  await flush();
  expect(preloadDealFrame).toHaveBeenCalled();
  expect(loadRemotePages).not.toHaveBeenCalled();
  await started;
  expect(loadRemotePages).toHaveBeenCalledWith('mfe_deals');
  expect(preloadPageFiles).toHaveBeenCalledWith('mfe_deals', 'deal-payment-history');
});

it('loads nothing for an unknown path, and shrugs off a remote that fails', async () => {
  jest.mocked(loadRemotePages).mockReset().mockRejectedValue(new Error('down'));
  await preloadRoutePage('/no/such/page', table, false);
  expect(loadRemotePages).not.toHaveBeenCalled();
  await preloadRoutePage(paths.signIn, table, false);
  await flush();
  expect(loadRemotePages).toHaveBeenCalledWith('mfe_auth');
});
