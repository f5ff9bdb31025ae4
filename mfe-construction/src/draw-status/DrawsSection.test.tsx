import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  apiError,
  mockApi,
  signIn,
  signOut,
  type ApiMock,
  type ApiRoutes,
} from '@lender/shared/testing';
import { addIsoDays, toIsoDate } from '@lender/contracts';
import { DRAW_STATUS_TEXTS } from './drawStatusTexts';
import { beneficiary, budget, draw, draws } from '../test-utils/construction';
import { DrawsSection } from './DrawsSection';

let api: ApiMock;
const serve = (routes: ApiRoutes = {}) => {
  api = mockApi({
    'POST deals/draws': { body: { draws: draws() } },
    'POST deals/budget': { body: { budget: budget() } },
    ...routes,
  });
};

beforeEach(() => signIn());
afterEach(() => {
  api.restore();
  signOut();
  sessionStorage.clear();
});

describe('DrawsSection', () => {
  it('shows Draw Status and the new-draw form when every draw is complete and balance is left', async () => {
    serve();
    render(<DrawsSection dealId="D7" />);
    expect(await screen.findByRole('region', { name: 'Draw Status' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'New Draw Request' })).toBeInTheDocument();
  });

  it('shows no new-draw form while a draw is pending', async () => {
    serve({ 'POST deals/draws': { body: { draws: [...draws(), draw({ id: 'p', status: '' })] } } });
    render(<DrawsSection dealId="D7" />);
    expect(await screen.findByRole('img', { name: 'Pending' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'New Draw Request' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'A draw is pending. You can request a new draw once it is complete.',
    );
  });

  it('shows no new-draw form once the budget is drawn', async () => {
    serve({ 'POST deals/budget': { body: { budget: budget({ totalBalance: 0 }) } } });
    render(<DrawsSection dealId="D7" />);
    await screen.findByRole('region', { name: 'Draw Status' });
    expect(screen.queryByRole('region', { name: 'New Draw Request' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'The whole budget has been drawn, so there is nothing left to request.',
    );
  });

  it('shows a broker the status only', async () => {
    serve();
    signIn({ accountType: 'BrokerAccount' });
    render(<DrawsSection dealId="D7" />);
    await screen.findByRole('region', { name: 'Draw Status' });
    expect(screen.queryByRole('region', { name: 'New Draw Request' })).not.toBeInTheDocument();
  });

  it('offers the form on a budget without draws yet', async () => {
    serve({ 'POST deals/draws': { body: { draws: [] } } });
    render(<DrawsSection dealId="D7" />);
    expect(await screen.findByText('No Previous Draws')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'New Draw Request' })).toBeInTheDocument();
  });

  it('says Failed to load draws... when a call fails, and tries again', async () => {
    serve({ 'POST deals/draws': apiError(500, 'Database down') });
    render(<DrawsSection dealId="D7" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load draws...');
    serve();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Draw Status' })).toBeInTheDocument();
  });

  it('confirms an accepted draw where the borrower looks and shows it pending, without a reload', async () => {
    let submitted = false;
    serve({
      'POST deals/draws': () => ({
        body: { draws: submitted ? [...draws(), draw({ id: 'dr-new', status: '' })] : draws() },
      }),
      'GET borrower/beneficiaries': { body: { accounts: [beneficiary()] } },
      'POST deals/draws/new': () => {
        submitted = true;
        return { body: { success: true, id: 'dr-new' } };
      },
    });
    const user = userEvent.setup();
    render(<DrawsSection dealId="D7" />);
    const form = await screen.findByRole('region', { name: 'New Draw Request' });
    await user.type(within(form).getAllByRole('textbox')[0]!, '100');
    await user.click(within(form).getByRole('button', { name: 'Request Draw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request Draw' });
    fireEvent.change(within(dialog).getByLabelText(/^Inspection Start Date/), {
      target: { value: addIsoDays(toIsoDate(new Date()), 7) },
    });
    await user.type(within(dialog).getByLabelText(/^Lockbox Access Code/), '4321');
    // The sole account on file is already chosen.
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/^Bank Account/)).toHaveValue('ben-1'),
    );
    await user.click(within(dialog).getByLabelText(/I\/We Agree/));
    await user.click(within(dialog).getByRole('button', { name: 'Submit Draw Request' }));

    const confirmation = await screen.findByText(DRAW_STATUS_TEXTS.submitted);
    expect(confirmation.parentElement).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Pending' })).toBeInTheDocument();
    // The new draw is the latest: its detail is the one open, as on a page's load.
    const timeline = within(screen.getByRole('list', { name: 'Draws, oldest first' }));
    const buttons = timeline.getAllByRole('button');
    expect(buttons.at(-1)).toHaveAttribute('aria-expanded', 'true');
    expect(buttons.slice(0, -1).every((b) => b.getAttribute('aria-expanded') === 'false')).toBe(
      true,
    );
    expect(screen.queryByRole('region', { name: 'New Draw Request' })).not.toBeInTheDocument();
  });
});
