import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { MemoryRouter, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { getPageTitleDetail, resetRuntimeConfig, setRuntimeConfig, useDeal } from '@lender/shared';
import {
  apiError,
  dealDetail,
  mockApi,
  signIn,
  signOut,
  type ApiMock,
} from '@lender/shared/testing';
import type { DealDetail } from '@lender/contracts';
import { installPortalPageTable } from '../testing/portalPageTable';
import { DealPage, preloadDealFrame } from './DealPage';

// The portal's deal pages and their tabs, from the remotes' real declarations (mfe-deals' and
// mfe-construction's), as the shell's start puts them in place.
const table = installPortalPageTable();
beforeEach(() => installPortalPageTable());

// The frame is its own chunk: loaded once up front, as the shell does when a deal route matches.
beforeAll(() => preloadDealFrame());

let api: ApiMock;
const serve = (deal: DealDetail) => {
  api = mockApi({ 'POST deals/details': { body: { deal: [deal] } } });
};

beforeEach(() => signIn());
afterEach(() => {
  api.restore();
  signOut();
  resetRuntimeConfig();
});

/** A deal page's own content: its title, and the deal it gets from the core's `useDeal()`. */
function Tab({ title }: { title: string }) {
  const deal = useDeal();
  return (
    <>
      <h2>{title}</h2>
      <p>The tab of deal {deal.id}</p>
    </>
  );
}

/** The frame around a page of the `deal` layout, for the route's `:id`, as RoutePage draws it. */
function Framed({ title }: { title: string }) {
  const { id = '' } = useParams();
  return (
    <DealPage key={id} dealId={id}>
      {() => <Tab title={title} />}
    </DealPage>
  );
}

function Where() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

const renderDealRoute = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        {table.pages
          .filter((page) => page.layout === 'deal')
          .map((page) => (
            <Route key={page.pattern} path={page.pattern} element={<Framed title={page.title} />} />
          ))}
        <Route path="*" element={<p>Another page</p>} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );

const tabNames = () =>
  within(screen.getByRole('navigation', { name: 'Deal pages' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

/** The deal named in the frame's heading and in the page title, once read with its own id. */
async function expectDealNamed(name: string, dealid: string) {
  expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
  expect(api.callsTo('POST deals/details')[0]?.body).toEqual({ dealid });
  expect(getPageTitleDetail()).toBe(name);
}

describe('the deal frame', () => {
  it('names the deal, shows its rep and tabs, and adds the nickname to the page title', async () => {
    serve(dealDetail());
    renderDealRoute('/dashboard/deal/D1');
    await expectDealNamed('Cedar Flip', 'D1');
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

  it("shows the page's content with the deal it read, for the page's useDeal()", async () => {
    serve(dealDetail({ id: 'D7' }));
    renderDealRoute('/dashboard/deal/D7/property');
    expect(await screen.findByRole('heading', { level: 2, name: 'Property' })).toBeInTheDocument();
    expect(screen.getByText('The tab of deal D7')).toBeInTheDocument();
  });

  it('names a deal without a nickname by its address, and shows the default contact without a rep', async () => {
    setRuntimeConfig({ supportEmail: 'help@lender.test', supportPhone: '8005550100' });
    serve(dealDetail({ nickname: null, rep: null }));
    renderDealRoute('/dashboard/deal/D1');
    await expectDealNamed('615 Cedar St', 'D1');
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

  it("shows the remotes' tabs in their declared order, Construction Management to customers only", async () => {
    serve(dealDetail({ status: 'Funded' }));
    const { unmount } = renderDealRoute('/dashboard/deal/D1');
    await screen.findByRole('heading', { level: 1 });
    expect(tabNames()).toEqual([
      'Overview',
      'Construction Management',
      'Payment History',
      'Properties',
      'Documents',
    ]);
    expect(screen.getByRole('link', { name: 'Documents' })).toHaveAttribute(
      'href',
      '/dashboard/deal/D1/documents',
    );
    unmount();
    signIn({ accountType: 'BrokerAccount' });
    renderDealRoute('/dashboard/deal/D1');
    await screen.findByRole('heading', { level: 1 });
    expect(tabNames()).toEqual(['Overview', 'Payment History', 'Properties', 'Documents']);
  });

  it("marks mfe-construction's tab current on its page, the deal as the heading", async () => {
    serve(dealDetail({ id: 'D7', nickname: 'Birch Build', productType: 'New Construction' }));
    renderDealRoute('/dashboard/deal/D7/construction');
    await expectDealNamed('Birch Build', 'D7');
    const tabs = screen.getByRole('navigation', { name: 'Deal pages' });
    const tab = within(tabs).getByRole('link', { name: 'Construction Management' });
    expect(tab).toHaveAttribute('aria-current', 'page');
    expect(tab).toHaveAttribute('href', '/dashboard/deal/D7/construction');
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

  it('shows the not-found look, without the page, when the deal does not load', async () => {
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
    expect(screen.queryByRole('heading', { level: 2, name: 'Deal' })).not.toBeInTheDocument();
    expect(getPageTitleDetail()).toBeNull();
  });

  it('tries again when the user comes back to a deal that failed', async () => {
    let fail = true;
    api = mockApi({
      'POST deals/details': () =>
        fail ? apiError(503, 'Unavailable') : { body: { deal: [dealDetail()] } },
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

// jsdom cannot judge colour contrast: that is the Playwright axe checks' part.
const seriousViolations = async (): Promise<string[]> => {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`);
};

describe('no serious or critical axe violations', () => {
  it('in the frame of a deal, with its picture, rep card and tabs', async () => {
    serve(dealDetail({ nickname: null, rep: null }));
    renderDealRoute('/dashboard/deal/D1/construction');
    await screen.findByRole('heading', { level: 1 });
    expect(await seriousViolations()).toEqual([]);
  });

  it('in the not-found look', async () => {
    api = mockApi({ 'POST deals/details': apiError(404, 'Deal not found.') });
    renderDealRoute('/dashboard/deal/D404');
    await screen.findByText('We encountered a problem loading this deal (ID: D404).');
    expect(await seriousViolations()).toEqual([]);
  });
});
