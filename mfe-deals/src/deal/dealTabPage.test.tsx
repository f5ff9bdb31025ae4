import { screen, within } from '@testing-library/react';
import { mockApi, signIn, signOut, type ApiMock } from '@lender/shared/testing';
import { dealDetail } from '../test-utils/dealDetail';
import { renderDealRoute } from '../test-utils/renderDealRoute';

// The frame around these pages (header, tabs, rep, not-found look) is the shell's, tested there;
// here a stand-in gives each page the deal of its route, as the frame does.
let api: ApiMock;
beforeEach(() => {
  signIn();
  api = mockApi({
    'POST deals/details': { body: { deal: [dealDetail({ id: 'D3' })] } },
    'POST deals/account-history': { body: [] },
  });
});
afterEach(() => {
  api.restore();
  signOut();
});

describe('a deal tab page', () => {
  it("shows its tab with the deal of the route's :id", async () => {
    renderDealRoute('/dashboard/deal/D3/property');
    const section = await screen.findByRole('region', { name: 'Properties' });
    expect(within(section).getByRole('rowheader', { name: '615 Cedar St' })).toBeInTheDocument();
    expect(api.callsTo('POST deals/details')[0]?.body).toEqual({ dealid: 'D3' });
  });

  it('reads its own data for that deal', async () => {
    renderDealRoute('/dashboard/deal/D3/payment-history');
    expect(await screen.findByRole('region', { name: 'Payment History' })).toBeInTheDocument();
    expect(api.callsTo('POST deals/account-history')[0]?.body).toEqual({ dealid: 'D3' });
  });
});
