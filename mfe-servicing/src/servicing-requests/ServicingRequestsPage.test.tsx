import { screen, within } from '@testing-library/react';
import { clearReads } from '@lender/shared';
import { apiError, mockApi, renderAt, signIn, signOut, type ApiMock } from '@lender/shared/testing';
import { seriousViolations } from '../test-utils/axe';
import ServicingRequestsPage, { NOT_CUSTOMER_TEXT } from './ServicingRequestsPage';

let api: ApiMock | undefined;
afterEach(() => {
  api?.restore();
  signOut();
});

it('offers the four forms, the ACH form and the borrower’s filed requests', async () => {
  signIn();
  api = mockApi({
    'GET servicing-requests': {
      body: {
        requests: [
          {
            id: 'r2',
            kind: 'payoff',
            loan_number: 'LN-1004',
            status: 'received',
            created_at: '2026-03-16T10:00:00.000Z',
            fee_applies: true,
          },
          {
            id: 'r1',
            kind: 'capex',
            loan_number: 'LN-1004',
            status: 'received',
            created_at: '2026-03-15T10:00:00.000Z',
            fee_applies: false,
          },
        ],
      },
    },
  });
  renderAt(<ServicingRequestsPage />);
  const menu = screen.getByRole('navigation', { name: 'Servicing request forms' });
  expect(
    within(menu)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')),
  ).toEqual([
    '/dashboard/servicing-requests/extension',
    '/dashboard/servicing-requests/payoff',
    '/dashboard/servicing-requests/capex',
    '/dashboard/servicing-requests/loss-draft',
  ]);
  expect(
    screen.getByRole('link', { name: /ACH Recurring Payment Authorization Form/ }),
  ).toHaveAttribute('href', '/documents/resources/ACH%20Recurring%20Payment%20Authorization.pdf');
  const table = await screen.findByRole('table');
  expect(within(table).getByRole('rowheader', { name: 'Payoff Request' })).toBeInTheDocument();
  expect(within(table).getByText('Received · $20 fee')).toBeInTheDocument();
  expect(within(table).getByText('03/15/2026')).toBeInTheDocument();
  expect(await seriousViolations()).toEqual([]);
});

it('says when nothing was filed, and offers a retry when the list fails', async () => {
  signIn();
  api = mockApi({ 'GET servicing-requests': { body: { requests: [] } } });
  const view = renderAt(<ServicingRequestsPage />);
  expect(
    await screen.findByText('You have not filed a servicing request yet.'),
  ).toBeInTheDocument();
  view.unmount();
  // Another page load: nothing kept from the first.
  clearReads();
  api.restore();
  api = mockApi({ 'GET servicing-requests': apiError(500, 'down') });
  renderAt(<ServicingRequestsPage />);
  expect(await screen.findByRole('button', { name: 'Refresh' })).toBeInTheDocument();
});

it('tells a broker that servicing requests are the borrowers’', () => {
  signIn({ accountType: 'BrokerAccount' });
  api = mockApi({});
  renderAt(<ServicingRequestsPage />);
  expect(screen.getByText(NOT_CUSTOMER_TEXT)).toBeInTheDocument();
  expect(api.calls).toHaveLength(0);
});
