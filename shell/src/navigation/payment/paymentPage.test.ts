import { apiError, mockApi, signIn, type ApiMock } from '@lender/shared/testing';
import { openPaymentPage, PAYMENT_MESSAGES } from './paymentPage';

let api: ApiMock;
const open = jest.spyOn(window, 'open').mockImplementation(() => null);
beforeEach(() => {
  open.mockClear();
  signIn();
});
afterEach(() => api.restore());

it('opens the payment page in a new tab, without access back to the portal', async () => {
  api = mockApi({ 'GET makepayment': { body: { url: 'https://pay.test/loans' } } });
  expect(await openPaymentPage()).toEqual({ ok: true, message: PAYMENT_MESSAGES.opened });
  expect(open).toHaveBeenCalledWith('https://pay.test/loans', '_blank', 'noopener,noreferrer');
});

it.each([
  ['fails', { status: 500 }],
  ['answers without a URL', { body: {} }],
])('opens no tab at all when the call %s, and says so', async (_case, reply) => {
  api = mockApi({ 'GET makepayment': reply });
  await expect(openPaymentPage()).resolves.toEqual({ ok: false, message: PAYMENT_MESSAGES.failed });
  expect(open).not.toHaveBeenCalled();
});

it('says why when the server refuses (403 while viewing another account)', async () => {
  api = mockApi({ 'GET makepayment': apiError(403, 'Not allowed while viewing another account.') });
  await expect(openPaymentPage()).resolves.toEqual({
    ok: false,
    message: PAYMENT_MESSAGES.viewing,
  });
  expect(open).not.toHaveBeenCalled();
});
