import { pageTitle } from './pageTitle';

describe('pageTitle', () => {
  it('prefixes the brand', () => {
    expect(pageTitle('Dashboard', 'Acme Lending', false)).toBe('Acme Lending | Dashboard');
  });
  it('leaves the brand out in white-label mode', () => {
    expect(pageTitle('Dashboard', 'Acme Lending', true)).toBe('Dashboard');
  });
  it("adds a page's detail (the deal nickname) after the route's title", () => {
    expect(pageTitle('Deal', 'Acme Lending', false, 'Maple Duplex')).toBe(
      'Acme Lending | Deal – Maple Duplex',
    );
    expect(pageTitle('Payment History', 'Acme Lending', true, 'Maple Duplex')).toBe(
      'Payment History – Maple Duplex',
    );
  });
});
