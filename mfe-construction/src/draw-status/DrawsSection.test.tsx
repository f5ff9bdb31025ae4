import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  apiError,
  mockApi,
  signIn,
  signOut,
  type ApiMock,
  type ApiRoutes,
} from '@lender/shared/testing';
import { budget, draw, draws } from '../test-utils/construction';
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
  });

  it('shows no new-draw form once the budget is drawn', async () => {
    serve({ 'POST deals/budget': { body: { budget: budget({ totalBalance: 0 }) } } });
    render(<DrawsSection dealId="D7" />);
    await screen.findByRole('region', { name: 'Draw Status' });
    expect(screen.queryByRole('region', { name: 'New Draw Request' })).not.toBeInTheDocument();
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
});
