import {
  addBeneficiary,
  fetchBeneficiaries,
  fetchBudget,
  fetchDraws,
  requestDraw,
  uploadBudget,
  type BeneficiaryFields,
} from './construction';
import { API, mockFetch, type FetchMock } from './fetchMock.test-helper';

let fetchMock: FetchMock;
afterEach(() => fetchMock?.restore());

it('budget: POST dealid, returns sublots and total balance', async () => {
  const sublots = [{ sublot: '1', sublotName: 'Main', items: [] }];
  fetchMock = mockFetch({ body: { budget: { sublots, totalBalance: 10 } } });
  await expect(fetchBudget('d1')).resolves.toEqual({ sublots, totalBalance: 10 });
  expect(fetchMock.last()).toMatchObject({
    url: `${API}/deals/budget`,
    method: 'POST',
    body: { dealid: 'd1' },
  });
});

it('budget upload: POST the three fields', async () => {
  fetchMock = mockFetch({ body: { success: true } });
  const payload = { opportunityid: 'd1', budgetfilename: 'b.xlsx', budgetfiledata: 'QUJD' };
  await expect(uploadBudget(payload)).resolves.toEqual({ success: true });
  expect(fetchMock.last()).toMatchObject({ url: `${API}/deals/budget/new`, body: payload });
});

it('budget upload: success false is a failure', async () => {
  fetchMock = mockFetch({ body: { success: false } });
  await expect(
    uploadBudget({ opportunityid: 'd', budgetfilename: 'f', budgetfiledata: '' }),
  ).rejects.toThrow();
});

it('draws: POST dealid, returns draws', async () => {
  fetchMock = mockFetch({ body: { draws: [{ date: '2024-01-02', status: '' }] } });
  await expect(fetchDraws('d1')).resolves.toEqual([{ date: '2024-01-02', status: '' }]);
  expect(fetchMock.last()).toMatchObject({ url: `${API}/deals/draws`, body: { dealid: 'd1' } });
});

it('new draw: POST the draw request payload', async () => {
  fetchMock = mockFetch({ body: { success: true } });
  const payload = {
    dealid: 'd1',
    LockboxAccessCode: '1234',
    BeneficiaryId: 'b1',
    lineItems: [{ budgetItem: 'Roof', costCode: '100', amount: 500, balance: 1000 }],
    inspection_end_date: '2024-05-06',
  };
  await requestDraw(payload);
  expect(fetchMock.last()).toMatchObject({
    url: `${API}/deals/draws/new`,
    method: 'POST',
    body: payload,
  });
});

it('new draw: a server error is thrown', async () => {
  fetchMock = mockFetch({
    status: 400,
    body: { statusCode: 400, error: 'Bad Request', message: 'negative' },
  });
  await expect(
    requestDraw({
      dealid: 'd',
      LockboxAccessCode: '',
      BeneficiaryId: '',
      lineItems: [],
      inspection_end_date: '',
    }),
  ).rejects.toMatchObject({ status: 400, message: 'negative' });
});

it('beneficiaries: GET accounts, POST returns the updated accounts', async () => {
  fetchMock = mockFetch({ body: { accounts: [{ id: 'a1' }] } });
  await expect(fetchBeneficiaries()).resolves.toEqual([{ id: 'a1' }]);
  expect(fetchMock.last()).toMatchObject({ url: `${API}/borrower/beneficiaries`, method: 'GET' });

  const fields = { bank_name: 'Bank', bank_routing_number: '011000015' } as BeneficiaryFields;
  fetchMock.restore();
  fetchMock = mockFetch({ body: { accounts: [{ id: 'a1' }, { id: 'a2' }] } });
  await expect(addBeneficiary(fields)).resolves.toHaveLength(2);
  expect(fetchMock.last()).toMatchObject({
    url: `${API}/borrower/beneficiaries`,
    method: 'POST',
    body: fields,
  });
});
