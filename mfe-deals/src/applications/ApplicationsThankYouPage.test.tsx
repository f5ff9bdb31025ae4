import { screen } from '@testing-library/react';
import { renderAt } from '@lender/shared/testing';
import ApplicationsThankYouPage from './ApplicationsThankYouPage';

it('thanks the user and links back to the dashboard', () => {
  renderAt(<ApplicationsThankYouPage />, '/dashboard/applications');
  expect(screen.getByRole('heading', { level: 1, name: 'Thank You' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Continue to Dashboard' })).toHaveAttribute(
    'href',
    '/dashboard',
  );
});
