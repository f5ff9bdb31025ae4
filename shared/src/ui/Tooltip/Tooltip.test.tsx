import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '../../session/sessionStore';
import { Tooltip } from './Tooltip';

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
  it('shows on focus when tooltips are on', async () => {
    renderTooltip();
    // The Radix part is its own chunk, loaded by the first tooltip a page renders.
    await act(() => import('./RadixTooltip'));
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
