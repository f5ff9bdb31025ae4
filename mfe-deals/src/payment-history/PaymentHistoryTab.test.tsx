import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, mockApi, renderAt, signIn, signOut, type ApiMock } from '@lender/shared/testing';
import type { AccountHistoryEntry } from '@lender/contracts';
import { accountEntry, monthlyHistory } from '../test-utils/accountHistory';
import { dealDetail } from '../test-utils/dealDetail';
import { HISTORY_FAILED_TEXT, NO_PAYMENTS_TEXT, PaymentHistoryTab } from './PaymentHistoryTab';

let api: ApiMock;

const serve = (entries: AccountHistoryEntry[]) => {
  api = mockApi({ 'POST deals/account-history': { body: entries } });
};

beforeEach(() => signIn());
afterEach(() => {
  api.restore();
  signOut();
});

const yearButton = (year: string) => screen.getByRole('button', { name: new RegExp(`^${year} `) });
const region = () => screen.getByRole('region', { name: 'Payment History' });

describe('PaymentHistoryTab', () => {
  it('groups by year with a count, the first 5 years open', async () => {
    // 7 years of monthly payments: 2025 (6 months), 2024 … 2019 (12 each), 2018 (6).
    serve(monthlyHistory(84, '2025-06'));
    renderAt(<PaymentHistoryTab deal={dealDetail()} />);
    const years = await within(region()).findAllByRole('heading', { level: 3, name: /^\d{4}/ });
    expect(years.map((h) => h.textContent)).toEqual([
      '2025 (6 transactions)',
      '2024 (12 transactions)',
      '2023 (12 transactions)',
      '2022 (12 transactions)',
      '2021 (12 transactions)',
      '2020 (12 transactions)',
      '2019 (12 transactions)',
      '2018 (6 transactions)',
    ]);
    const expanded = years.map((h) => within(h).getByRole('button').getAttribute('aria-expanded'));
    expect(expanded).toEqual(['true', 'true', 'true', 'true', 'true', 'false', 'false', 'false']);
    // Collapsed years render no entries: 6 + 4 × 12 rows only.
    expect(within(region()).getAllByRole('listitem')).toHaveLength(54);
    expect(api.last().body).toEqual({ dealid: 'D1' });
  });

  it('opens and closes a year', async () => {
    serve(monthlyHistory(84, '2025-06'));
    const user = userEvent.setup();
    renderAt(<PaymentHistoryTab deal={dealDetail()} />);
    await within(region()).findAllByRole('heading', { level: 3, name: /^2020/ });
    const button = yearButton('2020');
    // Its chevron is drawn (a glyph turned on its side reads as a small 'ˇ'), and not read out.
    expect(button).toHaveTextContent(/^2020/);
    expect(button.firstElementChild?.tagName).toBe('svg');
    expect(button.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(region()).getAllByRole('listitem')).toHaveLength(66);
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(yearButton('2025'));
    expect(yearButton('2025')).toHaveAttribute('aria-expanded', 'false');
    expect(within(region()).getAllByRole('listitem')).toHaveLength(48);
  });

  it('shows each entry’s type, applied date and amount, and its breakdown on request', async () => {
    serve([
      accountEntry({
        Reference: 'late',
        Source_Type: 'LateCh',
        Date_Received: '2025-06-12',
        Total_Amount: 98.5,
        To_Late_Charge: 98.5,
      }),
      accountEntry({ Reference: 'reg', Source_Type: 'RegPmt', Date_Received: '2025-06-01' }),
    ]);
    const user = userEvent.setup();
    renderAt(<PaymentHistoryTab deal={dealDetail()} />);
    const late = await screen.findByRole('button', {
      name: 'Late Charge Applied 06/12/2025 $98.50',
    });
    const regular = screen.getByRole('button', {
      name: 'Regular Payment Applied 06/01/2025 $2,345.67',
    });
    expect(regular).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Tax and Insurance Impound')).not.toBeInTheDocument();
    await user.click(regular);
    expect(regular).toHaveAttribute('aria-expanded', 'true');
    const details = document.getElementById(
      regular.getAttribute('aria-controls') ?? '',
    ) as HTMLElement;
    const pairs = within(details)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(pairs).toEqual([
      ['Due Date', '06/01/2025'],
      ['Principal', '$400.00'],
      ['Interest', '$1,645.67'],
      ['Late Charges', '$0.00'],
      ['Tax and Insurance Impound', '$250.00'],
      ['Reserve', '$50.00'],
      ['Loan Charges', '$0.00'],
      ['Prepayment Penalty', '$0.00'],
      ['Other Payments', '$0.00'],
      ['Loan Balance', '$199,600.00'],
    ]);
    expect(late).toHaveAttribute('aria-expanded', 'false');
  });

  it('neither lists nor counts the hidden types', async () => {
    serve([
      accountEntry({ Reference: 'a', Source_Type: 'RegPmt', Date_Received: '2025-02-01' }),
      accountEntry({ Reference: 'b', Source_Type: 'FinChg', Date_Received: '2025-01-31' }),
      accountEntry({ Reference: 'c', Source_Type: 'DIS', Date_Received: '2025-01-20' }),
      accountEntry({ Reference: 'd', Source_Type: 'Fundin', Date_Received: '2024-12-01' }),
      accountEntry({ Reference: 'e', Source_Type: 'BEG', Date_Received: '2024-12-01' }),
    ]);
    renderAt(<PaymentHistoryTab deal={dealDetail()} />);
    const years = await within(region()).findAllByRole('heading', { level: 3, name: /^\d{4}/ });
    expect(years.map((h) => h.textContent)).toEqual(['2025 (1 transaction)']);
  });

  it('says when the deal has no payment history', async () => {
    serve([]);
    renderAt(<PaymentHistoryTab deal={dealDetail()} />);
    expect(await within(region()).findByText(NO_PAYMENTS_TEXT)).toBeInTheDocument();
    expect(NO_PAYMENTS_TEXT).toBe('Payment History is not available for this deal.');
  });

  it('says the same when only hidden entries exist', async () => {
    serve([
      accountEntry({ Source_Type: 'BEG' }),
      accountEntry({ Reference: 'f', Source_Type: 'Fundin' }),
    ]);
    renderAt(<PaymentHistoryTab deal={dealDetail()} />);
    expect(await within(region()).findByText(NO_PAYMENTS_TEXT)).toBeInTheDocument();
  });

  it('says when the history cannot be loaded', async () => {
    api = mockApi({ 'POST deals/account-history': apiError(503, 'Unavailable') });
    renderAt(<PaymentHistoryTab deal={dealDetail()} />);
    expect(await within(region()).findByRole('alert')).toHaveTextContent(HISTORY_FAILED_TEXT);
    expect(HISTORY_FAILED_TEXT).toBe('Account History data is currently not available.');
  });

  it('charts the balance, summarised, with the numbers as a table on request', async () => {
    serve(monthlyHistory(3, '2025-03'));
    const user = userEvent.setup();
    renderAt(<PaymentHistoryTab deal={dealDetail()} />);
    const chart = await screen.findByRole('img', { name: 'Loan balance over time' });
    expect(chart).toHaveAccessibleDescription(
      'From $100,500.00 in 01/2025 to $100,000.00 in 03/2025.',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Show as table' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const table = screen.getByRole('table', { name: 'Loan balance at the end of each month' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['03/2025$100,000.00', '02/2025$100,250.00', '01/2025$100,500.00']);
    await user.click(screen.getByRole('button', { name: 'Hide table' }));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('renders a 30-year history with only the open years’ entries', async () => {
    serve(monthlyHistory(360, '2025-12'));
    renderAt(<PaymentHistoryTab deal={dealDetail()} />);
    const years = await within(region()).findAllByRole('heading', { level: 3, name: /^\d{4}/ });
    expect(years).toHaveLength(30);
    expect(within(region()).getAllByRole('listitem')).toHaveLength(60);
  });
});
