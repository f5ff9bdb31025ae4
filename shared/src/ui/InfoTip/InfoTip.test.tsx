import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '../../session/sessionStore';
import { InfoTip } from './InfoTip';

beforeAll(() => {
  // jsdom has no ResizeObserver (Radix measures the trigger with it).
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
afterEach(() => useSession.setState({ options: { toolTips: true } }));

const renderTip = () =>
  render(
    <p>
      Suspense Balance{' '}
      <InfoTip topic="Suspense Balance">Money received but not yet applied.</InfoTip>
    </p>,
  );

describe('InfoTip', () => {
  // First in this file: the tap is what loads the tooltip's code.
  it('opens on a tap and closes on the next', async () => {
    renderTip();
    const user = userEvent.setup();
    // Queried at each tap: once its code is there, Radix's button replaces the plain one.
    const button = () => screen.getByRole('button', { name: 'About Suspense Balance' });
    await user.pointer({ keys: '[TouchA]', target: button() });
    expect(await screen.findByRole('tooltip')).toBeInTheDocument();
    await user.pointer({ keys: '[TouchA]', target: button() });
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('is a named button that explains on keyboard focus, and Escape closes it', async () => {
    renderTip();
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'About Suspense Balance' })).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Money received but not yet applied.',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('is not there at all with tooltips turned off', () => {
    act(() => useSession.getState().setToolTips(false));
    renderTip();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
