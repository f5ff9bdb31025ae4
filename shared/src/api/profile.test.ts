import { API, mockFetch, type FetchMock } from './fetchMock.test-helper';
import { fetchAccountProfile, fetchOwnerInfo, updateAccountProfile } from './profile';

let fetchMock: FetchMock;
afterEach(() => fetchMock?.restore());

const profile = {
  id: 'p1',
  address: '1 Main',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  phone: '5125550100',
};

it('fetchaccountprofile: GET, returns the profile of { profile }', async () => {
  fetchMock = mockFetch({ body: { profile } });
  await expect(fetchAccountProfile()).resolves.toEqual(profile);
  expect(fetchMock.last()).toMatchObject({ url: `${API}/fetchaccountprofile`, method: 'GET' });
});

it('updateaccountprofile: POST the Billing* fields and Phone', async () => {
  fetchMock = mockFetch({ body: { success: true, profile } });
  const fields = {
    BillingStreet: '1 Main',
    BillingCity: 'Austin',
    BillingState: 'TX',
    BillingPostalCode: '78701',
    Phone: '5125550100',
  };
  await updateAccountProfile(fields);
  expect(fetchMock.last()).toMatchObject({
    url: `${API}/updateaccountprofile`,
    method: 'POST',
    body: fields,
  });
});

it('get-owner-info: GET, returns name/email/phone', async () => {
  fetchMock = mockFetch({ body: { name: 'Rep', email: 'r@l.test', phone: '800' } });
  await expect(fetchOwnerInfo()).resolves.toEqual({ name: 'Rep', email: 'r@l.test', phone: '800' });
  expect(fetchMock.last()).toMatchObject({ url: `${API}/users/get-owner-info`, method: 'GET' });
});
