import { render, screen } from '@testing-library/react';
import { Alert } from './Alert';

describe('Alert', () => {
  it('is role=alert with its text', () => {
    render(<Alert>An error ocurred during submission. Please try again later.</Alert>);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'An error ocurred during submission. Please try again later.',
    );
  });

  it('shows a title and can be a polite status', () => {
    render(
      <Alert variant="success" role="status" title="Done">
        Your file was successfully uploaded!
      </Alert>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('DoneYour file was successfully uploaded!');
    expect(status.className).toMatch(/lp-alert/);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
