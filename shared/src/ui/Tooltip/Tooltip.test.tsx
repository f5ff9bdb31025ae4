import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '../../session/sessionStore';
import { Tooltip } from './Tooltip';

// How many times Radix's part was loaded (its module evaluated).
const mockRadixLoads = { count: 0 };
jest.mock('./RadixTooltip', () => {
  mockRadixLoads.count += 1;
  return jest.requireActual<object>('./RadixTooltip');
});

beforeAll(() => {
  // jsdom has no ResizeObserver (Radix measures the trigger with it).
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

afterEach(() => useSession.setState({ options: { toolTips: true } }));

const renderTooltip = () =>
  render(
    <Tooltip content="Your total remaining budget">
      <button type="button">Balance</button>
    </Tooltip>,
  );

describe('Tooltip', () => {
  // First in this file: Radix's part is not loaded yet.
  it('loads Radix only once a tooltip is wanted, and keeps the focus on the trigger it replaces', async () => {
    const tooltips = (rateOpen: boolean) => (
      <>
        <Tooltip content="Your total remaining budget">
          <button type="button">Balance</button>
        </Tooltip>
        <Tooltip content="Money received but not yet applied">
          <button type="button">Suspense</button>
        </Tooltip>
        <Tooltip content="The loan's interest rate" open={rateOpen}>
          <button type="button">Rate</button>
        </Tooltip>
      </>
    );
    const { rerender } = render(tooltips(false));
    // Effects and what they started (an import is a promise) have run.
    await act(async () => undefined);
    expect(mockRadixLoads.count).toBe(0);
    // Radix marks its triggers with their state: these are the plain buttons.
    expect(screen.getByRole('button', { name: 'Balance' })).not.toHaveAttribute('data-state');

    const user = userEvent.setup();
    await user.hover(screen.getByRole('button', { name: 'Balance' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Balance' })).toHaveAttribute('data-state'),
    );
    expect(mockRadixLoads.count).toBe(1);
    await user.unhover(screen.getByRole('button', { name: 'Balance' }));

    // Each other tooltip is swapped in when it is wanted: by keyboard focus…
    expect(screen.getByRole('button', { name: 'Suspense' })).not.toHaveAttribute('data-state');
    await user.tab();
    await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Money received but not yet applied',
    );
    expect(screen.getByRole('button', { name: 'Suspense' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Suspense' })).toHaveAttribute('data-state');
    await user.keyboard('{Escape}');

    // …or by its caller opening it, with no pointer or focus on it.
    expect(screen.getByRole('button', { name: 'Rate' })).not.toHaveAttribute('data-state');
    rerender(tooltips(true));
    expect(await screen.findByRole('tooltip')).toHaveTextContent("The loan's interest rate");
    expect(mockRadixLoads.count).toBe(1);
  });

  it('shows on focus when tooltips are on', async () => {
    renderTooltip();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Balance' })).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Your total remaining budget');
  });

  it('renders only the trigger when tooltips are off', async () => {
    act(() => useSession.getState().setToolTips(false));
    const { container } = renderTooltip();
    expect(container.innerHTML).toBe('<button type="button">Balance</button>');
    await userEvent.tab();
    await userEvent.hover(screen.getByRole('button', { name: 'Balance' }));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(screen.queryByText('Your total remaining budget')).not.toBeInTheDocument();
  });

  it('follows the toggle while mounted', async () => {
    renderTooltip();
    act(() => useSession.getState().setToolTips(false));
    await userEvent.tab();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Balance' })).toBeInTheDocument();
  });
});
