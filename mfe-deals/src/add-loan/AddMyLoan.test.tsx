import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LoanLookupResult } from '@lender/contracts';
import { onNavRefreshRequest, resetRuntimeConfig, setRuntimeConfig } from '@lender/shared';
import { apiError, mockApi, renderAt, signIn, signOut, type ApiMock } from '@lender/shared/testing';
import ResourcesPage from '../resources/ResourcesPage';

let api: ApiMock | undefined;
beforeEach(() => {
  signIn({ accountType: 'CustomerAccount' });
  setRuntimeConfig({ flags: { loanLookupDisabled: false } });
});
afterEach(() => {
  api?.restore();
  api = undefined;
  resetRuntimeConfig();
  signOut();
});

const loan = (overrides: Partial<LoanLookupResult> = {}): LoanLookupResult => ({
  Id: 'loan-1',
  Loan_Number__c: 'LN-1001',
  Property_Address__c: '12 Maple St, Austin, TX',
  Street__c: '12 Maple St',
  StageName: 'Funded',
  Type: 'Bridge',
  ...overrides,
});

/** The server takes loan lookups (LOAN_LOOKUP_ENABLED). */
const AVAILABLE = { 'GET lookup-loan/availability': { body: { enabled: true } } };

const byLabel = (label: string) => (content: string) => content.replace(/\*$/, '') === label;

async function openDialog() {
  const user = userEvent.setup();
  renderAt(<ResourcesPage />, '/dashboard/resources');
  await user.click(await screen.findByRole('button', { name: 'Add My Loan' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add My Loan' });
  const field = (label: string) => within(dialog).getByLabelText(byLabel(label));
  return { user, dialog, field };
}

async function lookUp(loanNumber: string, ssn: string) {
  const opened = await openDialog();
  if (loanNumber) await opened.user.type(opened.field('Loan Number'), loanNumber);
  if (ssn) await opened.user.type(opened.field('Last 4 digits of SSN'), ssn);
  await opened.user.click(within(opened.dialog).getByRole('button', { name: 'Find My Loan' }));
  return opened;
}

describe('Add My Loan', () => {
  it('is not offered while loan lookup is disabled (the default)', () => {
    resetRuntimeConfig();
    renderAt(<ResourcesPage />, '/dashboard/resources');
    expect(screen.queryByRole('button', { name: 'Add My Loan' })).not.toBeInTheDocument();
  });

  it('is not offered where the server does not take loan lookups, whatever the flag', async () => {
    api = mockApi({ 'GET lookup-loan/availability': { body: { enabled: false } } });
    renderAt(<ResourcesPage />, '/dashboard/resources');
    await waitFor(() => expect(api?.callsTo('GET lookup-loan/availability')).toHaveLength(1));
    await screen.findByText(/Templates and forms/);
    expect(screen.queryByRole('button', { name: 'Add My Loan' })).not.toBeInTheDocument();
  });

  it("says so in the portal's words when the server has no lookup at all", async () => {
    api = mockApi({
      'GET lookup-loan/availability': apiError(
        404,
        'Route GET /lima/api/lookup-loan/availability not found.',
      ),
      'POST lookup-loan': apiError(404, 'Route POST /lima/api/lookup-loan not found.'),
    });
    const { dialog } = await lookUp('LN-1001', '1234');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Adding a loan is not available in this portal. Please contact your loan officer to link your loan.',
    );
    expect(within(dialog).queryByText(/Route POST/)).not.toBeInTheDocument();
  });

  it('is offered to a customer lead too, and never to a broker', async () => {
    api = mockApi(AVAILABLE);
    signIn({ accountType: 'CustomerAccount', isLead: true, name: 'Lee Lead' });
    const { unmount } = renderAt(<ResourcesPage />, '/dashboard/resources');
    expect(await screen.findByRole('button', { name: 'Add My Loan' })).toBeInTheDocument();
    unmount();
    signIn({ accountType: 'BrokerAccount', isLead: false });
    renderAt(<ResourcesPage />, '/dashboard/resources');
    expect(screen.queryByRole('button', { name: 'Add My Loan' })).not.toBeInTheDocument();
  });

  it('opens a dialog that wants the loan number and exactly 4 SSN characters', async () => {
    api = mockApi({
      ...AVAILABLE,
    });
    const { field } = await lookUp('', '123');
    expect(field('Loan Number')).toHaveAccessibleDescription('Loan number is required.');
    expect(field('Loan Number')).toHaveFocus();
    expect(field('Last 4 digits of SSN')).toHaveAccessibleDescription(
      'SSN last 4 must be exactly 4 characters.',
    );
    expect(field('Last 4 digits of SSN')).toHaveAttribute('maxlength', '4');
    expect(api.callsTo('POST lookup-loan')).toEqual([]);
  });

  it('says so when no loan matches', async () => {
    api = mockApi({
      ...AVAILABLE,
      'POST lookup-loan': { body: [] },
    });
    const { dialog } = await lookUp('LN-9999', '1234');
    expect(await within(dialog).findByText(/^No loans matched/)).toBeInTheDocument();
    expect(api.last().body).toEqual({ loan_number: 'LN-9999', ssn: '1234' });
  });

  it('lists the matches with checkboxes, adds the chosen ones and refreshes the nav', async () => {
    const refresh = jest.fn();
    const stop = onNavRefreshRequest(refresh);
    api = mockApi({
      ...AVAILABLE,
      'POST lookup-loan': {
        body: [
          loan(),
          loan({ Id: 'loan-2', Loan_Number__c: 'LN-1002', Property_Address__c: null }),
        ],
      },
      'POST add-loan': { body: { success: true, added: 1 } },
    });
    const { user, dialog } = await lookUp(' LN-1001 ', '1234');
    const first = await within(dialog).findByRole('checkbox', {
      name: 'LN-1001 · 12 Maple St, Austin, TX',
    });
    const second = within(dialog).getByRole('checkbox', { name: 'LN-1002 · 12 Maple St' });
    expect(first).toHaveAccessibleDescription('Funded, Bridge');
    expect(api.last().body).toEqual({ loan_number: 'LN-1001', ssn: '1234' });

    await user.click(within(dialog).getByRole('button', { name: 'Add selected' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose at least one loan to add.');

    await user.click(second);
    await user.click(within(dialog).getByRole('button', { name: 'Add selected' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Your loan was added. It now appears in your loan lists.',
    );
    expect(api.last().body).toEqual({ loans: ['loan-2'] });
    expect(refresh).toHaveBeenCalledTimes(1);
    stop();
  });

  it("shows the server's words when it refuses a lookup", async () => {
    api = mockApi({
      ...AVAILABLE,
      'POST lookup-loan': apiError(400, 'SSN last 4 must be exactly 4 characters.'),
    });
    const { dialog } = await lookUp('LN-1', 'abcd');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'SSN last 4 must be exactly 4 characters.',
    );
  });

  it('shows the server’s words when a match has expired', async () => {
    api = mockApi({
      ...AVAILABLE,
      'POST lookup-loan': { body: [loan()] },
      'POST add-loan': apiError(404, 'These loans were not found. Please look them up again.'),
    });
    const { user, dialog } = await lookUp('LN-1001', '1234');
    expect(await within(dialog).findByRole('checkbox')).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Add selected' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'These loans were not found. Please look them up again.',
    );
  });

  it('cannot be submitted in employee mode', async () => {
    signIn({ accountType: 'CustomerAccount', employeeToken: 'employee-token' });
    api = mockApi({
      ...AVAILABLE,
    });
    const { user, dialog, field } = await openDialog();
    expect(within(dialog).getByText(/cannot be added while you are viewing/)).toBeInTheDocument();
    await user.type(field('Loan Number'), 'LN-1001');
    const find = within(dialog).getByRole('button', { name: 'Find My Loan' });
    expect(find).toBeDisabled();
    expect(find).toHaveAccessibleDescription(
      'Loans cannot be added while you are viewing another user’s account.',
    );
    await user.type(field('Last 4 digits of SSN'), '1234{Enter}');
    await waitFor(() => expect(api?.callsTo('POST lookup-loan')).toEqual([]));
  });
});
