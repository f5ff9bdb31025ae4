import { defaultFeatureFlags } from '@lender/shared';
import type { Viewer } from '../pages/access';
import { portalPageTable } from '../testing/portalPageTable';
import { buildMenu } from './menu';

const { nav } = portalPageTable();
const labels = (items: ReturnType<typeof buildMenu>) => items.map((item) => item.label);
const as = (audience: 'customer' | 'broker' | 'lead' | 'employee', viewing = false): Viewer => ({
  signedIn: true,
  audience,
  viewing,
});

describe('side navigation menu, from the declared entries and the shell’s own', () => {
  it('lists the customer menu in the order of the spec, New Applications hidden', () => {
    expect(labels(buildMenu(as('customer'), nav, defaultFeatureFlags, 'https://pricing'))).toEqual([
      'Customer Dashboard',
      'Make a Payment',
      'Loans in Process',
      'Funded Loans',
      'Construction',
      'Servicing Requests',
      'FAQ',
      'Profile',
      'Logout',
    ]);
  });

  it('links to the declared patterns', () => {
    expect(buildMenu(as('customer'), nav, defaultFeatureFlags, '')).toContainEqual({
      kind: 'link',
      label: 'Servicing Requests',
      to: '/dashboard/servicing-requests',
    });
  });

  it('lists the broker menu with the external Pricing Engine link', () => {
    const menu = buildMenu(as('broker'), nav, defaultFeatureFlags, 'https://pricing');
    expect(labels(menu)).toEqual([
      'Broker Dashboard',
      'Loans in Process',
      'Funded Loans',
      'Pricing Engine',
      'FAQ',
      'Logout',
    ]);
    expect(menu).toContainEqual({
      kind: 'external',
      label: 'Pricing Engine',
      href: 'https://pricing',
    });
  });

  it('shows New Applications when its flag allows and drops the Pricing Engine when disabled', () => {
    const flags = {
      ...defaultFeatureFlags,
      newApplicationsHidden: false,
      pricingEngineEnabled: false,
    };
    expect(labels(buildMenu(as('broker'), nav, flags, ''))).toEqual([
      'Broker Dashboard',
      'New Applications',
      'Loans in Process',
      'Funded Loans',
      'FAQ',
      'Logout',
    ]);
    expect(labels(buildMenu(as('customer'), nav, flags, ''))).toEqual([
      'Customer Dashboard',
      'Make a Payment',
      'Loans in Process',
      'Funded Loans',
      'Construction',
      'New Applications',
      'Servicing Requests',
      'FAQ',
      'Profile',
      'Logout',
    ]);
  });

  it('gives leads only the resources page', () => {
    expect(labels(buildMenu(as('lead'), nav, defaultFeatureFlags, ''))).toEqual([
      'Resources',
      'Logout',
    ]);
  });

  it('leaves out, while an employee views an account, the pages closed to them', () => {
    const closed = [
      ...nav,
      { ...nav[0]!, label: 'Closed page', order: 55, whileViewing: 'closed' as const },
    ];
    expect(labels(buildMenu(as('customer', true), closed, defaultFeatureFlags, ''))).not.toContain(
      'Closed page',
    );
    expect(labels(buildMenu(as('customer'), closed, defaultFeatureFlags, ''))).toContain(
      'Closed page',
    );
  });

  it('has nothing for a signed-out visitor', () => {
    expect(buildMenu({ signedIn: false }, nav, defaultFeatureFlags, '')).toEqual([]);
  });
});
