import { destinationAfterSignIn } from './destination';
import { setPageDirectory } from '@lender/shared';

// The other remotes' pages this one links to, as the shell's page table offers them.
beforeEach(() => {
  setPageDirectory({
    patterns: {
      resources: '/dashboard/resources',
      'line-of-credit': '/dashboard/applications/line-of-credit',
    },
  });
});

const base = { referral: null, locRedirected: false, isLead: false, isCustomer: true };

describe('destinationAfterSignIn', () => {
  it('follows a pending dashboard referral', () => {
    expect(destinationAfterSignIn({ ...base, referral: '/dashboard/faq' })).toEqual({
      to: '/dashboard/faq',
      marksLocRedirected: false,
    });
  });

  it('ignores a referral outside the dashboard', () => {
    expect(destinationAfterSignIn({ ...base, referral: '/elsewhere' }).to).toBe(
      '/dashboard/applications/line-of-credit',
    );
  });

  it('sends a customer to the line-of-credit page the first time, then to the dashboard', () => {
    expect(destinationAfterSignIn(base)).toEqual({
      to: '/dashboard/applications/line-of-credit',
      marksLocRedirected: true,
    });
    expect(destinationAfterSignIn({ ...base, locRedirected: true }).to).toBe('/dashboard');
  });

  it('sends brokers to the dashboard and leads to resources', () => {
    expect(destinationAfterSignIn({ ...base, isCustomer: false }).to).toBe('/dashboard');
    expect(destinationAfterSignIn({ ...base, isLead: true, referral: '/dashboard' }).to).toBe(
      '/dashboard/resources',
    );
  });
});
