// On a first load the page's own code is asked for as soon as its remote is there, not when the
// frame around it renders.
import { lazyPage, paths } from '@lender/shared';
import { loadRemotePages } from '../federation/loadRemotePages';
import { preloadRoutePage } from './preloadRoutePage';
import { startSignedInFrame } from './signedInFrame';

jest.mock('../federation/loadRemotePages', () => ({ loadRemotePages: jest.fn() }));
jest.mock('./signedInFrame', () => ({ startSignedInFrame: jest.fn(async () => undefined) }));

const Page = () => null;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

it("loads the remote, then the route's lazy page, and the signed-in frame", async () => {
  const load = jest.fn(async () => ({ default: Page }));
  jest.mocked(loadRemotePages).mockResolvedValue({
    pages: { [paths.dealPaymentHistory]: lazyPage(load), [paths.dealProperty]: lazyPage(load) },
  });
  preloadRoutePage('/dashboard/deal/D1004/payment-history', false);
  await flush();
  expect(loadRemotePages).toHaveBeenCalledWith('mfe_deals');
  expect(load).toHaveBeenCalledTimes(1);
  expect(startSignedInFrame).toHaveBeenCalled();
});

it('loads nothing for an unknown path, and shrugs off a remote that fails', async () => {
  jest.mocked(loadRemotePages).mockReset().mockRejectedValue(new Error('down'));
  preloadRoutePage('/no/such/page', false);
  expect(loadRemotePages).not.toHaveBeenCalled();
  preloadRoutePage(paths.signIn, false);
  await flush();
  expect(loadRemotePages).toHaveBeenCalledWith('mfe_auth');
});
