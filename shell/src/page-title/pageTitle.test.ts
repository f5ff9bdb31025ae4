import { pageTitle } from './pageTitle';

describe('pageTitle', () => {
  it('prefixes the brand', () => {
    expect(pageTitle('Dashboard', 'Acme Lending', false)).toBe('Acme Lending | Dashboard');
  });
  it('leaves the brand out in white-label mode', () => {
    expect(pageTitle('Dashboard', 'Acme Lending', true)).toBe('Dashboard');
  });
});
