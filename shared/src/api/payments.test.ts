import { API, mockFetch, type FetchMock } from './fetchMock.test-helper';
import {
  fetchAccountHistory,
  fetchMakePaymentUrl,
  processChargentOrder,
  type CardPaymentPayload,
} from './payments';

let fetchMock: FetchMock;
afterEach(() => fetchMock?.restore());

it('makepayment: GET, returns url', async () => {
  fetchMock = mockFetch({ body: { url: 'https://pay.example/x' } });
  await expect(fetchMakePaymentUrl()).resolves.toBe('https://pay.example/x');
  expect(fetchMock.last()).toMatchObject({ url: `${API}/makepayment`, method: 'GET' });
});

it('makepayment: an empty answer fails', async () => {
  fetchMock = mockFetch({ body: {} });
  await expect(fetchMakePaymentUrl()).rejects.toThrow('Bad response from server.');
});

it('account-history: POST dealid, returns the array', async () => {
  fetchMock = mockFetch({ body: [{ Source_Type: 'RegPmt' }] });
  await expect(fetchAccountHistory('d1')).resolves.toEqual([{ Source_Type: 'RegPmt' }]);
  expect(fetchMock.last()).toMatchObject({
    url: `${API}/deals/account-history`,
    body: { dealid: 'd1' },
  });
});

describe('process-chargent-order', () => {
  const card = {
    FirstName: 'A',
    CardNumber: '4111-1111-1111-1111',
    dealId: 'd1',
  } as CardPaymentPayload;

  it('POSTs the card payload and returns success + message', async () => {
    fetchMock = mockFetch({ body: { success: true, message: 'ok' } });
    await expect(processChargentOrder(card)).resolves.toEqual({ success: true, message: 'ok' });
    expect(fetchMock.last()).toMatchObject({
      url: `${API}/process-chargent-order`,
      method: 'POST',
      body: card,
    });
  });

  it('a declined card is a result, not an exception', async () => {
    fetchMock = mockFetch({ body: { success: false, message: 'Declined' } });
    await expect(processChargentOrder(card)).resolves.toEqual({
      success: false,
      message: 'Declined',
    });
  });

  it('a failed call throws', async () => {
    fetchMock = mockFetch({ status: 500, raw: '' });
    await expect(processChargentOrder(card)).rejects.toMatchObject({ status: 500 });
  });
});
