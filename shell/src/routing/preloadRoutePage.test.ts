// On a first load the page's own code is asked for as soon as its remote is there, not when the
// frame around it renders.
import { lazyPage, paths } from '@lender/shared';
import { portalPageTable } from '../testing/portalPageTable';
import { loadRemotePages, preloadPageFiles } from '../federation/loadRemotePages';
import { preloadRoutePage } from './preloadRoutePage';
import { startSignedInFrame } from './signedInFrame';

jest.mock('../federation/loadRemotePages', () => ({
  loadRemotePages: jest.fn(),
  preloadPageFiles: jest.fn(),
}));
jest.mock('./signedInFrame', () => ({ startSignedInFrame: jest.fn(async () => undefined) }));

const Page = () => null;
const table = portalPageTable();
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

it("loads the remote, then the route's lazy page, and the signed-in frame; the page's files are asked for at once", async () => {
  const load = jest.fn(async () => ({ default: Page }));
  jest.mocked(loadRemotePages).mockResolvedValue({
    pages: { 'deal-payment-history': lazyPage(load), 'deal-property': lazyPage(load) },
  });
  preloadRoutePage('/dashboard/deal/D1004/payment-history', table, false);
  await flush();
  expect(loadRemotePages).toHaveBeenCalledWith('mfe_deals');
  expect(preloadPageFiles).toHaveBeenCalledWith('mfe_deals', 'deal-payment-history');
  expect(load).toHaveBeenCalledTimes(1);
  expect(startSignedInFrame).toHaveBeenCalled();
});

it('loads nothing for an unknown path, and shrugs off a remote that fails', async () => {
  jest.mocked(loadRemotePages).mockReset().mockRejectedValue(new Error('down'));
  preloadRoutePage('/no/such/page', table, false);
  expect(loadRemotePages).not.toHaveBeenCalled();
  preloadRoutePage(paths.signIn, table, false);
  await flush();
  expect(loadRemotePages).toHaveBeenCalledWith('mfe_auth');
});
