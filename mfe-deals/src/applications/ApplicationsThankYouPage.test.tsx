import { screen } from '@testing-library/react';
import { renderAt, signIn, signOut } from '@lender/shared/testing';
import ApplicationsThankYouPage from './ApplicationsThankYouPage';

afterEach(() => signOut());

const render = () => renderAt(<ApplicationsThankYouPage />, '/dashboard/applications');

it('thanks a customer and links to the line of credit and back to the dashboard', () => {
  signIn({ accountType: 'CustomerAccount' });
  render();
  expect(screen.getByRole('heading', { level: 1, name: 'Thank You' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'View your line of credit' })).toHaveAttribute(
    'href',
    '/dashboard/applications/line-of-credit',
  );
  expect(screen.getByRole('link', { name: 'Continue to Dashboard' })).toHaveAttribute(
    'href',
    '/dashboard',
  );
});

it.each(['BrokerAccount', 'WholesaleAccount', 'Employee'])(
  'gives a %s no line-of-credit link',
  (accountType) => {
    signIn({ accountType });
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Thank You' })).toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: 'View your line of credit' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  },
);
