import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useNavigationType } from 'react-router-dom';
import { useSession } from '@lender/shared';
import { apiError, mockApi, type ApiMock, renderAt, signIn, signOut } from '@lender/shared/testing';
import { locsResponse, recentLoc } from '../test-utils/locs';
import LineOfCreditPage from './LineOfCreditPage';

let api: ApiMock;

beforeEach(() => signIn());
afterEach(() => {
  api.restore();
  signOut();
});

const render = () => renderAt(<LineOfCreditPage />, '/dashboard/applications/line-of-credit');

describe('LineOfCreditPage', () => {
  it('shows the latest LOC status of each borrowing entity and the way to the dashboard', async () => {
    api = mockApi({
      'POST most-recent-locs': {
        body: locsResponse([
          recentLoc(),
          recentLoc({
            Id: 'l2',
            BorrowingEntity__c: 'be-2',
            BorrowingEntityName: 'Birch LP',
            LOC_Status__c: 'Denied',
          }),
          recentLoc({
            Id: 'l3',
            BorrowingEntity__c: 'be-3',
            BorrowingEntityName: 'Cedar Inc',
            LOC_Status__c: null,
          }),
        ]),
      },
    });
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Line of Credit' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your line of credit');

    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Birch LPDenied',
      'Cedar IncSubmission Needed',
      'Oak Holdings LLCApproved',
    ]);
    expect(screen.getByRole('link', { name: 'Continue to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('leaves the first-time redirect flag to the sign-in page', async () => {
    api = mockApi({ 'POST most-recent-locs': { body: locsResponse([]) } });
    render();
    await screen.findByText('You have no line-of-credit applications yet.');
    expect(useSession.getState().locRedirected).toBe(false);
  });

  it.each(['BrokerAccount', 'WholesaleAccount', 'Employee'])(
    'sends a %s to the dashboard (replacing the entry) without calling most-recent-locs',
    async (accountType) => {
      signIn({ accountType });
      api = mockApi({ 'POST most-recent-locs': { body: locsResponse([recentLoc()]) } });
      function Dashboard() {
        return <p>Dashboard ({useNavigationType()})</p>;
      }
      renderAt(
        <Routes>
          <Route path="/dashboard" element={<Dashboard />} />
          <Route path="/dashboard/applications/line-of-credit" element={<LineOfCreditPage />} />
        </Routes>,
        '/dashboard/applications/line-of-credit',
      );
      expect(await screen.findByText('Dashboard (REPLACE)')).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Line of Credit' })).not.toBeInTheDocument();
      expect(api.calls).toHaveLength(0);
    },
  );

  it('shows an empty state when there is nothing', async () => {
    api = mockApi({ 'POST most-recent-locs': { body: locsResponse([]) } });
    render();
    expect(
      await screen.findByText('You have no line-of-credit applications yet.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to Dashboard' })).toBeInTheDocument();
  });

  it('shows a failure with a refresh link', async () => {
    let fail = true;
    api = mockApi({
      'POST most-recent-locs': () =>
        fail ? apiError(502, 'Bad gateway') : { body: locsResponse([recentLoc()]) },
    });
    const user = userEvent.setup();
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was a problem loading data (error: Bad gateway).',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Oak Holdings LLC')).toBeInTheDocument();
  });
});
