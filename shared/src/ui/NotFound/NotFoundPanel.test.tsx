import { screen } from '@testing-library/react';
import { renderAt, signIn, signOut } from '../../testing';
import { NotFoundPanel } from './NotFoundPanel';

afterEach(() => signOut());

describe('NotFoundPanel', () => {
  it('links a signed-in user back to the dashboard', () => {
    signIn();
    renderAt(
      <NotFoundPanel>
        <p>Gone.</p>
      </NotFoundPanel>,
    );
    expect(screen.getByRole('region', { name: 'Something went wrong!' })).toHaveTextContent(
      'Gone.',
    );
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('links a visitor to the sign-in', () => {
    renderAt(
      <NotFoundPanel>
        <p>Gone.</p>
      </NotFoundPanel>,
    );
    expect(screen.getByRole('link', { name: 'Go to the customer sign-in' })).toHaveAttribute(
      'href',
      '/',
    );
  });
});
