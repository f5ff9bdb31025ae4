import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { resetRuntimeConfig, setRuntimeConfig } from '@lender/shared';
import { mockApi, signIn, signOut, type ApiMock } from '@lender/shared/testing';
import DashboardLayout from './DashboardLayout';
import { useLoanLists } from '../navigation/loan-lists/loanLists';
import { installPortalPageTable } from '../testing/portalPageTable';

beforeEach(() => {
  installPortalPageTable();
});

const navResponse = {
  funded_loans: [{ id: 'f1', nickname: 'Funded One', address: null }],
  construction: [],
  loans_in_process: [],
};

let api: ApiMock;
beforeEach(() => {
  api = mockApi({ 'GET deals/nav': { body: navResponse } });
  signIn({ name: 'Pat Borrower', sessionStart: Date.now() });
});

afterEach(() => {
  jest.useRealTimers();
  api.restore();
  act(() => signOut());
  resetRuntimeConfig();
  localStorage.clear();
});

const renderLayout = async () => {
  const router = createMemoryRouter(
    [
      {
        element: <DashboardLayout />,
        children: [
          { path: '/dashboard', element: <h1>Dashboard page</h1> },
          { path: '/dashboard/faq', element: <h1>FAQ page</h1> },
        ],
      },
    ],
    { initialEntries: ['/dashboard'] },
  );
  render(<RouterProvider router={router} />);
  // The side navigation's loan lists answer within the test, not after it.
  await screen.findByText('Funded One');
  return router;
};

// The toggle shows only on narrow screens, a media query jsdom does not apply: with its desktop
// `display: none` it has no accessible name here, so find it by its text.
const menuToggle = () => screen.getByText('Menu', { selector: 'button' });

describe('DashboardLayout', () => {
  it('shows the page beside the side navigation, with the brand and the user name', async () => {
    await renderLayout();
    expect(screen.getByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lender Portal' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.getByText('Pat Borrower')).toBeInTheDocument();
  });

  it('shows a neutral brand in white-label mode', async () => {
    setRuntimeConfig({ whiteLabel: true, brandName: 'Acme Lending' });
    await renderLayout();
    expect(screen.queryByText('Acme Lending')).not.toBeInTheDocument();
  });

  it('loads the loan lists of a restored session once', async () => {
    await renderLayout();
    fireEvent.click(screen.getByRole('button', { name: /Funded Loans/ }));
    expect(await screen.findByRole('link', { name: 'Funded One' })).toHaveAttribute(
      'href',
      '/dashboard/deal/f1',
    );
    expect(api.calls.map((call) => call.path)).toEqual(['deals/nav']);
  });

  it('empties the loan lists at logout', async () => {
    await renderLayout();
    fireEvent.click(screen.getByRole('button', { name: /Funded Loans/ }));
    await screen.findByText('Funded One');
    act(() => signOut());
    expect(useLoanLists.getState().lists.funded_loans).toEqual([]);
  });

  it('the Menu toggle opens and closes the navigation', async () => {
    await renderLayout();
    const toggle = menuToggle();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute(
      'aria-controls',
      screen.getByRole('navigation', { name: 'Main' }).id,
    );
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves focus into the opened menu; Escape closes it and returns focus to the toggle', async () => {
    await renderLayout();
    const toggle = menuToggle();
    fireEvent.click(toggle);
    expect(screen.getByRole('link', { name: 'Customer Dashboard' })).toHaveFocus();
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('offers a skip link to the main content', async () => {
    await renderLayout();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main',
    );
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  });

  it('closes the open menu 200 ms after a window resize, not before', async () => {
    jest.useFakeTimers();
    await renderLayout();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    fireEvent.click(menuToggle());
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'true');

    fireEvent(window, new Event('resize'));
    act(() => jest.advanceTimersByTime(199));
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'true');
    act(() => jest.advanceTimersByTime(1));
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('debounces resizes: the 200 ms restart with each resize', async () => {
    jest.useFakeTimers();
    await renderLayout();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    fireEvent.click(menuToggle());
    fireEvent(window, new Event('resize'));
    act(() => jest.advanceTimersByTime(150));
    fireEvent(window, new Event('resize'));
    act(() => jest.advanceTimersByTime(150));
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'true');
    act(() => jest.advanceTimersByTime(50));
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the open menu on a route change', async () => {
    const router = await renderLayout();
    fireEvent.click(menuToggle());
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'FAQ' }),
    );
    expect(await screen.findByRole('heading', { name: 'FAQ page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/faq');
    await waitFor(() => expect(menuToggle()).toHaveAttribute('aria-expanded', 'false'));
  });

  it('keeps the menu open when the route does not change', async () => {
    await renderLayout();
    fireEvent.click(menuToggle());
    fireEvent.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('button', {
        name: /Loans in Process/,
      }),
    );
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'true');
  });
});
