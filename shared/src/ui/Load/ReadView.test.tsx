import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LoadState } from './useRead';
import { ReadView } from './ReadView';

const view = (state: LoadState<string[]>, reload = jest.fn()) =>
  render(
    <ReadView read={{ state, reload }} loading="Loading your requests…">
      {(names) => <p>{names.join(', ')}</p>}
    </ReadView>,
  );

describe('ReadView', () => {
  it('says it is loading, in a status region', () => {
    view({ status: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your requests…');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('alerts a failure with its Refresh link, which reloads', async () => {
    const reload = jest.fn();
    view({ status: 'error', message: 'Service unavailable' }, reload);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'There was a problem loading data (error: Service unavailable). Refresh',
    );
    expect(screen.queryByRole('status')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("shows a page's own failure text instead, where it gives one", () => {
    render(
      <ReadView
        read={{ state: { status: 'error', message: 'Down' }, reload: jest.fn() }}
        loading="Loading…"
        error={<p role="alert">There was a problem loading data.</p>}
      >
        {() => null}
      </ReadView>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(/^There was a problem loading data\.$/);
    expect(screen.queryByRole('button', { name: 'Refresh' })).toBeNull();
  });

  it('shows what the loaded data renders, and nothing of the other states', () => {
    view({ status: 'loaded', data: ['Payoff', 'Capex'] });
    expect(screen.getByText('Payoff, Capex')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
