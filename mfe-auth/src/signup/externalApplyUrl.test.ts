import { externalApplyUrl } from './externalApplyUrl';

describe('externalApplyUrl', () => {
  it('keeps the query string', () => {
    expect(externalApplyUrl('https://apply.example/start', '?ref=abc&utm_source=x')).toBe(
      'https://apply.example/start?ref=abc&utm_source=x',
    );
  });
  it('adds to a query the apply page already has', () => {
    expect(externalApplyUrl('https://apply.example/start?lang=en', '?ref=abc')).toBe(
      'https://apply.example/start?lang=en&ref=abc',
    );
  });
});
