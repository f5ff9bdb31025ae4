import { screen } from '@testing-library/react';
import { resetRuntimeConfig } from '@lender/shared';
import { renderAt, signIn, signOut } from '@lender/shared/testing';
import ResourcesPage from './ResourcesPage';

afterEach(() => {
  resetRuntimeConfig();
  signOut();
});

const render = () => renderAt(<ResourcesPage />, '/dashboard/resources');

describe('ResourcesPage (/dashboard/resources)', () => {
  it('offers customers the templates as downloads under /documents/resources/', () => {
    signIn({ accountType: 'CustomerAccount' });
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Resources' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /ACH Recurring Payment Authorization/ });
    expect(link).toHaveAttribute(
      'href',
      '/documents/resources/ACH%20Recurring%20Payment%20Authorization.pdf',
    );
    expect(link).toHaveAttribute('download', 'ACH Recurring Payment Authorization.pdf');
    for (const name of [
      /Construction Budget Template/,
      /Draw Request Guide/,
      /Rent Roll Template/,
    ]) {
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    }
  });

  it('hides Add My Loan while loan lookup is disabled (the default)', () => {
    signIn({ accountType: 'CustomerAccount' });
    render();
    expect(screen.queryByRole('button', { name: 'Add My Loan' })).not.toBeInTheDocument();
  });

  it('welcomes a lead, with the way to apply and whom to contact, and no templates', () => {
    signIn({ accountType: 'CustomerAccount', isLead: true, name: 'Lee Lead' });
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Lee' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start a loan application' })).toHaveAttribute(
      'href',
      'https://www.lender.example/apply',
    );
    expect(screen.getByRole('link', { name: 'support@lender.example' })).toHaveAttribute(
      'href',
      'mailto:support@lender.example',
    );
    expect(screen.queryByRole('link', { name: /Template/ })).not.toBeInTheDocument();
  });
});
