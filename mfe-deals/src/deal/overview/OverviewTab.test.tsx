import { screen, within } from '@testing-library/react';
import { resetRuntimeConfig, setRuntimeConfig } from '@lender/shared';
import {
  apiError,
  DEAL_PAGE_LINKS,
  mockApi,
  offerPages,
  renderAt,
  signIn,
  signOut,
  type ApiMock,
} from '@lender/shared/testing';
import { dealDetail, dealMember } from '../../test-utils/dealDetail';
import { OverviewTab } from './OverviewTab';

let api: ApiMock;

beforeEach(() => {
  signIn();
  api = mockApi({
    'POST deals/members': {
      body: {
        deals: [
          dealMember(),
          dealMember({ firstname: 'Sam', lastname: 'Okafor', role: 'Broker', email: null }),
        ],
      },
    },
  });
});
afterEach(() => {
  api.restore();
  signOut();
  resetRuntimeConfig();
  jest.useRealTimers();
});

describe('OverviewTab', () => {
  it('leads a borrower to the construction budget upload of a deal without a construction tab', async () => {
    offerPages(DEAL_PAGE_LINKS);
    const { unmount } = renderAt(
      <OverviewTab deal={dealDetail({ id: 'D7', status: 'Application', productType: 'Bridge' })} />,
    );
    const budget = screen.getByRole('region', { name: 'Construction Budget' });
    expect(
      within(budget).getByRole('link', { name: 'Upload your construction budget' }),
    ).toHaveAttribute('href', '/dashboard/deal/D7/construction');
    await screen.findByRole('rowheader', { name: 'Jordan Ellis' });
    unmount();
    // Funded, or one of the four types: the Construction Management tab is the way there.
    renderAt(<OverviewTab deal={dealDetail({ status: 'Funded', productType: 'Bridge' })} />);
    expect(screen.queryByRole('region', { name: 'Construction Budget' })).not.toBeInTheDocument();
    await screen.findByRole('rowheader', { name: 'Jordan Ellis' });
  });

  it('shows brokers no construction budget link', async () => {
    signIn({ accountType: 'BrokerAccount' });
    renderAt(<OverviewTab deal={dealDetail({ status: 'Application', productType: 'Bridge' })} />);
    expect(screen.queryByRole('region', { name: 'Construction Budget' })).not.toBeInTheDocument();
    await screen.findByRole('rowheader', { name: 'Jordan Ellis' });
  });

  it('shows a funded deal’s loan details and balances as of the previous business day', async () => {
    jest.useFakeTimers({ now: new Date(2025, 6, 14, 10), advanceTimers: true }); // a Monday
    renderAt(<OverviewTab deal={dealDetail({ status: 'Funded' })} />);
    const panel = screen.getByRole('region', { name: 'Loan Details' });
    expect(within(panel).getByText('LN-1001')).toBeInTheDocument();
    expect(within(panel).getByText('$250,000.00')).toBeInTheDocument();
    expect(within(panel).getByText('10.5%')).toBeInTheDocument();
    expect(within(panel).getByText('08/01/2025')).toBeInTheDocument();
    expect(
      within(panel).getByRole('heading', { name: 'Balances as of 07/11/2025' }),
    ).toBeInTheDocument();
    expect(within(panel).getByText('$248,000.00')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Loan Progress' })).not.toBeInTheDocument();
    // Funded: no third-party reports.
    expect(
      screen.queryByRole('region', { name: 'Appraisal, Inspection and Title' }),
    ).not.toBeInTheDocument();
    await screen.findByRole('rowheader', { name: 'Jordan Ellis' });
  });

  it('shows the funded panel for the four product types even before funding', async () => {
    renderAt(
      <OverviewTab deal={dealDetail({ status: 'Application', productType: 'NewConstruction' })} />,
    );
    expect(screen.getByRole('region', { name: 'Loan Details' })).toBeInTheDocument();
    expect(screen.getByText('New Construction')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Loan Progress' })).not.toBeInTheDocument();
    expect(
      screen.getByRole('region', { name: 'Appraisal, Inspection and Title' }),
    ).toBeInTheDocument();
    await screen.findByRole('rowheader', { name: 'Jordan Ellis' });
  });

  it('shows other deals’ pipeline progress as an ordered list with the current step', async () => {
    renderAt(
      <OverviewTab deal={dealDetail({ status: 'Borrower Underwriting', productType: 'Bridge' })} />,
    );
    const progress = screen.getByRole('region', { name: 'Loan Progress' });
    const steps = within(within(progress).getByRole('list')).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      '✓ProcessingComplete',
      '2In UnderwritingIn progress: Borrower Underwriting',
      '3Clear to CloseNot started',
    ]);
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    expect(steps[0]).not.toHaveAttribute('aria-current');
    expect(screen.queryByRole('region', { name: 'Loan Details' })).not.toBeInTheDocument();
    await screen.findByRole('rowheader', { name: 'Jordan Ellis' });
  });

  it('shows the report statuses and offers the appraisal fee payment when it is pending', async () => {
    renderAt(
      <OverviewTab
        deal={dealDetail({
          status: 'Application',
          productType: 'Bridge',
          appraisal: { OrderedDate: '2025-06-02', CompletedDate: null, Paid: 'false' },
          inspection: { OrderedDate: '2025-06-03', CompletedDate: '2025-06-10' },
        })}
      />,
    );
    const reports = screen.getByRole('region', { name: 'Appraisal, Inspection and Title' });
    const rows = within(reports).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      // Each status with its info tip ('i').
      'AppraisalPending Paymenti06/02/2025-',
      'InspectionCompletedi06/03/202506/10/2025',
      'TitleNeededi--',
    ]);
    expect(
      within(reports).getByRole('link', { name: 'Pay appraisal fee ($650.00)' }),
    ).toHaveAttribute('href', '/dashboard/deal/D1/credit');
    await screen.findByRole('rowheader', { name: 'Jordan Ellis' });
  });

  it('offers no payment when the flag is off or the fee is paid', async () => {
    setRuntimeConfig({ flags: { appraisalPaymentEnabled: false } });
    const pending = { OrderedDate: '2025-06-02', CompletedDate: null, Paid: 'false' as const };
    const { unmount } = renderAt(
      <OverviewTab deal={dealDetail({ status: 'Application', appraisal: pending })} />,
    );
    expect(screen.queryByRole('link', { name: /Pay appraisal fee/ })).not.toBeInTheDocument();
    await screen.findByRole('rowheader', { name: 'Jordan Ellis' });
    unmount();
    resetRuntimeConfig();
    renderAt(
      <OverviewTab
        deal={dealDetail({ status: 'Application', appraisal: { ...pending, Paid: 'true' } })}
      />,
    );
    expect(screen.getByText('In Process')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Pay appraisal fee/ })).not.toBeInTheDocument();
    await screen.findByRole('rowheader', { name: 'Jordan Ellis' });
  });

  it('lists the deal members by name, email, role and status', async () => {
    renderAt(<OverviewTab deal={dealDetail()} />);
    const members = screen.getByRole('region', { name: 'Deal Members' });
    await within(members).findByRole('rowheader', { name: 'Jordan Ellis' });
    expect(
      within(members)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Email', 'Role', 'Status']);
    expect(within(members).getByRole('link', { name: 'borrower@demo.test' })).toHaveAttribute(
      'href',
      'mailto:borrower@demo.test',
    );
    expect(within(members).getByRole('rowheader', { name: 'Sam Okafor' })).toBeInTheDocument();
    expect(api.last().body).toEqual({ dealid: 'D1' });
  });

  it("says the spec's text when the members do not load", async () => {
    api.restore();
    api = mockApi({ 'POST deals/members': apiError(500, 'Database down') });
    renderAt(<OverviewTab deal={dealDetail()} />);
    const members = screen.getByRole('region', { name: 'Deal Members' });
    expect(await within(members).findByRole('alert')).toHaveTextContent(
      /^There was a problem loading data\.$/,
    );
  });
});
