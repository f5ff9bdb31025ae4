import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  getPageTitleDetail,
  preloadDealFrame,
  resetRuntimeConfig,
  setRuntimeConfig,
} from '@lender/shared';
import { apiError, mockApi, signIn, signOut, type ApiMock } from '@lender/shared/testing';
import { offerDealPages } from '@lender/shared/testing';
import { declaration as ours } from '../pages';
import type { DealDetail } from '@lender/contracts';
import { dealDetail, dealMember } from '../test-utils/dealDetail';
import { renderDealRoute } from '../test-utils/renderDealRoute';

// This remote's deal pages and their tabs, as the shell's page table offers them (the whole
// portal's tab bar, with mfe-construction's tab among them, is the shell's assembly test's).
beforeEach(() => offerDealPages(ours));

let api: ApiMock;

const serve = (deal: DealDetail, extra: Parameters<typeof mockApi>[0] = {}) => {
  api = mockApi({
    'POST deals/details': { body: { deal: [deal] } },
    'POST deals/members': { body: { deals: [dealMember()] } },
    'POST deals/account-history': { body: [] },
    ...extra,
  });
};

// The deal frame is its own chunk: loaded once up front, as a deal page does beside its deal.
beforeAll(() => preloadDealFrame());

beforeEach(() => signIn());
afterEach(() => {
  api.restore();
  signOut();
  resetRuntimeConfig();
});

const tabNames = () =>
  within(screen.getByRole('navigation', { name: 'Deal pages' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the deal frame', () => {
  it('names the deal, shows its rep and tabs, and adds the nickname to the page title', async () => {
    serve(dealDetail());
    renderDealRoute('/dashboard/deal/D1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cedar Flip' }),
    ).toBeInTheDocument();
    expect(api.callsTo('POST deals/details')[0]?.body).toEqual({ dealid: 'D1' });
    expect(getPageTitleDetail()).toBe('Cedar Flip');
    const rep = screen.getByRole('region', { name: 'Your Representative' });
    expect(within(rep).getByText('Dana Whitfield')).toBeInTheDocument();
    expect(within(rep).getByRole('link', { name: 'dana@lender.test' })).toHaveAttribute(
      'href',
      'mailto:dana@lender.test',
    );
    expect(within(rep).getByRole('link', { name: '512-555-0142' })).toHaveAttribute(
      'href',
      'tel:5125550142',
    );
    expect(screen.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Properties' })).not.toHaveAttribute('aria-current');
  });

  it('names a deal without a nickname by its address, and shows the default contact without a rep', async () => {
    setRuntimeConfig({ supportEmail: 'help@lender.test', supportPhone: '8005550100' });
    serve(dealDetail({ nickname: null, rep: null }));
    renderDealRoute('/dashboard/deal/D1');
    expect(
      await screen.findByRole('heading', { level: 1, name: '615 Cedar St' }),
    ).toBeInTheDocument();
    const rep = screen.getByRole('region', { name: 'Your Representative' });
    expect(within(rep).getByText('Customer Support')).toBeInTheDocument();
    expect(within(rep).getByRole('link', { name: 'help@lender.test' })).toBeInTheDocument();
    expect(within(rep).getByRole('link', { name: '800-555-0100' })).toHaveAttribute(
      'href',
      'tel:8005550100',
    );
  });

  it('names a deal with neither nickname nor address by its loan number, never "-"', async () => {
    serve(dealDetail({ nickname: null, address: null, loanNumber: 'LN-1004' }));
    renderDealRoute('/dashboard/deal/D1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Loan LN-1004' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: '-' })).not.toBeInTheDocument();
    expect(getPageTitleDetail()).toBe('Loan LN-1004');
  });

  it("shows this remote's tabs in their declared order, to customers and brokers alike", async () => {
    serve(dealDetail({ status: 'Funded' }));
    renderDealRoute('/dashboard/deal/D1');
    await screen.findByRole('heading', { level: 1 });
    expect(tabNames()).toEqual(['Overview', 'Payment History', 'Properties', 'Documents']);
    expect(screen.getByRole('link', { name: 'Documents' })).toHaveAttribute(
      'href',
      '/dashboard/deal/D1/documents',
    );
  });

  it('loads the deal once while moving between its tabs', async () => {
    serve(dealDetail());
    const user = userEvent.setup();
    renderDealRoute('/dashboard/deal/D1');
    await screen.findByRole('heading', { level: 1, name: 'Cedar Flip' });
    await user.click(screen.getByRole('link', { name: 'Properties' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/deal/D1/property');
    expect(screen.getByRole('heading', { level: 1, name: 'Cedar Flip' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Properties' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(screen.getByRole('link', { name: 'Payment History' }));
    expect(await screen.findByRole('heading', { name: 'Payment History' })).toBeInTheDocument();
    expect(api.callsTo('POST deals/details')).toHaveLength(1);
  });

  it('shows the not-found look when the deal does not load', async () => {
    api = mockApi({ 'POST deals/details': apiError(404, 'Deal not found.') });
    renderDealRoute('/dashboard/deal/D404');
    expect(
      await screen.findByText('We encountered a problem loading this deal (ID: D404).'),
    ).toBeInTheDocument();
    expect(screen.getByText('The requested resource could not be reached.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Something went wrong!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.queryByRole('navigation', { name: 'Deal pages' })).not.toBeInTheDocument();
    expect(getPageTitleDetail()).toBeNull();
  });

  it('tries again when the user comes back to a deal that failed', async () => {
    let fail = true;
    api = mockApi({
      'POST deals/details': () =>
        fail ? apiError(503, 'Unavailable') : { body: { deal: [dealDetail()] } },
      'POST deals/members': { body: { deals: [] } },
    });
    const first = renderDealRoute('/dashboard/deal/D1');
    await screen.findByText('We encountered a problem loading this deal (ID: D1).');
    first.unmount();
    fail = false;
    renderDealRoute('/dashboard/deal/D1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cedar Flip' }),
    ).toBeInTheDocument();
  });
});

describe('the deal picture', () => {
  it('is the sample picture when no street-view service is configured', async () => {
    serve(dealDetail());
    const { container } = renderDealRoute('/dashboard/deal/D1');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('img', { name: /Street view/ })).not.toBeInTheDocument();
    expect(container.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });

  it('is the street view of the address, and the sample when the service fails', async () => {
    setRuntimeConfig({ streetViewUrl: 'https://maps.example/sv?location={address}' });
    serve(dealDetail());
    renderDealRoute('/dashboard/deal/D1');
    const picture = await screen.findByRole('img', {
      name: 'Street view of 615 Cedar St, Round Rock, TX 78664',
    });
    expect(picture).toHaveAttribute(
      'src',
      'https://maps.example/sv?location=615%20Cedar%20St%2C%20Round%20Rock%2C%20TX%2078664',
    );
    expect(picture).toHaveAttribute('width', '640');
    expect(picture).toHaveAttribute('height', '360');
    act(() => {
      picture.dispatchEvent(new Event('error'));
    });
    expect(screen.queryByRole('img', { name: /Street view/ })).not.toBeInTheDocument();
  });
});
