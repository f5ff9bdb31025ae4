import { act, screen, within } from '@testing-library/react';
import { markPageEntered } from '@lender/shared';
import { FUNDED_TABLE_DELAY_MS } from '../deal-tables/minimumDelay';
import { Route, Routes } from 'react-router-dom';
import { apiError, mockApi, type ApiMock, renderAt, signIn, signOut } from '@lender/shared/testing';
import { deal } from '../test-utils/deals';
import { locsResponse, recentLoc } from '../test-utils/locs';
import { EMPLOYEE_HOME_TEXT } from './EmployeeHome';
import HomePage from './HomePage';

let api: ApiMock;

/** Past both tables' minimum loading time (spec §9). */
const afterTableDelays = () => act(() => jest.advanceTimersByTimeAsync(FUNDED_TABLE_DELAY_MS));

const customerRoutes = {
  'GET deals/inprocess': { body: { deals: [deal()] } },
  'GET deals/funded': { body: { deals: [deal({ id: 'f1', address: '9 Elm St' })] } },
  'POST most-recent-locs': { body: locsResponse([recentLoc()]) },
};

// The tables keep their loading state until 0.9 s / 1.1 s after the page was entered.
beforeEach(() => {
  jest.useFakeTimers();
  markPageEntered();
});
afterEach(() => {
  api.restore();
  signOut();
  jest.useRealTimers();
});

describe('HomePage (/dashboard)', () => {
  it('greets a customer and shows both tables from the customer endpoints', async () => {
    signIn({ accountType: 'CustomerAccount', name: 'Jane Doe' });
    api = mockApi(customerRoutes);
    renderAt(<HomePage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Jane' })).toBeInTheDocument();
    expect(screen.getByText('Customer Dashboard')).toBeInTheDocument();
    expect(screen.getAllByRole('status').some((el) => /Loading/.test(el.textContent ?? ''))).toBe(
      true,
    );

    const inProcess = screen.getByRole('region', { name: 'Loans In Process' });
    await afterTableDelays();
    expect(
      await within(inProcess).findByRole('rowheader', { name: 'Maple Flip' }),
    ).toBeInTheDocument();
    const funded = screen.getByRole('region', { name: 'Funded Loans' });
    expect(await within(funded).findByRole('rowheader', { name: '9 Elm St' })).toBeInTheDocument();
    expect(api.calls.map((call) => `${call.method} ${call.path}`).sort()).toEqual([
      'GET deals/funded',
      'GET deals/inprocess',
      'POST most-recent-locs',
    ]);
  });

  it('shows the line-of-credit status of each borrowing entity from the recent-LOC fetch', async () => {
    signIn();
    api = mockApi(customerRoutes);
    renderAt(<HomePage />);
    await afterTableDelays();
    const summary = await screen.findByRole('region', { name: 'Line of Credit' });
    expect(within(summary).getByText('Oak Holdings LLC')).toBeInTheDocument();
    expect(within(summary).getByText('Approved')).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'Line of credit details' })).toHaveAttribute(
      'href',
      '/dashboard/applications/line-of-credit',
    );
  });

  it('shows nothing for the recent LOCs when that call fails', async () => {
    signIn();
    api = mockApi({ ...customerRoutes, 'POST most-recent-locs': apiError(500, 'boom') });
    renderAt(<HomePage />);
    await afterTableDelays();
    await within(screen.getByRole('region', { name: 'Funded Loans' })).findByRole('table');
    expect(screen.queryByRole('region', { name: 'Line of Credit' })).not.toBeInTheDocument();
    expect(screen.queryByText(/boom/)).not.toBeInTheDocument();
  });

  it.each(['BrokerAccount', 'WholesaleAccount'])(
    'gives a %s the broker home on the broker endpoints, without the LOC fetch',
    async (accountType) => {
      signIn({ accountType, name: 'Bob Broker' });
      api = mockApi({
        'GET deals/broker/inprocess': { body: { deals: [deal()] } },
        'GET deals/broker/funded': { body: { deals: [] } },
      });
      renderAt(<HomePage />);
      expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Bob' })).toBeInTheDocument();
      expect(screen.getByText('Broker Dashboard')).toBeInTheDocument();
      await afterTableDelays();
      const funded = screen.getByRole('region', { name: 'Funded Loans' });
      expect(await within(funded).findByText('No results found.')).toBeInTheDocument();
      expect(api.calls.map((call) => call.path).sort()).toEqual([
        'deals/broker/funded',
        'deals/broker/inprocess',
      ]);
    },
  );

  it('keeps headings in order: one h1, then an h2 per section', async () => {
    signIn();
    api = mockApi(customerRoutes);
    renderAt(<HomePage />);
    await afterTableDelays();
    await screen.findByRole('region', { name: 'Line of Credit' });
    const levels = screen
      .getAllByRole('heading')
      .map((heading) => Number(heading.tagName.slice(1)));
    expect(levels).toEqual([1, 2, 2, 2]);
  });

  it('shows each part only once the part above has settled, so nothing shown moves', async () => {
    signIn();
    api = mockApi(customerRoutes);
    renderAt(<HomePage />);
    const regions = () =>
      screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(regions()).toEqual(['Loans In Process']);
    await act(() => jest.advanceTimersByTimeAsync(900)); // in process: its minimum loading time
    expect(regions()).toEqual(['Loans In Process', 'Funded Loans']);
    await act(() => jest.advanceTimersByTimeAsync(200)); // funded: 1.1 s
    expect(regions()).toEqual(['Loans In Process', 'Funded Loans', 'Line of Credit']);
  });

  it('sends a visitor without an account type to sign-in', () => {
    signOut();
    api = mockApi({});
    renderAt(
      <Routes>
        <Route path="/" element={<p>Sign-in page</p>} />
        <Route path="/dashboard" element={<HomePage />} />
      </Routes>,
    );
    expect(screen.getByText('Sign-in page')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('takes a lead to the resources page, their home, reading nothing', () => {
    signIn({ isLead: true });
    api = mockApi({});
    renderAt(
      <Routes>
        <Route path="/dashboard" element={<HomePage />} />
        <Route path="/dashboard/resources" element={<p>Resources page</p>} />
      </Routes>,
      '/dashboard',
    );
    expect(screen.getByText('Resources page')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('gives an employee’s own session the employee home: View Account and the ops view, no tables', async () => {
    signIn({ accountType: 'Employee', name: 'Erin Staff', token: 'emp', employeeToken: 'emp' });
    api = mockApi({});
    renderAt(
      <>
        <form role="search" aria-label="View Account">
          <input aria-label="View Account" />
        </form>
        <HomePage />
      </>,
    );
    expect(screen.getByText('Employee Dashboard')).toBeInTheDocument();
    expect(screen.queryByText('Broker Dashboard')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Loans In Process' })).not.toBeInTheDocument();
    expect(screen.getByText(EMPLOYEE_HOME_TEXT.intro)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the remote status' })).toHaveAttribute(
      'href',
      '/dashboard/ops/remotes',
    );
    act(() => screen.getByRole('button', { name: 'Go to View Account' }).click());
    expect(screen.getByRole('textbox', { name: 'View Account' })).toHaveFocus();
    expect(api.calls).toHaveLength(0);
  });

  it('gives an employee viewing a broker the broker home', async () => {
    signIn({ accountType: 'BrokerAccount', token: 'viewed', employeeToken: 'emp' });
    api = mockApi({
      'GET deals/broker/inprocess': { body: { deals: [] } },
      'GET deals/broker/funded': { body: { deals: [] } },
    });
    renderAt(<HomePage />);
    expect(screen.getByText('Broker Dashboard')).toBeInTheDocument();
    expect(screen.queryByText('Employee Dashboard')).not.toBeInTheDocument();
    // The broker lists' answers land within the test, not after it.
    await afterTableDelays();
    await within(screen.getByRole('region', { name: 'Funded Loans' })).findByText(
      'No results found.',
    );
  });
});
