import { defaultFeatureFlags, paths } from '@lender/shared';
import { audienceOf, buildMenu } from './menu';
import { isRouteBuilt } from '../routing/routeTable';

const labels = (items: ReturnType<typeof buildMenu>) => items.map((item) => item.label);

describe('side navigation menu', () => {
  it('lists the customer menu in the order of the spec, New Applications hidden', () => {
    expect(labels(buildMenu('customer', defaultFeatureFlags, 'https://pricing'))).toEqual([
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

  it('links only to built pages', () => {
    const menu = buildMenu('customer', defaultFeatureFlags, '');
    expect(menu.every((item) => item.kind !== 'link' || isRouteBuilt(item.to))).toBe(true);
    expect(menu).toContainEqual(
      expect.objectContaining({ label: 'Servicing Requests', to: paths.servicingRequests }),
    );
  });

  it('lists the broker menu with the external Pricing Engine link', () => {
    const menu = buildMenu('broker', defaultFeatureFlags, 'https://pricing');
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
    expect(labels(buildMenu('broker', flags, ''))).toEqual([
      'Broker Dashboard',
      'New Applications',
      'Loans in Process',
      'Funded Loans',
      'FAQ',
      'Logout',
    ]);
    expect(labels(buildMenu('customer', flags, ''))).toContain('New Applications');
  });

  it('gives leads only the resources page', () => {
    expect(labels(buildMenu('lead', defaultFeatureFlags, ''))).toEqual(['Resources', 'Logout']);
  });

  it('derives the audience from the account type', () => {
    expect(audienceOf('CustomerAccount', false)).toBe('customer');
    expect(audienceOf('CustomerAccount', true)).toBe('lead');
    expect(audienceOf('BrokerAccount', false)).toBe('broker');
    expect(audienceOf('WholesaleAccount', false)).toBe('broker');
    expect(audienceOf('Employee', false)).toBe('broker');
  });
});
