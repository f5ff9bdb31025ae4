import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COPY_CONFIRMATION_MS, markPageEntered } from '@lender/shared';
import { apiError, mockApi, type ApiMock, renderAt, signIn, signOut } from '@lender/shared/testing';
import { deal } from '../test-utils/deals';
import { DealTables } from './DealTables';

const NO_DELAY = { inProcess: 0, funded: 0 };
let api: ApiMock;

beforeEach(() => signIn());
afterEach(() => {
  api.restore();
  signOut();
  jest.useRealTimers();
});

const region = (name: string) => screen.getByRole('region', { name });

describe('DealTables', () => {
  it('loads the customer endpoints and renders a row per deal, headed by its name', async () => {
    api = mockApi({
      'GET deals/inprocess': {
        body: { deals: [deal(), deal({ id: 'd2', nickname: 'Birch Rental' })] },
      },
      'GET deals/funded': { body: { deals: [deal({ id: 'f1', status: 'Funded' })] } },
    });
    renderAt(<DealTables kind="customer" delays={NO_DELAY} />);

    const inProcess = region('Loans In Process');
    expect(within(inProcess).getByRole('status')).toHaveTextContent('Loading Loans In Process');
    expect(
      await within(inProcess).findByRole('rowheader', { name: 'Birch Rental' }),
    ).toBeInTheDocument();
    expect(within(inProcess).getAllByRole('row')).toHaveLength(3); // header + 2
    expect(
      within(inProcess).getByRole('columnheader', { name: 'Status Date' }),
    ).toBeInTheDocument();

    const funded = region('Funded Loans');
    expect(
      await within(funded).findByRole('rowheader', { name: '12 Maple St, Austin, TX 78701' }),
    ).toBeInTheDocument();
    expect(
      within(funded).getByRole('columnheader', { name: 'Next Payment Date' }),
    ).toBeInTheDocument();
    expect(api.calls.map((call) => call.path).sort()).toEqual(['deals/funded', 'deals/inprocess']);
    // Each row's name opens the deal.
    expect(
      within(within(inProcess).getByRole('rowheader', { name: 'Birch Rental' })).getByRole('link'),
    ).toHaveAttribute('href', '/dashboard/deal/d2');
    expect(
      within(funded).getByRole('link', { name: '12 Maple St, Austin, TX 78701' }),
    ).toHaveAttribute('href', '/dashboard/deal/f1');
    expect(api.calls[0]?.authorization).toBe('Bearer test-token');
  });

  it('uses the broker endpoints for brokers', async () => {
    api = mockApi({
      'GET deals/broker/inprocess': { body: { deals: [deal()] } },
      'GET deals/broker/funded': { body: { deals: [] } },
    });
    renderAt(<DealTables kind="broker" delays={NO_DELAY} />);
    expect(
      await within(region('Loans In Process')).findByRole('rowheader', { name: 'Maple Flip' }),
    ).toBeInTheDocument();
    expect(api.calls.map((call) => call.path).sort()).toEqual([
      'deals/broker/funded',
      'deals/broker/inprocess',
    ]);
  });

  it("shows 'No results found.' for empty lists", async () => {
    api = mockApi({
      'GET deals/inprocess': { body: { deals: [] } },
      'GET deals/funded': { body: { deals: [] } },
    });
    renderAt(<DealTables kind="customer" delays={NO_DELAY} />);
    expect(
      await within(region('Loans In Process')).findByText('No results found.'),
    ).toBeInTheDocument();
    expect(
      await within(region('Funded Loans')).findByText('No results found.'),
    ).toBeInTheDocument();
  });

  it('shows the error with a refresh link that reloads only that table', async () => {
    let fail = true;
    api = mockApi({
      'GET deals/inprocess': { body: { deals: [deal()] } },
      'GET deals/funded': () =>
        fail ? apiError(503, 'Service unavailable') : { body: { deals: [deal({ id: 'f9' })] } },
    });
    const user = userEvent.setup();
    renderAt(<DealTables kind="customer" delays={NO_DELAY} />);

    const funded = await screen.findByRole('region', { name: 'Funded Loans' });
    expect(await within(funded).findByRole('alert')).toHaveTextContent(
      'There was a problem loading data (error: Service unavailable).',
    );
    fail = false;
    await user.click(within(funded).getByRole('button', { name: 'Refresh' }));
    expect(
      await within(funded).findByRole('rowheader', { name: '12 Maple St, Austin, TX 78701' }),
    ).toBeInTheDocument();
    expect(within(funded).queryByRole('alert')).not.toBeInTheDocument();
    expect(api.callsTo('GET deals/funded')).toHaveLength(2);
    expect(api.callsTo('GET deals/inprocess')).toHaveLength(1);
  });

  it('copies the table as tab-separated text and confirms for 2 seconds', async () => {
    jest.useFakeTimers();
    api = mockApi({
      'GET deals/inprocess': { body: { deals: [deal()] } },
      'GET deals/funded': { body: { deals: [] } },
    });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    renderAt(<DealTables kind="customer" delays={NO_DELAY} />);

    const inProcess = region('Loans In Process');
    await within(inProcess).findByRole('rowheader', { name: 'Maple Flip' });
    await user.click(within(inProcess).getByRole('button', { name: 'Copy Table' }));

    expect(writeText).toHaveBeenCalledWith(
      'Property\tLoan Number\tProduct\tStatus\tStatus Date\tLoan Amount\n' +
        'Maple Flip\tLN-1001\tFix and Flip\tApplication\t04/02/2025\t$250,000.00',
    );
    expect(await within(inProcess).findByText('Copied!')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(COPY_CONFIRMATION_MS - 100));
    expect(within(inProcess).getByText('Copied!')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(within(inProcess).queryByText('Copied!')).not.toBeInTheDocument();
  });

  it('keeps the loading state until the minimum time of spec §9 after the page was entered', async () => {
    jest.useFakeTimers();
    markPageEntered();
    api = mockApi({
      'GET deals/inprocess': { body: { deals: [deal()] } },
      'GET deals/funded': { body: { deals: [deal({ id: 'f1' })] } },
    });
    renderAt(<DealTables kind="customer" />);

    await act(() => jest.advanceTimersByTimeAsync(899));
    expect(within(region('Loans In Process')).getByRole('status')).toHaveTextContent('Loading');
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(
      within(region('Loans In Process')).getByRole('rowheader', { name: 'Maple Flip' }),
    ).toBeInTheDocument();
    expect(within(region('Funded Loans')).queryByRole('table')).not.toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(200));
    expect(within(region('Funded Loans')).getByRole('table')).toBeInTheDocument();
  });

  it('adds no wait of its own when the page took that long to arrive', async () => {
    jest.useFakeTimers();
    markPageEntered();
    await act(() => jest.advanceTimersByTimeAsync(1500)); // e.g. a slow first load of the remote
    api = mockApi({
      'GET deals/inprocess': { body: { deals: [deal()] } },
      'GET deals/funded': { body: { deals: [] } },
    });
    renderAt(<DealTables kind="customer" />);
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(
      within(region('Loans In Process')).getByRole('rowheader', { name: 'Maple Flip' }),
    ).toBeInTheDocument();
  });

  it('pages a long list: the first page, Show more for the next, and Copy Table copies every row', async () => {
    const pages: Record<string, { deals: ReturnType<typeof deal>[]; nextCursor: string | null }> = {
      first: { deals: [deal({ id: 'a', nickname: 'Alpha' })], nextCursor: 'c1' },
      c1: { deals: [deal({ id: 'b', nickname: 'Bravo' })], nextCursor: 'c2' },
      c2: { deals: [deal({ id: 'c', nickname: 'Charlie' })], nextCursor: null },
    };
    api = mockApi({
      'GET deals/broker/inprocess': (call) => ({
        body: pages[new URL(call.url).searchParams.get('cursor') ?? 'first'],
      }),
      'GET deals/broker/funded': { body: { deals: [] } },
    });
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    renderAt(<DealTables kind="broker" delays={NO_DELAY} />);

    const inProcess = region('Loans In Process');
    await within(inProcess).findByRole('rowheader', { name: 'Alpha' });
    expect(new URL(api.callsTo('GET deals/broker/inprocess')[0]!.url).search).toBe('?limit=50');
    expect(within(inProcess).getByText('Showing the first 1 loans.')).toBeInTheDocument();

    await user.click(within(inProcess).getByRole('button', { name: 'Copy Table' }));
    const copied = writeText.mock.calls[0]?.[0] ?? '';
    expect(copied.split('\n').map((line) => line.split('\t')[0])).toEqual([
      'Property',
      'Alpha',
      'Bravo',
      'Charlie',
    ]);
    // Copying fetched the rest in the largest pages, without showing it.
    expect(new URL(api.last().url).searchParams.get('limit')).toBe('500');
    expect(within(inProcess).queryByRole('rowheader', { name: 'Bravo' })).not.toBeInTheDocument();

    await user.click(within(inProcess).getByRole('button', { name: 'Show more loans' }));
    expect(await within(inProcess).findByRole('rowheader', { name: 'Bravo' })).toBeInTheDocument();
    await user.click(within(inProcess).getByRole('button', { name: 'Show more loans' }));
    expect(
      await within(inProcess).findByRole('rowheader', { name: 'Charlie' }),
    ).toBeInTheDocument();
    expect(within(inProcess).getAllByRole('row')).toHaveLength(4);
    expect(
      within(inProcess).queryByRole('button', { name: 'Show more loans' }),
    ).not.toBeInTheDocument();
  });

  it('says so when the next page fails, and keeps the rows shown', async () => {
    api = mockApi({
      'GET deals/inprocess': (call) =>
        new URL(call.url).searchParams.get('cursor')
          ? { status: 500, body: { message: 'down' } }
          : { body: { deals: [deal({ id: 'a', nickname: 'Alpha' })], nextCursor: 'c1' } },
      'GET deals/funded': { body: { deals: [] } },
    });
    const user = userEvent.setup();
    renderAt(<DealTables kind="customer" delays={NO_DELAY} />);
    const inProcess = region('Loans In Process');
    await within(inProcess).findByRole('rowheader', { name: 'Alpha' });
    await user.click(within(inProcess).getByRole('button', { name: 'Show more loans' }));
    expect(await within(inProcess).findByRole('alert')).toHaveTextContent(
      'The next loans could not be loaded.',
    );
    expect(within(inProcess).getByRole('rowheader', { name: 'Alpha' })).toBeInTheDocument();
    expect(within(inProcess).getByRole('button', { name: 'Show more loans' })).toBeEnabled();
  });
});
