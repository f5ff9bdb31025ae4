import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import {
  paths,
  resetRuntimeConfig,
  setRuntimeConfig,
  useSession,
  type RemotePages,
} from '@lender/shared';
import {
  DEAL_PAGE_LINKS,
  dealDetail,
  mockApi,
  offerPages,
  signIn as signInAs,
  signOut,
  type ApiMock,
} from '@lender/shared/testing';
import { setDealTabs } from '../deal-frame/dealTabs';
import { loadRemotePages } from '../federation/loadRemotePages';
import { assemblePageTable } from '../pages/assemble';
import { usePageTable } from '../pages/pageTable';
import { portalPageTable, REMOTE_DECLARATIONS } from '../testing/portalPageTable';
import { PortalRoutes } from './portalRoutes';

// Each remote "exposes" tiny pages; no remote is fetched for real.
jest.mock('../federation/loadRemotePages', () => ({
  // Read at call time (during render), after the module-level pages below exist.
  loadRemotePages: jest.fn(async (remote: string) => ({ pages: mockPages[remote] })),
  preloadPageFiles: jest.fn(),
}));

const page = (text: string) =>
  function TestPage() {
    return <h1>{text}</h1>;
  };

const mockPages: Record<string, RemotePages> = {
  mfe_auth: { 'sign-in': page('Sign-in page') },
  mfe_deals: {
    dashboard: page('Dashboard page'),
    resources: page('Resources page'),
    deal: page('Deal page'),
    'deal-property': page('Property page'),
  },
  mfe_construction: { 'deal-construction': page('Construction page') },
  mfe_servicing: { 'servicing-payoff': page('Payoff form') },
  mfe_account: {
    profile: page('Profile page'),
    faq: page('FAQ page'),
    sandbox: page('Sandbox page'),
  },
};

let api: ApiMock;
beforeEach(() => {
  usePageTable.setState(portalPageTable(), true);
  api = mockApi({
    'GET deals/nav': { body: { funded_loans: [], construction: [], loans_in_process: [] } },
    // The deal frame around deal pages.
    'POST deals/details': { body: { deal: [dealDetail()] } },
  });
});

afterEach(() => {
  api.restore();
  act(() => signOut());
  useSession.setState({ referral: null, loggedOutForInactivity: false });
  resetRuntimeConfig();
  localStorage.clear();
});

const signIn = (overrides: Parameters<typeof signInAs>[0] = {}) =>
  signInAs({ name: 'Pat Borrower', sessionStart: Date.now(), ...overrides });

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}
const location = () => screen.getByTestId('location').textContent;

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <LocationProbe />
      <PortalRoutes />
    </MemoryRouter>,
  );

describe('portal routes', () => {
  it('renders a remote page for a signed-in user', async () => {
    signIn();
    renderAt('/dashboard/profile');
    expect(await screen.findByRole('heading', { name: 'Profile page' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('shows the not-found page for a path no remote declares, even with devRoutes on', async () => {
    setRuntimeConfig({ devRoutes: true });
    signIn();
    renderAt('/lo-user-dashboard');
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong!' }),
    ).toBeInTheDocument();
    expect(loadRemotePages).not.toHaveBeenCalledWith('mfe_deals');
  });

  it('sends a signed-out visitor of a dashboard page to sign-in with the page as referral', async () => {
    renderAt('/dashboard/profile');
    expect(await screen.findByRole('heading', { name: 'Sign-in page' })).toBeInTheDocument();
    expect(location()).toBe('/');
    expect(useSession.getState().referral).toBe('/dashboard/profile');
    expect(screen.queryByRole('heading', { name: 'Profile page' })).not.toBeInTheDocument();
  });

  it('a session ended by the server goes to sign-in keeping the page for its user; a sign-out does not', async () => {
    signIn();
    window.history.replaceState(null, '', '/dashboard/profile');
    renderAt('/dashboard/profile');
    await screen.findByRole('heading', { name: 'Profile page' });
    act(() => useSession.getState().logout({ expired: true }));
    expect(await screen.findByRole('heading', { name: 'Sign-in page' })).toBeInTheDocument();
    expect(useSession.getState().referral).toBe('/dashboard/profile');

    act(() => signIn());
    act(() => signOut());
    expect(useSession.getState().referral).toBeNull();
    window.history.replaceState(null, '', '/');
  });

  it('keeps the query string in the referral', async () => {
    renderAt('/dashboard/faq?topic=draws');
    await screen.findByRole('heading', { name: 'Sign-in page' });
    expect(useSession.getState().referral).toBe('/dashboard/faq?topic=draws');
  });

  it('shows a signed-in lead the not-found page anywhere but the resources page', async () => {
    signIn({ isLead: true });
    jest.mocked(loadRemotePages).mockClear();
    renderAt('/dashboard/profile');
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong!' }),
    ).toBeInTheDocument();
    expect(loadRemotePages).not.toHaveBeenCalledWith('mfe_account');
  });

  it('lets a lead open the resources page', async () => {
    signIn({ isLead: true });
    renderAt('/dashboard/resources');
    expect(await screen.findByRole('heading', { name: 'Resources page' })).toBeInTheDocument();
  });

  it.each(['/dashboard/servicing-requests/payoff', '/dashboard/deal/D1/construction'])(
    'shows a broker the not-found page on the customer-only %s, before its remote loads',
    async (path) => {
      signIn({ accountType: 'BrokerAccount' });
      renderAt(path);
      expect(
        await screen.findByRole('heading', { name: 'Something went wrong!' }),
      ).toBeInTheDocument();
      expect(loadRemotePages).not.toHaveBeenCalledWith('mfe_servicing');
      expect(loadRemotePages).not.toHaveBeenCalledWith('mfe_construction');
    },
  );

  it('lets a customer open the customer-only pages', async () => {
    signIn();
    renderAt('/dashboard/deal/D1/construction');
    expect(await screen.findByRole('heading', { name: 'Construction page' })).toBeInTheDocument();
  });

  it('draws a deal page’s frame from the deal, before the page’s own code is there', async () => {
    let release = () => {};
    const code = new Promise<{ pages: RemotePages }>((resolve) => {
      release = () => resolve({ pages: mockPages.mfe_deals! });
    });
    jest
      .mocked(loadRemotePages)
      .mockImplementation(async (remote) =>
        remote === 'mfe_deals' ? code : { pages: mockPages[remote]! },
      );
    try {
      signIn();
      renderAt('/dashboard/deal/D1');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Cedar Flip' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: 'Deal pages' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Deal page' })).not.toBeInTheDocument();
      act(() => release());
      expect(await screen.findByRole('heading', { name: 'Deal page' })).toBeInTheDocument();
      expect(api.callsTo('POST deals/details')).toHaveLength(1);
    } finally {
      jest
        .mocked(loadRemotePages)
        .mockImplementation(async (remote) => ({ pages: mockPages[remote]! }));
    }
  });

  it('keeps the deal frame, and the focus on the tab, while moving between a deal’s tabs', async () => {
    offerPages(DEAL_PAGE_LINKS);
    setDealTabs(portalPageTable().dealTabs);
    signIn();
    const user = userEvent.setup();
    renderAt('/dashboard/deal/D1');
    const title = await screen.findByRole('heading', { level: 1, name: 'Cedar Flip' });
    expect(await screen.findByRole('heading', { name: 'Deal page' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Properties' }));
    expect(await screen.findByRole('heading', { name: 'Property page' })).toBeInTheDocument();
    expect(location()).toBe('/dashboard/deal/D1/property');
    // The same header, not a new one: the frame was not drawn again.
    expect(screen.getByRole('heading', { level: 1, name: 'Cedar Flip' })).toBe(title);
    expect(screen.getByRole('link', { name: 'Properties' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Properties' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('shows an employee viewing an account the not-found page on a page closed while viewing', async () => {
    signIn({ employeeToken: 'employee-jwt' });
    renderAt('/dashboard/deal/D1/credit');
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong!' }),
    ).toBeInTheDocument();
  });

  it('shows an employee viewing an account the read-only pages', async () => {
    signIn({ employeeToken: 'employee-jwt' });
    renderAt('/dashboard/servicing-requests/payoff');
    expect(await screen.findByRole('heading', { name: 'Payoff form' })).toBeInTheDocument();
  });

  it('redirects a renamed page’s old address, with its parameters and query', async () => {
    const [auth, deals, ...rest] = REMOTE_DECLARATIONS;
    const renamed = {
      ...deals!,
      pages: deals!.pages.map((entry) =>
        entry.name === 'deal' ? { ...entry, redirectFrom: ['/dashboard/loan/:id'] } : entry,
      ),
    };
    usePageTable.setState(
      assemblePageTable(
        [auth!, renamed, ...rest].map((declaration) => ({
          remote: declaration.remote as 'mfe_deals',
          version: '1.0.0',
          declaration,
        })),
        [],
      ),
      true,
    );
    signIn();
    renderAt('/dashboard/loan/D7?tab=1');
    expect(await screen.findByRole('heading', { name: 'Deal page' })).toBeInTheDocument();
    expect(location()).toBe('/dashboard/deal/D7');
  });

  it('lets a non-lead stay on the dashboard', async () => {
    signIn();
    renderAt(paths.dashboard);
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(location()).toBe('/dashboard');
  });

  it('shows the not-found page linking to sign-in for an unknown path when signed out', async () => {
    renderAt('/no-such-page');
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong!' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("We're sorry! We were unable to find the resource you requested."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the customer sign-in' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(screen.queryByRole('link', { name: 'Back to the dashboard' })).not.toBeInTheDocument();
  });

  it('shows the not-found page in the signed-in frame, linking to the dashboard, when signed in', async () => {
    signIn();
    renderAt('/no-such-page');
    await screen.findByRole('heading', { name: 'Something went wrong!' });
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(
      screen.queryByRole('link', { name: 'Go to the customer sign-in' }),
    ).not.toBeInTheDocument();
  });

  it('shows the not-found page for a deal without an id', async () => {
    signIn();
    renderAt('/dashboard/deal');
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong!' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Deal page/ })).not.toBeInTheDocument();
  });

  it('shows the not-found page for a deal without an id and a trailing slash', async () => {
    signIn();
    renderAt('/dashboard/deal/');
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong!' }),
    ).toBeInTheDocument();
  });

  it('does not mount dev-only routes unless devRoutes is on', async () => {
    signIn();
    renderAt('/dashboard/sandbox');
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong!' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sandbox page' })).not.toBeInTheDocument();
  });

  it('mounts dev-only routes when devRoutes is on', async () => {
    setRuntimeConfig({ devRoutes: true });
    signIn();
    renderAt('/dashboard/sandbox');
    expect(await screen.findByRole('heading', { name: 'Sandbox page' })).toBeInTheDocument();
  });

  it('prefixes page titles with the lender name', async () => {
    signIn();
    renderAt('/dashboard/profile');
    await screen.findByRole('heading', { name: 'Profile page' });
    expect(document.title).toBe('Lender Portal | Profile');
  });

  it('uses just the page title in white-label mode', async () => {
    setRuntimeConfig({ whiteLabel: true });
    signIn();
    renderAt('/dashboard/faq');
    await screen.findByRole('heading', { name: 'FAQ page' });
    expect(document.title).toBe('FAQ');
  });

  it('titles the not-found page', async () => {
    renderAt('/no-such-page');
    await screen.findByRole('heading', { name: 'Something went wrong!' });
    await waitFor(() => expect(document.title).toBe('Lender Portal | Not Found'));
  });
});
