import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import {
  resetRuntimeConfig,
  setRuntimeConfig,
  SESSION_KEYS,
  useSession,
  type LoanLists,
} from '@lender/shared';
import { SideNav } from './SideNav';

interface SentRequest {
  url: string;
  method: string;
}

let requests: SentRequest[];

/** Answers every request with `status` and `body`, recording what was sent. */
const mockFetch = (status: number, body: unknown) => {
  requests = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push({ url: request.url, method: request.method });
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
};

const emptyLoans: LoanLists = { funded_loans: [], construction: [], loans_in_process: [] };

const signIn = (accountType: string, loans: LoanLists = emptyLoans) =>
  act(() =>
    useSession.setState({
      token: 'token-1',
      name: 'Pat',
      username: 'pat@example.com',
      accountType,
      isLead: false,
      userId: '7',
      sessionStart: 1_700_000_000_000,
      loans,
      loansStatus: 'loaded',
    }),
  );

const renderNav = (path = '/dashboard') => {
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>Sign-in page</h1> },
      { path: '/dashboard/*', element: <SideNav id="side-navigation" open={false} /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
};

const nav = () => screen.getByRole('navigation', { name: 'Main' });
const entryLabels = () =>
  within(nav())
    .getAllByRole('listitem')
    .filter((item) => item.parentElement?.parentElement?.tagName === 'NAV')
    .map((item) => (item.firstElementChild?.firstChild?.textContent ?? '').trim());

afterEach(() => {
  act(() => useSession.getState().logout());
  resetRuntimeConfig();
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('SideNav', () => {
  it('lists the customer menu in order', () => {
    signIn('CustomerAccount');
    renderNav();
    expect(entryLabels()).toEqual([
      'Customer Dashboard',
      'Make a Payment',
      'Loans in Process',
      'Funded Loans',
      'Construction',
      'Servicing Requests',
      'FAQ',
      'Profile',
      'Logout',
    ]);
    expect(within(nav()).getByRole('link', { name: 'Customer Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(within(nav()).getByRole('link', { name: 'Servicing Requests' })).toHaveAttribute(
      'href',
      '/dashboard/servicing-requests',
    );
    expect(within(nav()).getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/dashboard/profile',
    );
    expect(within(nav()).queryByText('Pricing Engine')).not.toBeInTheDocument();
  });

  it('lists the broker menu in order, for any non-customer account type', () => {
    signIn('WholesaleAccount');
    renderNav();
    expect(entryLabels()).toEqual([
      'Broker Dashboard',
      'Loans in Process',
      'Funded Loans',
      'Pricing Engine',
      'FAQ',
      'Logout',
    ]);
    expect(within(nav()).queryByRole('button', { name: 'Make a Payment' })).not.toBeInTheDocument();
    expect(within(nav()).queryByRole('button', { name: 'Construction' })).not.toBeInTheDocument();
  });

  it('opens the Pricing Engine in a new tab at the configured URL', () => {
    setRuntimeConfig({ pricingEngineUrl: 'https://pricing.test/engine' });
    signIn('BrokerAccount');
    renderNav();
    const link = within(nav()).getByRole('link', { name: /Pricing Engine/ });
    expect(link).toHaveAttribute('href', 'https://pricing.test/engine');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('expands a loan group to links to each deal, labelled nickname, else address, else a dash', () => {
    signIn('CustomerAccount', {
      ...emptyLoans,
      loans_in_process: [
        { id: 'a1', nickname: 'Maple House', address: '1 Maple St' },
        { id: 'b2', nickname: '', address: '2 Oak Ave' },
        { id: 'c3', nickname: null, address: null },
      ],
    });
    renderNav();
    const toggle = within(nav()).getByRole('button', { name: /Loans in Process/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav()).queryByRole('link', { name: 'Maple House' })).not.toBeInTheDocument();

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(list).not.toBeNull();
    const links = within(list as HTMLElement).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Maple House', '2 Oak Ave', '-']);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/dashboard/deal/a1',
      '/dashboard/deal/b2',
      '/dashboard/deal/c3',
    ]);

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav()).queryByRole('link', { name: 'Maple House' })).not.toBeInTheDocument();
  });

  it('links construction items to the deal construction page', () => {
    signIn('CustomerAccount', {
      ...emptyLoans,
      construction: [{ id: 'k9', nickname: 'Build One', address: '9 Elm St' }],
      funded_loans: [{ id: 'f5', nickname: null, address: '5 Pine Rd' }],
    });
    renderNav();
    fireEvent.click(within(nav()).getByRole('button', { name: /Construction/ }));
    expect(within(nav()).getByRole('link', { name: 'Build One' })).toHaveAttribute(
      'href',
      '/dashboard/deal/k9/construction',
    );
    fireEvent.click(within(nav()).getByRole('button', { name: /Funded Loans/ }));
    expect(within(nav()).getByRole('link', { name: '5 Pine Rd' })).toHaveAttribute(
      'href',
      '/dashboard/deal/f5',
    );
  });

  it('says so when a loan list is empty', () => {
    signIn('BrokerAccount');
    renderNav();
    const toggle = within(nav()).getByRole('button', { name: /Funded Loans/ });
    fireEvent.click(toggle);
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(list).toHaveTextContent('No loans currently available');
    expect(within(list).queryByRole('link')).not.toBeInTheDocument();
  });

  it('Make a Payment fetches the payment link and opens it in a new tab', async () => {
    mockFetch(200, { url: 'https://pay.test/loan' });
    const tab = { opener: {}, location: { href: '' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
    signIn('CustomerAccount');
    renderNav();
    fireEvent.click(within(nav()).getByRole('button', { name: 'Make a Payment' }));
    // The tab opens within the click (pop-up blockers), then goes to the payment page.
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(tab.location.href).toBe('https://pay.test/loan'));
    expect(tab.opener).toBeNull();
    expect(tab.close).not.toHaveBeenCalled();
    expect(requests).toEqual([{ url: 'http://localhost/lima/api/makepayment', method: 'GET' }]);
  });

  it('Make a Payment stays silent when the payment link fails', async () => {
    mockFetch(500, { error: 'down' });
    const tab = { opener: {}, location: { href: '' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    signIn('CustomerAccount');
    renderNav();
    fireEvent.click(within(nav()).getByRole('button', { name: 'Make a Payment' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    // Let the failed request settle.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    // The blank tab opened for it is closed again; nothing else happens.
    expect(open).toHaveBeenCalledTimes(1);
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(consoleError).not.toHaveBeenCalled();
    expect(nav()).toBeInTheDocument();
  });

  it('Logout clears the session and its stored keys and goes to sign-in', async () => {
    signIn('CustomerAccount');
    expect(localStorage.getItem('token')).toBe('token-1');
    expect(localStorage.getItem('accountType')).toBe('CustomerAccount');
    const router = renderNav();
    fireEvent.click(within(nav()).getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Sign-in page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    const session = useSession.getState();
    expect(session.token).toBeNull();
    expect(session.accountType).toBeNull();
    expect(session.loans).toEqual(emptyLoans);
    for (const key of SESSION_KEYS) expect(localStorage.getItem(key)).toBeNull();
  });

  it('toggles tooltips and persists the choice', () => {
    signIn('CustomerAccount');
    renderNav();
    const toggle = within(nav()).getByRole('switch', { name: /Tooltips/ });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(toggle).toHaveTextContent('Tooltips: On');

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(toggle).toHaveTextContent('Tooltips: Off');
    expect(useSession.getState().options.toolTips).toBe(false);
    expect(JSON.parse(localStorage.getItem('options') ?? 'null')).toEqual({ toolTips: false });

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(JSON.parse(localStorage.getItem('options') ?? 'null')).toEqual({ toolTips: true });
  });
});
