import { dealConstructionPath, dealPath, dealSubPath, paths } from './paths';

describe('route paths', () => {
  it('builds deal paths from an id', () => {
    expect(dealPath(42)).toBe('/dashboard/deal/42');
    expect(dealConstructionPath('a b')).toBe('/dashboard/deal/a%20b/construction');
    expect(dealSubPath(7, 'payment-history')).toBe('/dashboard/deal/7/payment-history');
  });

  it('keeps every pattern unique', () => {
    const values = Object.values(paths);
    expect(new Set(values).size).toBe(values.length);
  });
});
