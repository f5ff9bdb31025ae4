import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { resetRuntimeConfig, setRuntimeConfig, SESSION_KEYS, useSession } from '@lender/shared';
import { mockApi, signIn as signInAs, signOut, type ApiMock } from '@lender/shared/testing';
import { EMPTY_LOAN_LISTS, useLoanLists, type LoanLists } from './loan-lists/loanLists';
import { PAYMENT_MESSAGES } from './payment/paymentPage';
import { SideNav } from './SideNav';
import { installPortalPageTable } from '../testing/portalPageTable';

beforeEach(() => {
  installPortalPageTable();
});

const emptyLoans: LoanLists = EMPTY_LOAN_LISTS;

/** A signed-in session with its loan lists already loaded (the layout loads them). */
const signIn = (accountType: string, lists: LoanLists = emptyLoans) =>
  act(() => {
    signInAs({ token: 'token-1', name: 'Pat', accountType, userId: '7' });
    useLoanLists.setState({ lists, status: 'loaded' });
  });

let api: ApiMock | undefined;

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
  api?.restore();
  act(() => signOut());
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

  it('expands a loan group listing each deal, labelled nickname, else address, else a dash', () => {
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
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(list).not.toBeVisible();

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(list).toBeVisible();
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Maple House', '2 Oak Ave', '-']);
    // Each item leads to its deal page.
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/dashboard/deal/a1', '/dashboard/deal/b2', '/dashboard/deal/c3']);

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(list).not.toBeVisible();
  });

  it('links each Construction item to its deal’s construction page', () => {
    signIn('CustomerAccount', {
      ...emptyLoans,
      construction: [{ id: 'D1010', nickname: 'Elm Build', address: '9 Elm St' }],
    });
    renderNav();
    const toggle = within(nav()).getByRole('button', { name: /Construction/ });
    fireEvent.click(toggle);
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(within(list).getByRole('link', { name: 'Elm Build' })).toHaveAttribute(
      'href',
      '/dashboard/deal/D1010/construction',
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

  it('Make a Payment opens the payment page in a new tab once its link arrives', async () => {
    api = mockApi({ 'GET makepayment': { body: { url: 'https://pay.test/loan' } } });
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    signIn('CustomerAccount');
    renderNav();
    fireEvent.click(within(nav()).getByRole('button', { name: 'Make a Payment' }));
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith('https://pay.test/loan', '_blank', 'noopener,noreferrer'),
    );
    expect(api.calls.map((call) => call.path)).toEqual(['makepayment']);
  });

  it('Make a Payment opens no tab when the payment link fails, and says so beside it', async () => {
    api = mockApi({ 'GET makepayment': { status: 500 } });
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    signIn('CustomerAccount');
    renderNav();
    const button = within(nav()).getByRole('button', { name: 'Make a Payment' });
    fireEvent.click(button);
    await waitFor(() => expect(button).toHaveAccessibleDescription(PAYMENT_MESSAGES.failed));
    expect(open).not.toHaveBeenCalled();
  });

  it('Make a Payment is disabled while an employee views an account, and says why', () => {
    api = mockApi({});
    act(() => {
      signInAs({ token: 'viewed', employeeToken: 'emp', accountType: 'CustomerAccount' });
      useLoanLists.setState({ lists: emptyLoans, status: 'loaded' });
    });
    renderNav();
    const button = within(nav()).getByRole('button', { name: 'Make a Payment' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription(PAYMENT_MESSAGES.viewing);
    fireEvent.click(button);
    expect(api.calls).toHaveLength(0);
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
