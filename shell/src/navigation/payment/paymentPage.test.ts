import { mockApi, signIn, type ApiMock } from '@lender/shared/testing';
import { openPaymentPage } from './paymentPage';

let api: ApiMock;
const open = jest.spyOn(window, 'open').mockImplementation(() => null);
beforeEach(() => {
  open.mockClear();
  signIn();
});
afterEach(() => api.restore());

it('opens the payment page in a new tab, without access back to the portal', async () => {
  api = mockApi({ 'GET makepayment': { body: { url: 'https://pay.test/loans' } } });
  await openPaymentPage();
  expect(open).toHaveBeenCalledWith('https://pay.test/loans', '_blank', 'noopener,noreferrer');
});

it.each([
  ['fails', { status: 500 }],
  ['answers without a URL', { body: {} }],
])('opens no tab at all when the call %s', async (_case, reply) => {
  api = mockApi({ 'GET makepayment': reply });
  await expect(openPaymentPage()).resolves.toBeUndefined();
  expect(open).not.toHaveBeenCalled();
});
