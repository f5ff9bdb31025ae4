import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadError } from './LoadError';

describe('LoadError', () => {
  it('alerts with the message and refreshes on the link', async () => {
    const onRetry = jest.fn();
    render(<LoadError message="Database down" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'There was a problem loading data (error: Database down). Refresh',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
