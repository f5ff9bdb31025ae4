import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetRuntimeConfig, setRuntimeConfig } from '@lender/shared';
import { mockApi, type ApiMock, renderAt, signIn, signOut } from '@lender/shared/testing';
import ResourcesPage from './ResourcesPage';

let api: ApiMock | undefined;

afterEach(() => {
  api?.restore();
  api = undefined;
  resetRuntimeConfig();
  signOut();
});

const render = () => renderAt(<ResourcesPage />, '/dashboard/resources');

describe('ResourcesPage (/dashboard/resources)', () => {
  it('offers customers the templates as downloads under /documents/resources/', () => {
    signIn({ accountType: 'CustomerAccount' });
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Resources' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /ACH Recurring Payment Authorization/ });
    expect(link).toHaveAttribute(
      'href',
      '/documents/resources/ACH%20Recurring%20Payment%20Authorization.pdf',
    );
    expect(link).toHaveAttribute('download', 'ACH Recurring Payment Authorization.pdf');
    for (const name of [
      /Construction Budget Template/,
      /Draw Request Guide/,
      /Rent Roll Template/,
    ]) {
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    }
  });

  it('hides Add My Loan while loan lookup is disabled (the default)', () => {
    signIn({ accountType: 'CustomerAccount' });
    render();
    expect(screen.queryByRole('button', { name: 'Add My Loan' })).not.toBeInTheDocument();
  });

  it('with loan lookup enabled, finds a loan and adds it', async () => {
    setRuntimeConfig({ flags: { loanLookupDisabled: false } });
    signIn({ accountType: 'CustomerAccount' });
    api = mockApi({
      'POST lookup-loan': {
        body: [
          {
            Id: 'o1',
            Loan_Number__c: 'LN-9',
            Property_Address__c: '1 Oak Ave',
            Street__c: null,
            StageName: null,
            Type: null,
          },
        ],
      },
      'POST add-loan': { body: { success: true } },
      'GET deals/nav': { body: { funded_loans: [], construction: [], loans_in_process: [] } },
    });
    const user = userEvent.setup();
    render();

    await user.click(screen.getByRole('button', { name: 'Add My Loan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add My Loan' });
    await user.click(within(dialog).getByRole('button', { name: 'Find Loan' }));
    expect(within(dialog).getByText('Loan number is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the last 4 digits of the SSN.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Loan Number'), 'LN-9');
    await user.type(within(dialog).getByLabelText('Last 4 of SSN'), '12345');
    expect(within(dialog).getByLabelText('Last 4 of SSN')).toHaveValue('1234');
    await user.click(within(dialog).getByRole('button', { name: 'Find Loan' }));

    await user.click(await within(dialog).findByRole('checkbox', { name: 'LN-9 — 1 Oak Ave' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Selected Loans' }));
    expect(
      await within(dialog).findByText('Your loan was added to your account.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST lookup-loan')[0]?.body).toEqual({ loan_number: 'LN-9', ssn: '1234' });
    expect(api.callsTo('POST add-loan')[0]?.body).toEqual(['o1']);
  });

  it.each(['BrokerAccount', 'WholesaleAccount', 'Employee'])(
    'offers a %s the broker templates',
    (accountType) => {
      signIn({ accountType });
      render();
      expect(
        screen.getByRole('heading', { level: 1, name: 'Broker Resources' }),
      ).toBeInTheDocument();
      expect(
        screen.getByRole('link', { name: /Broker Loan Submission Checklist/ }),
      ).toHaveAttribute('href', '/documents/resources/Broker%20Loan%20Submission%20Checklist.pdf');
      expect(
        screen.queryByRole('link', { name: /ACH Recurring Payment Authorization/ }),
      ).not.toBeInTheDocument();
    },
  );

  it('welcomes a lead, with the way to apply and whom to contact, and no templates', () => {
    signIn({ accountType: 'CustomerAccount', isLead: true, name: 'Lee Lead' });
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Lee' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start a loan application' })).toHaveAttribute(
      'href',
      'https://www.lender.example/apply',
    );
    expect(screen.getByRole('link', { name: 'support@lender.example' })).toHaveAttribute(
      'href',
      'mailto:support@lender.example',
    );
    expect(screen.queryByRole('link', { name: /Template/ })).not.toBeInTheDocument();
  });
});
