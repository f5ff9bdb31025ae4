import {
  addLoan,
  fetchDealDetails,
  fetchDealLoc,
  fetchDealMembers,
  fetchFundedDeals,
  fetchInProcessDeals,
  fetchMostRecentLocs,
  fetchNav,
  lookupLoan,
} from './deals';
import { API, mockFetch, type FetchMock } from './fetchMock.test-helper';

let fetchMock: FetchMock;
afterEach(() => fetchMock?.restore());

describe('deal lists', () => {
  it.each([
    ['customer', fetchInProcessDeals, 'deals/inprocess'],
    ['broker', fetchInProcessDeals, 'deals/broker/inprocess'],
    ['customer', fetchFundedDeals, 'deals/funded'],
    ['broker', fetchFundedDeals, 'deals/broker/funded'],
  ] as const)('%s → GET %p %s', async (kind, fetcher, path) => {
    fetchMock = mockFetch({ body: { deals: [{ id: 'd1' }] } });
    await expect(fetcher(kind)).resolves.toEqual([{ id: 'd1' }]);
    expect(fetchMock.last()).toMatchObject({ url: `${API}/${path}`, method: 'GET' });
  });

  it.each([
    ['customer', 'deals/nav'],
    ['broker', 'deals/brokernav'],
  ] as const)('nav for %s → GET %s, missing lists become []', async (kind, path) => {
    fetchMock = mockFetch({ body: { funded_loans: [{ id: '1', nickname: 'A', address: null }] } });
    await expect(fetchNav(kind)).resolves.toEqual({
      funded_loans: [{ id: '1', nickname: 'A', address: null }],
      construction: [],
      loans_in_process: [],
    });
    expect(fetchMock.last()).toMatchObject({ url: `${API}/${path}`, method: 'GET' });
  });
});

describe('deal-scoped calls', () => {
  it('details: POST dealid, returns deal[0]', async () => {
    fetchMock = mockFetch({ body: { deal: [{ id: 'd1' }] } });
    await expect(fetchDealDetails('d1')).resolves.toEqual({ id: 'd1' });
    expect(fetchMock.last()).toMatchObject({
      url: `${API}/deals/details`,
      method: 'POST',
      body: { dealid: 'd1' },
    });
  });

  it('details: an empty deal list is a 404', async () => {
    fetchMock = mockFetch({ body: { deal: [] } });
    await expect(fetchDealDetails('d9')).rejects.toMatchObject({ status: 404 });
  });

  it('members come back under deals', async () => {
    fetchMock = mockFetch({ body: { deals: [{ email: 'm@x.test' }] } });
    await expect(fetchDealMembers('d1')).resolves.toEqual([{ email: 'm@x.test' }]);
    expect(fetchMock.last()).toMatchObject({ url: `${API}/deals/members`, body: { dealid: 'd1' } });
  });

  it('loc: POST borrower_id', async () => {
    fetchMock = mockFetch({ body: { loc: { Id: 'l' }, underwriting: null } });
    await expect(fetchDealLoc('b1')).resolves.toEqual({ loc: { Id: 'l' }, underwriting: null });
    expect(fetchMock.last()).toMatchObject({
      url: `${API}/deals/loc`,
      body: { borrower_id: 'b1' },
    });
  });
});

describe('LOCs and loan lookup', () => {
  it('most-recent-locs is a POST without payload', async () => {
    fetchMock = mockFetch({ body: { recentLOCs: [] } });
    await expect(fetchMostRecentLocs()).resolves.toEqual({ recentLOCs: [] });
    expect(fetchMock.last()).toMatchObject({
      url: `${API}/most-recent-locs`,
      method: 'POST',
      body: undefined,
    });
  });

  it('lookup-loan sends loan_number and ssn', async () => {
    fetchMock = mockFetch({ body: [{ Id: 'a' }] });
    await expect(lookupLoan({ loan_number: 'L1', ssn: '1234' })).resolves.toEqual([{ Id: 'a' }]);
    expect(fetchMock.last()).toMatchObject({
      url: `${API}/lookup-loan`,
      body: { loan_number: 'L1', ssn: '1234' },
    });
  });

  it('add-loan sends the list of ids', async () => {
    fetchMock = mockFetch({ body: { success: true } });
    await addLoan(['a', 'b']);
    expect(fetchMock.last()).toMatchObject({ url: `${API}/add-loan`, body: ['a', 'b'] });
  });
});
