import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import {
  paths,
  resetRuntimeConfig,
  setRuntimeConfig,
  useSession,
  type RemotePages,
} from '@lender/shared';
import { mockApi, signIn as signInAs, signOut, type ApiMock } from '@lender/shared/testing';
import { loadRemotePages } from '../federation/loadRemotePages';
import { PortalRoutes } from './portalRoutes';

// Each remote "exposes" tiny pages; no remote is fetched for real.
jest.mock('../federation/loadRemotePages', () => ({
  // Read at call time (during render), after the module-level pages below exist.
  loadRemotePages: jest.fn(async (remote: string) => ({ pages: mockPages[remote] })),
}));

const page = (text: string) =>
  function TestPage() {
    return <h1>{text}</h1>;
  };

const mockPages: Record<string, RemotePages> = {
  mfe_auth: { [paths.signIn]: page('Sign-in page') },
  mfe_deals: {
    [paths.dashboard]: page('Dashboard page'),
    [paths.resources]: page('Resources page'),
  },
  mfe_construction: {},
  mfe_servicing: {},
  mfe_account: {
    [paths.profile]: page('Profile page'),
    [paths.faq]: page('FAQ page'),
    [paths.sandbox]: page('Sandbox page'),
  },
};

let api: ApiMock;
beforeEach(() => {
  api = mockApi({
    'GET deals/nav': { body: { funded_loans: [], construction: [], loans_in_process: [] } },
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
    renderAt(paths.profile);
    expect(await screen.findByRole('heading', { name: 'Profile page' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('shows the not-found page for a page that is not built yet, even with devRoutes on', async () => {
    setRuntimeConfig({ devRoutes: true });
    signIn();
    renderAt(paths.loUserDashboard);
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong!' }),
    ).toBeInTheDocument();
    expect(loadRemotePages).not.toHaveBeenCalledWith('mfe_deals');
  });

  it('sends a signed-out visitor of a dashboard page to sign-in with the page as referral', async () => {
    renderAt(paths.profile);
    expect(await screen.findByRole('heading', { name: 'Sign-in page' })).toBeInTheDocument();
    expect(location()).toBe('/');
    expect(useSession.getState().referral).toBe('/dashboard/profile');
    expect(screen.queryByRole('heading', { name: 'Profile page' })).not.toBeInTheDocument();
  });

  it('keeps the query string in the referral', async () => {
    renderAt('/dashboard/faq?topic=draws');
    await screen.findByRole('heading', { name: 'Sign-in page' });
    expect(useSession.getState().referral).toBe('/dashboard/faq?topic=draws');
  });

  it('sends a signed-in lead from the dashboard to the resources page', async () => {
    signIn({ isLead: true });
    renderAt(paths.dashboard);
    expect(await screen.findByRole('heading', { name: 'Resources page' })).toBeInTheDocument();
    expect(location()).toBe('/dashboard/resources');
    expect(screen.queryByRole('heading', { name: 'Dashboard page' })).not.toBeInTheDocument();
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
    renderAt(paths.sandbox);
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong!' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sandbox page' })).not.toBeInTheDocument();
  });

  it('mounts dev-only routes when devRoutes is on', async () => {
    setRuntimeConfig({ devRoutes: true });
    signIn();
    renderAt(paths.sandbox);
    expect(await screen.findByRole('heading', { name: 'Sandbox page' })).toBeInTheDocument();
  });

  it('prefixes page titles with the lender name', async () => {
    signIn();
    renderAt(paths.profile);
    await screen.findByRole('heading', { name: 'Profile page' });
    expect(document.title).toBe('Lender Portal | Profile');
  });

  it('uses just the page title in white-label mode', async () => {
    setRuntimeConfig({ whiteLabel: true });
    signIn();
    renderAt(paths.faq);
    await screen.findByRole('heading', { name: 'FAQ page' });
    expect(document.title).toBe('FAQ');
  });

  it('titles the not-found page', async () => {
    renderAt('/no-such-page');
    await screen.findByRole('heading', { name: 'Something went wrong!' });
    await waitFor(() => expect(document.title).toBe('Lender Portal | Not Found'));
  });
});
