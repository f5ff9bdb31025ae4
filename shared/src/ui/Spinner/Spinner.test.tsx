import { render, screen } from '@testing-library/react';
import { LoadingState, Spinner } from './Spinner';

describe('Spinner', () => {
  it('is a status named by its label', () => {
    render(<Spinner label="Uploading" />);
    expect(screen.getByRole('status')).toHaveTextContent('Uploading');
  });

  it("defaults to 'Loading'", () => {
    render(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });
});

describe('LoadingState', () => {
  it('shows its text in a status region', () => {
    render(<LoadingState>Loading loans...</LoadingState>);
    expect(screen.getByRole('status')).toHaveTextContent('Loading loans...');
  });

  it("defaults to 'Loading...'", () => {
    render(<LoadingState />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });
});
