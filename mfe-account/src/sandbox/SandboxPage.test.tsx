import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SandboxPage from './SandboxPage';

describe('SandboxPage (/dashboard/sandbox)', () => {
  it('shows a section per shared component, headings in order', () => {
    render(<SandboxPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Component Sandbox' }),
    ).toBeInTheDocument();
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual([
      'Buttons',
      'Fields',
      'Tables',
      'Modals',
      'Tooltip',
      'Copy button',
      'Loading',
      'Alerts',
    ]);
  });

  it('shows the variants and states', () => {
    render(<SandboxPage />);
    expect(screen.getByRole('button', { name: 'Disabled' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(screen.getByLabelText('With an error')).toHaveAccessibleDescription(
      'Zip must be 5 digits.',
    );
    expect(screen.getByText('No results found.')).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(2);
  });

  it('opens and closes the example modal', async () => {
    const user = userEvent.setup();
    render(<SandboxPage />);
    await user.click(screen.getByRole('button', { name: 'Open modal' }));
    expect(await screen.findByRole('dialog', { name: 'Example modal' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
